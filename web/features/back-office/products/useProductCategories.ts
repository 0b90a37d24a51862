import { queryOptions, useQuery } from '@tanstack/react-query';
import { filter } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { productKeys } from './keys';

/** `/res/product/filter`: category names in use (the screens put All first themselves). */
export function useProductCategories({
  mine = true,
  enabled = true,
}: {
  mine?: boolean;
  enabled?: boolean;
} = {}) {
  return useQuery({ ...productCategoriesQuery(mine), enabled });
}

/** The categories' query: the hook's, and the server's first render of /market (decision 0254). */
export function productCategoriesQuery(mine: boolean) {
  return queryOptions({
    queryKey: productKeys.categories(mine),
    queryFn: () => callApi(filter, mine ? { mine: true } : {}),
  });
}
