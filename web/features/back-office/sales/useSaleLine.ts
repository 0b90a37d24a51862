import { useQuery } from '@tanstack/react-query';
import { productDetail } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { salesKeys } from './keys';

/** `/res/order/product_detail`: one line of a sale with its payment breakdown. */
export function useSaleLine(order: string, product: string) {
  return useQuery({
    queryKey: salesKeys.line(order, product),
    queryFn: () => callApi(productDetail, { order, product }),
    staleTime: 5 * 60_000,
  });
}
