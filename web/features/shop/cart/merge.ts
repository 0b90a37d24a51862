import { cart, create, update } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { mergeLines, readLocalCart, toWire, writeLocalCart, writeOrderId } from './cart-storage';

/**
 * After login (docs/product.md §4): the local `cartList` joins the server cart. All lines in one `update`
 * when they fit; if the server refuses (e.g. stock went down), line by line, so one product
 * cannot keep the others out. The local list is emptied afterwards either way, except for lines
 * the server refused for a reason other than "already in the cart".
 */
export async function mergeLocalCart(): Promise<void> {
  const local = readLocalCart();
  if (local.length === 0) return;
  const { order } = await callApi(cart, {});
  if (order) {
    try {
      const merged = mergeLines(order.items, local);
      await callApi(update, { id: order.order_id, items: merged });
      writeOrderId(order.order_id);
      writeLocalCart([]);
      return;
    } catch {
      // fall through to line-by-line
    }
  }
  const left = [];
  for (const item of local) {
    try {
      const result = await callApi(create, { order_type: 'Online-Sell', item: toWire(item) });
      writeOrderId(result.order_id);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 409) left.push(item);
    }
  }
  writeLocalCart(left);
}
