import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { productKeys } from './keys';

/** `/res/product/get`: one product, always fetched fresh for editing. */
export function useProduct(id: string | null) {
  return useQuery({
    queryKey: productKeys.one(id ?? ''),
    queryFn: () => callApi(get, { id: id as string }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
