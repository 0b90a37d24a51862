import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { filter, list } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { postKeys } from '../../../shared/posts/post-cache';

/** The seller's own products for linking to a post: `/res/product/list` with `mine` (newest 100 that match). */
export function useMyCatalogue(search: string, category: string[], sort: 1 | -1, enabled = true) {
  return useQuery({
    queryKey: postKeys.catalogue(search.trim(), category, sort),
    queryFn: () => callApi(list, { mine: true, search: search.trim(), category, sort, limit: 100 }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `/res/product/filter` with `mine`: the seller's category names (the chips put All first). */
export function useMyCatalogueCategories(enabled = true) {
  return useQuery({
    queryKey: postKeys.catalogueCategories(),
    queryFn: () => callApi(filter, { mine: true }),
    enabled,
  });
}
