import { useQuery } from '@tanstack/react-query';
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
  return useQuery({
    queryKey: productKeys.categories(mine),
    queryFn: () => callApi(filter, mine ? { mine: true } : {}),
    enabled,
  });
}
