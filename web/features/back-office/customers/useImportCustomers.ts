import { importCustomers } from '../../../../contract/customers';
import { useWrite } from '../../../lib/use-write';
import { customerKeys } from './keys';

/** `/res/customer/import_csv`: a customer file checked (commit false) or written (commit true). */
export function useImportCustomers() {
  return useWrite(importCustomers, [customerKeys.all]);
}
