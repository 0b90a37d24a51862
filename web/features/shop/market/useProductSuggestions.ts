import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { list } from '../../../../contract/products';
import { callApi } from '../../../lib/api';

/** Product names matching what is typed on /searchSuggestion (`/res/product/list` with search). */
export function useProductSuggestions(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: ['market', 'suggestions', search.toLowerCase()],
    queryFn: async () => {
      const products = await callApi(list, { search, sort: -1, limit: 20 });
      const seen = new Set<string>();
      const names: string[] = [];
      for (const p of products) {
        const key = p.name.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        names.push(p.name);
        if (names.length === 8) break;
      }
      return names;
    },
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
