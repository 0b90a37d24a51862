import { useQuery } from '@tanstack/react-query';
import { saleData } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { salesKeys } from './keys';

/** `/user/info/sale_data`: today / 7 days / 30 days figures and the best sellers. */
export function useSaleData(enabled = true) {
  return useQuery({
    queryKey: salesKeys.summary,
    queryFn: () => callApi(saleData, {}),
    enabled,
    staleTime: 30_000,
  });
}
