import { updateCustomer } from '../../../../contract/customers';
import { useWrite } from '../../../lib/use-write';

/** `/res/customer/update` at the till: a new customer by her phone (and name, when typed). */
export function useAddTillCustomer() {
  return useWrite(updateCustomer, [['customers']]);
}
