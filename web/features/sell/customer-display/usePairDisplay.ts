import { pairDisplay, unpairDisplay } from '../../../../contract/displays';
import { useWrite } from '../../../lib/use-write';

/** `/res/display/pair`: a pairing code and the url a display opens (shown as a QR). */
export function usePairDisplay() {
  return useWrite(pairDisplay, []);
}

/** `/res/display/unpair`: ends this till's displays. */
export function useUnpairDisplay() {
  return useWrite(unpairDisplay, []);
}
