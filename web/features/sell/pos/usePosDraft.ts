import { useQuery } from '@tanstack/react-query';
import { showOne } from '../../../../contract/orders';
import { ApiError, callApi } from '../../../lib/api';
import { posKeys } from './keys';

/** `/res/order/show_one` of the sale being rung up (its lines with current prices and stock). */
export function usePosDraft(id: string | null) {
  return useQuery({
    queryKey: posKeys.draft(id ?? ''),
    queryFn: () => callApi(showOne, { id: id ?? '' }),
    enabled: id !== null,
    // a 404 (discarded elsewhere) is an answer, not a hiccup
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: 0,
  });
}
