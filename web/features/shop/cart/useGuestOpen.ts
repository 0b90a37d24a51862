import { useMutation } from '@tanstack/react-query';
import { guestOpen } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { keepGuestPasses } from './guest-passes';

/** `/res/order/guest_open`: the mailed one-use link becomes this browser's pass for its order. */
export function useGuestOpen() {
  return useMutation({
    mutationFn: (token: string) => callApi(guestOpen, { token }),
    onSuccess: (r) => keepGuestPasses([{ order_id: r.order_id, pass: r.pass }], r.pass_expires_at),
  });
}
