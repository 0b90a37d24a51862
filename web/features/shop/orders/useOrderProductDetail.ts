import { useQuery } from '@tanstack/react-query';
import { productDetail } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { orderKeys } from '../../../shared/orders/order-keys';

/** `/res/order/product_detail`: one order line with its payment breakdown. */
export function useOrderProductDetail(order: string | null, product: string | null) {
  return useQuery({
    queryKey: orderKeys.line(order ?? '', product ?? ''),
    queryFn: () => callApi(productDetail, { order: order as string, product: product as string }),
    enabled: order !== null && product !== null,
    retry: false,
  });
}
