import { useQuery } from '@tanstack/react-query';
import { listMyReviews } from '../../../../contract/reviews';
import { callApi } from '../../../lib/api';
import { reviewKeys } from './keys';

/** `/res/review/list_mine`: the caller's reviews of one order's lines. */
export function useMyReviews(orderId: string | null, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.mine(orderId ?? ''),
    queryFn: async () => (await callApi(listMyReviews, { order_id: orderId! })).items,
    enabled: enabled && Boolean(orderId),
  });
}
