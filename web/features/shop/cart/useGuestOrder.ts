import { useQuery } from '@tanstack/react-query';
import { showGuest } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';

export const guestOrderKey = (id: string) => ['orders', 'guest', id] as const;

/** `/res/order/show_guest`: the order a guest pass opens, with the seller's FPS identifier. */
export function useGuestOrder(id: string, pass: string | null) {
  return useQuery({
    queryKey: guestOrderKey(id),
    queryFn: () => callApi(showGuest, { id, pass: pass! }),
    enabled: pass !== null && id !== '',
    retry: false,
  });
}
