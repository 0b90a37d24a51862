import { useQuery } from '@tanstack/react-query';
import { type ShopTrade, sellingSetup } from '../../../../contract/selling-setup';
import { callApi } from '../../../lib/api';

/**
 * What the shop sells (docs/decisions/0272-seller-onboarding.md), for a new product's defaults; null until she says
 * or while it loads. The same query as the profile's setup checklist.
 */
export function useShopTrade(): ShopTrade | null {
  const setup = useQuery({ queryKey: ['selling-setup'], queryFn: () => callApi(sellingSetup, {}) });
  return setup.data?.trade ?? null;
}
