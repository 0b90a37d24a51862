import { useQuery } from '@tanstack/react-query';
import { oversoldSales } from '../../../../contract/offline-sales';
import { callApi } from '../../../lib/api';

/** `/res/order/oversold`: offline sales that sold more than the stock had (docs/decisions/0081-offline-point-of-sale.md). */
export function useOversoldSales() {
  return useQuery({ queryKey: ['orders', 'oversold'], queryFn: () => callApi(oversoldSales, {}) });
}
