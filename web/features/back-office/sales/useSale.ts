import { useQuery } from '@tanstack/react-query';
import { showOne } from '../../../../contract/orders';
import { ApiError, callApi } from '../../../lib/api';
import { salesKeys } from './keys';

/** `/res/order/show_one` of a sale (receipt and sale detail). */
export function useSale(id: string) {
  return useQuery({
    queryKey: salesKeys.one(id),
    queryFn: () => callApi(showOne, { id }),
    enabled: id !== '',
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
