import { useMutation, useQueryClient } from '@tanstack/react-query';
import { create } from '../../../../contract/orders';
import type { Product } from '../../../../contract/products';
import { callApi } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import {
  AlreadyInCartError,
  addToLocalCart,
  cartItemFromProduct,
  readLocalCart,
  toWire,
  writeLocalCart,
  writeOrderId,
} from './cart-storage';
import { cartKeys } from './keys';
import type { CartView } from './useCart';

/**
 * Add to cart (docs/product.md §4). Logged out: appended to the local `cartList`. Logged in:
 * `/res/order/create` adds the line to the draft order (creating it when there is none) and its
 * id is kept in local storage `order`. A product already present is refused (AlreadyInCartError,
 * or the server's 409 with the same text).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, quantity }: { product: Product; quantity: number }) => {
      const session = getSession();
      if (!session) {
        writeLocalCart(addToLocalCart(readLocalCart(), cartItemFromProduct(product, quantity)));
        return;
      }
      const known = queryClient.getQueryData<CartView>(cartKeys.server(session.user_id));
      if (known?.lines.some((l) => l.product_id === product._id)) throw new AlreadyInCartError();
      const result = await callApi(create, {
        order_type: 'Online-Sell',
        item: toWire({ product_id: product._id, quantity }),
      });
      writeOrderId(result.order_id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
