import { useQuery } from '@tanstack/react-query';
import { listCustomers } from '../../../../contract/customers';
import { callApi } from '../../../lib/api';

/** `/res/customer/list` at the till: the first few customers matching a name or digits of a phone. */
export function useFindCustomers(q: string) {
  return useQuery({
    queryKey: ['customers', 'till', q],
    queryFn: () => callApi(listCustomers, { q, limit: 6 }),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}
