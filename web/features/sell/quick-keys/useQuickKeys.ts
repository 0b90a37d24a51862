import { quickKeys } from '../../../../contract/quick-keys';
import { callApi } from '../../../lib/api';
import { useLiveQuery } from '../../../lib/live-query';
import { quickKeyKeys } from './keys';

/**
 * `/res/product/quick_keys`: the till's favourite products in the seller's order, with their stock of now, read
 * anew when a sale on another device or an edit changes a key's stock or price.
 */
export function useQuickKeys(enabled = true) {
  return useLiveQuery('product', {
    queryKey: quickKeyKeys.mine,
    queryFn: () => callApi(quickKeys, {}),
    enabled,
    // the tiles show stock, a fact (docs/decisions/0225-live-facts.md)
    staleTime: 0,
  });
}
