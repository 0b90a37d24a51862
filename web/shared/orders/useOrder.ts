import { useQuery } from '@tanstack/react-query';
import { showOne } from '../../../contract/orders';
import { callApi } from '../../lib/api';
import { copyName, keptOffline, loadKeepingCopy } from '../../lib/route-cache/offline-query';
import { useSession } from '../../lib/session';
import { orderKeys } from './order-keys';
import { LIVE_STATUSES } from './order-status';

const POLL_MS = 5000;

/**
 * `/res/order/show_one`; polls every 5 s while the status can still change, and refetches on focus. Kept on the
 * phone: offline, the copy shows with its time (`orderCopyName`, decision 0269).
 */
export function useOrder(id: string | null) {
  const copy = orderCopyName(useSession()?.user_id, id ?? '');
  return useQuery({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: () => loadKeepingCopy(copy, () => callApi(showOne, { id: id as string })),
    ...keptOffline(copy),
    enabled: id !== null,
    retry: false,
    // an order's state is a fact: every opening asks the server (the live stream drops stale copies, 0225)
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data && LIVE_STATUSES.includes(q.state.data.status) ? POLL_MS : false),
  });
}

/** The phone's copy of one order for one viewer (decision 0269). */
export function orderCopyName(viewer: string | undefined, id: string): string {
  return copyName('order', viewer, id);
}
