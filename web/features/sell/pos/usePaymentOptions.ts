import { useQuery } from '@tanstack/react-query';
import { getQrCode } from '../../../../contract/orders';
import { ApiError, callApi } from '../../../lib/api';
import { posKeys } from './keys';

/** `/res/order/get_qr_code`: the amount to pay and the seller's payment codes. */
export function usePaymentOptions(id: string | null) {
  return useQuery({
    queryKey: posKeys.options(id ?? ''),
    queryFn: () => callApi(getQrCode, { id: id ?? '' }),
    enabled: id !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: 0,
  });
}
