import { useMutation, useQueryClient } from '@tanstack/react-query';
import { update } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { lineTotal, readLocalCart, setLocalQuantity, toWire, writeLocalCart } from './cart-storage';
import { cartKeys } from './keys';
import type { CartView } from './useCart';

export interface CartLineChange {
  product_id: string;
  /** 0 removes the line */
  quantity: number;
}

function applyChange(view: CartView, change: CartLineChange): CartView {
  const lines = view.lines
    .filter((l) => change.quantity > 0 || l.product_id !== change.product_id)
    .map((l) =>
      l.product_id === change.product_id
        ? { ...l, quantity: change.quantity, total: lineTotal(l.price, change.quantity) }
        : l,
    );
  const total = lines.reduce((s, l) => s + Math.round(l.total * 100), 0) / 100;
  return { ...view, lines, total };
}

/**
 * Changes one line's quantity or removes it. Logged out: the local `cartList`. Logged in:
 * `/res/order/update` with the draft's whole line list (optimistic; rolled back on failure, e.g.
 * a 409 when the stock went down meanwhile).
 */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CartLineChange) => {
      const session = getSession();
      if (!session) {
        const items = readLocalCart();
        writeLocalCart(
          change.quantity > 0
            ? setLocalQuantity(items, change.product_id, change.quantity)
            : items.filter((i) => i.product_id !== change.product_id),
        );
        return null;
      }
      const key = cartKeys.server(session.user_id);
      const view = queryClient.getQueryData<CartView>(key);
      if (!view?.orderId) return null;
      const next = applyChange(view, change);
      await callApi(update, { id: view.orderId, items: next.lines.map(toWire) });
      return key;
    },
    onMutate: async (change) => {
      const session = getSession();
      if (!session) return undefined;
      const key = cartKeys.server(session.user_id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartView>(key);
      if (previous) queryClient.setQueryData(key, applyChange(previous, change));
      return { key, previous };
    },
    onError: (_err, _change, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
