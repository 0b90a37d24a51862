import { type QueryClient, useQuery } from '@tanstack/react-query';
import { refunds } from '../../../../contract/order-refunds';
import { callApi } from '../../../lib/api';
import { refetchChanged } from '../../../lib/live-changes';

export const refundKeys = { one: (orderId: string) => ['refunds', orderId] as const };

/** `/res/order/refunds`: what was paid and refunded, line by line, with the refund receipts. */
export function useRefunds(orderId: string) {
  return useQuery({ queryKey: refundKeys.one(orderId), queryFn: () => callApi(refunds, { id: orderId }) });
}

/** An order changed elsewhere (a refund on the seller's phone): its refunds are read anew (`id` '*': any). */
export function refundsChangedElsewhere(queryClient: QueryClient, orderId: string): void {
  void refetchChanged(queryClient, orderId === '*' ? ['refunds'] : refundKeys.one(orderId));
}
