import { queryOptions, useQuery } from '@tanstack/react-query';
import { filter } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { copyName, keptOffline, loadKeepingCopy } from '../../../lib/route-cache/offline-query';
import { useSession } from '../../../lib/session';
import { productKeys } from './keys';

/** `/res/product/filter`: category names in use (the screens put All first themselves). */
export function useProductCategories({
  mine = true,
  enabled = true,
}: {
  mine?: boolean;
  enabled?: boolean;
} = {}) {
  const base = productCategoriesQuery(mine);
  const load = base.queryFn as Exclude<typeof base.queryFn, symbol | undefined>;
  // kept on the phone, so the market's chips stay whole offline (decision 0269)
  const copy = copyName('categories', useSession()?.user_id, mine ? 'mine' : 'market');
  return useQuery({
    ...base,
    queryFn: (ctx) => loadKeepingCopy(copy, async () => load(ctx)),
    ...keptOffline(copy),
    enabled,
  });
}

/** The categories' query: the hook's, and the server's first render of /market (decision 0254). */
export function productCategoriesQuery(mine: boolean) {
  return queryOptions({
    queryKey: productKeys.categories(mine),
    queryFn: () => callApi(filter, mine ? { mine: true } : {}),
  });
}
