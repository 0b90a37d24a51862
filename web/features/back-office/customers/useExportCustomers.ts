import { useMutation } from '@tanstack/react-query';
import { exportCustomers } from '../../../../contract/customers';
import { callApi } from '../../../lib/api';

/** `/res/customer/export_csv`: the list as a CSV file (saved by the page). */
export function useExportCustomers() {
  return useMutation({ mutationFn: () => callApi(exportCustomers, {}) });
}
