import { useQuery } from '@tanstack/react-query';
import { refunds } from '../../../../contract/order-refunds';
import { callApi } from '../../../lib/api';

export const refundKeys = { one: (orderId: string) => ['refunds', orderId] as const };

/** `/res/order/refunds`: what was paid and refunded, line by line, with the refund receipts. */
export function useRefunds(orderId: string) {
  return useQuery({ queryKey: refundKeys.one(orderId), queryFn: () => callApi(refunds, { id: orderId }) });
}
