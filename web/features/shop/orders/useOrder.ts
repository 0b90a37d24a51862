import { useQuery } from '@tanstack/react-query';
import { showOne } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderKeys } from './keys';
import { LIVE_STATUSES } from './status';

const POLL_MS = 5000;

/** `/res/order/show_one`; polls every 5 s while the status can still change, and refetches on focus. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: () => callApi(showOne, { id: id as string }),
    enabled: id !== null,
    retry: false,
    // an order's state is a fact: every opening asks the server (the live stream drops stale copies, 0225)
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data && LIVE_STATUSES.includes(q.state.data.status) ? POLL_MS : false),
  });
}
