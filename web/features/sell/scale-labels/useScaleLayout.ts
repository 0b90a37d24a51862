import { scaleBarcode } from '../../../../contract/scale-barcodes';
import { callApi } from '../../../lib/api';
import { useLiveQuery } from '../../../lib/live-query';
import { scaleLabelKeys } from './keys';

/**
 * `/res/product/scale_barcode`: how this shop's till reads label-scale codes (docs/decisions/0234), read anew when
 * changed on another of the seller's devices.
 */
export function useScaleLayout(enabled = true) {
  return useLiveQuery('product', {
    queryKey: scaleLabelKeys.mine,
    queryFn: () => callApi(scaleBarcode, {}),
    enabled,
    staleTime: 60_000,
  });
}
