import { expect } from 'vitest';
import type { Product } from '../../../contract/products';
import { signUp, type TestServer, type TestSession } from '../../testing/test-server';
import { refundSale } from './refunds';
import { newProduct, paymentCode } from './test-helpers';

/**
 * A new shop as the split-payment tests (docs/decisions/0281-split-payments.md) ring it up, at the online and the
 * offline till alike: an FPS code to take part of a sale by, p at HK$451.35 and q at HK$20, ten of each. Their
 * figures ($491.35 for p + 2 q) are the ones the tests' comments work out to the cent.
 */
export async function splitShop(
  server: TestServer,
): Promise<{ seller: TestSession; fps: string; p: Product; q: Product }> {
  const seller = await signUp(server, 's');
  const fps = await paymentCode(server, seller.token, 'fps');
  const p = await newProduct(server, seller.token, { price: 451.35, quantity: 10 });
  const q = await newProduct(server, seller.token, { price: 20, quantity: 10 });
  return { seller, fps, p, q };
}

/**
 * Refunds one unit of `productId` (a HK$20 line) of split sale `id` twice, and asserts the order in which the parts
 * pay back that the online and the offline tests both check: the first refund goes to the part paid last (PayMe,
 * the sale's last part), the second to the part the seller picks (cash, `back_to: 0`).
 */
export async function expectLastPartFirstThenPicked(
  server: TestServer,
  token: string,
  id: string,
  productId: string,
): Promise<void> {
  const line = { product_id: productId, quantity: 1, restock: true };
  const a = await refundSale(server, token, id, { lines: [line] });
  expect(a.refund.parts!.map((x) => [x.method.kind, x.amount])).toEqual([['payme', 20]]);
  const b = await refundSale(server, token, id, { lines: [line], back_to: 0 });
  expect(b.refund.parts!.map((x) => [x.method.kind, x.amount])).toEqual([['cash', 20]]);
}
