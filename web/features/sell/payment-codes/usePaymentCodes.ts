import { useQuery } from '@tanstack/react-query';
import { listPaymentCode } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { paymentCodeKeys } from './keys';

/** `/user/info/list_payment_code`: the seller's payment QR codes, oldest first. */
export function usePaymentCodes(enabled = true) {
  return useQuery({
    queryKey: paymentCodeKeys.all,
    queryFn: () => callApi(listPaymentCode, {}),
    enabled,
  });
}
