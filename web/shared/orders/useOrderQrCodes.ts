import { useQuery } from '@tanstack/react-query';
import { getQrCode } from '../../../contract/orders';
import { callApi } from '../../lib/api';
import { orderKeys } from './order-keys';

/** `/res/order/get_qr_code`: the seller's payment codes and the amount to pay. */
export function useOrderQrCodes(id: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.qr(id),
    queryFn: () => callApi(getQrCode, { id }),
    enabled,
    staleTime: 60_000,
  });
}
