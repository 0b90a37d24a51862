import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopSynonyms } from '../../../../contract/search';
import { callApi } from '../../../lib/api';

const KEY = ['shop-synonyms'] as const;

/** `/res/search/shop_synonyms` with {}: the shop's own synonym groups (docs/decisions/0290-shop-synonyms.md). */
export function useShopSynonyms() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(shopSynonyms, {}) });
}

/** `/res/search/shop_synonyms` with `groups`: replaces them; the answer is what the server kept. */
export function useSaveShopSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: string[][]) => callApi(shopSynonyms, { groups }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
