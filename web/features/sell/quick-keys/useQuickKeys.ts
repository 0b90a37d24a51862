import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { quickKeys } from '../../../../contract/quick-keys';
import { callApi } from '../../../lib/api';
import { useLiveReload } from '../../../lib/live-changes';
import { quickKeyKeys } from './keys';

/** `/res/product/quick_keys`: the till's favourite products in the seller's order, with their stock of now. */
export function useQuickKeys(enabled = true) {
  const query = useQuery({
    queryKey: quickKeyKeys.mine,
    queryFn: () => callApi(quickKeys, {}),
    enabled,
    // the tiles show stock, a fact (docs/decisions/0225-live-facts.md)
    staleTime: 0,
  });
  const { refetch } = query;
  // a sale on another device or an edit changes a key's stock or price
  useLiveReload(
    'product',
    enabled,
    useCallback(() => void refetch(), [refetch]),
  );
  return query;
}
