import { useQuery } from '@tanstack/react-query';
import { getCustomer } from '../../../../contract/customers';
import { callApi } from '../../../lib/api';
import { customerKeys } from './keys';

/** `/res/customer/get`: one customer with her favourite products. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: () => callApi(getCustomer, { customer_id: id }),
    enabled: id !== '',
  });
}
