import { useInfiniteQuery } from '@tanstack/react-query';
import { dayCloseList } from '../../../../contract/day-close';
import { callApi } from '../../../lib/api';
import { dayCloseKeys } from './keys';

/** `/res/pos/day_close/list`: past closes, latest day first. */
export function useDayCloses() {
  return useInfiniteQuery({
    queryKey: dayCloseKeys.list,
    queryFn: ({ pageParam }) => callApi(dayCloseList, { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
