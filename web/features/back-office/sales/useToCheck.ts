import { useQuery } from '@tanstack/react-query';
import { checkedSale, toCheckSales } from '../../../../contract/offline-sales';
import { callApi } from '../../../lib/api';
import { useWrite } from '../../../lib/use-write';
import { salesKeys } from './keys';

/**
 * `/res/order/list_to_check`: FPS sales recorded offline that the seller has not yet ticked against her bank app
 * (docs/decisions/0276-fps-offline-to-check.md). Refetched with every sales change (a sync, a tick elsewhere).
 */
export function useToCheck() {
  return useQuery({ queryKey: salesKeys.toCheck, queryFn: () => callApi(toCheckSales, {}) });
}

/** `/res/order/checked`: she found the money in her bank app; the list, the sale and its flag refetch. */
export function useMarkChecked() {
  return useWrite(checkedSale, [salesKeys.all]);
}
