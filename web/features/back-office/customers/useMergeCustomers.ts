import { mergeCustomers } from '../../../../contract/customers';
import { useWrite } from '../../../lib/use-write';
import { customerKeys } from './keys';

/** `/res/customer/merge`: two entries of one person become one. */
export function useMergeCustomers() {
  return useWrite(mergeCustomers, [customerKeys.all]);
}
