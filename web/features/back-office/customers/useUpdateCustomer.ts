import { updateCustomer } from '../../../../contract/customers';
import { useWrite } from '../../../lib/use-write';
import { customerKeys } from './keys';

/** `/res/customer/update`: adds a customer or changes one; the list and her page refetch. */
export function useUpdateCustomer() {
  return useWrite(updateCustomer, [customerKeys.all]);
}
