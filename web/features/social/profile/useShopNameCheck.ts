import { useQuery } from '@tanstack/react-query';
import { hasHiddenCharacters } from '../../../../contract/name-text';
import { checkShopName, SHOP_NAME_MAX } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/**
 * `/user/info/check_shop_name`: asked as you type (the caller debounces `name`), whether another shop's name looks
 * like it (docs/decisions/0260-names-that-impersonate.md); skipped for empty names, the shop's saved name and names
 * with invisible characters.
 */
export function useShopNameCheck(name: string, saved: string) {
  const asked = name !== '' && name !== saved && name.length <= SHOP_NAME_MAX && !hasHiddenCharacters(name);
  return useQuery({
    queryKey: profileKeys.shopName(name),
    queryFn: () => callApi(checkShopName, { shop_name: name }),
    enabled: asked,
    staleTime: 10_000,
  });
}
