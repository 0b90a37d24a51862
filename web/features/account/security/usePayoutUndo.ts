import { useMutation } from '@tanstack/react-query';
import { payoutUndo } from '../../../../contract/payout';
import { callApi } from '../../../lib/api';
import { clearSession } from '../../../lib/session';

/** /user/info/payout_undo: the mailed undo link; every session ends, this device's too. */
export function usePayoutUndo() {
  return useMutation({
    mutationFn: (token: string) => callApi(payoutUndo, { token }),
    onSuccess: () => clearSession(),
  });
}
