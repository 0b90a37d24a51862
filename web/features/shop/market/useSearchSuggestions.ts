import { useQuery } from '@tanstack/react-query';
import { suggestions } from '../../../../contract/search';
import { callApi } from '../../../lib/api';

/** Nearby searches for one that found nothing (`/res/search/suggestions`; docs/decisions/0237-search-matching.md). */
export function useSearchSuggestions(term: string) {
  const search = term.trim();
  return useQuery({
    queryKey: ['market', 'did-you-mean', search.toLowerCase()],
    queryFn: async () => (await callApi(suggestions, { search })).suggestions,
    enabled: search.length > 0,
    staleTime: 60_000,
  });
}
