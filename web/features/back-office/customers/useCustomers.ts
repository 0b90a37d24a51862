import { useInfiniteQuery } from '@tanstack/react-query';
import { listCustomers } from '../../../../contract/customers';
import { callApi } from '../../../lib/api';
import { customerKeys } from './keys';

/** `/res/customer/list`: the shop's customers, newest first, by a part of the name or the phone; 30 a page. */
export function useCustomers(q: string) {
  return useInfiniteQuery({
    queryKey: customerKeys.list(q),
    queryFn: ({ pageParam }) => callApi(listCustomers, { q: q || undefined, cursor: pageParam, limit: 30 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
