import { list as listProducts } from '../../contract/products';
import { AppError } from '../http/app-error';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

/**
 * Kenji's stamp card for the demo (docs/decisions/0289-stamp-cards.md), through the services: "buy 4, the 5th free"
 * on one of his products; Ada, met at his stall with her member card, has a full card (the till offers her free
 * item, her member card at his shop shows 5 of 5), and Mr Lee has 2 stamps. Mei's shop keeps points.
 */
export async function seedStampCards(ctx: SeedContext): Promise<void> {
  const { customers, orders, products, loyalty } = ctx.services;
  const kenji = demoSession(ctx, 'kenji');
  const ada = demoSession(ctx, 'ada');
  const catalogue = await products.list(listProducts.input.parse({ mine: true, limit: 100, sort: 1 }), kenji);
  const product = catalogue.find(
    (p) => !p.open_price && p.quantity >= 10 && p.variants.length === 0 && p.unit === 'piece',
  );
  if (!product) return;
  await loyalty.settings({ kind: 'stamps', stamps: 5, reward: { product_id: product.id } }, kenji);
  await customers.memberCard(kenji.id, ada);
  const adaEntry = await customers.accountEntry(kenji.id, ada.id);
  const lee = await customers.update(
    { name: 'Mr Lee 李生', phone: '9876 5432', tags: ['regular'], notes: 'Buys for his grandchildren.' },
    kenji,
  );
  /** `quantity` of the product rung up for the customer, paid in cash (each unit a stamp) */
  const sell = async (customerId: string, quantity: number, key: string) => {
    try {
      const { order_id } = await orders.carts.create(
        { order_type: 'POS-Sell', item: { product_id: product.id, quantity }, customer_id: customerId },
        kenji,
      );
      await orders.payments.record({ id: order_id, method: 'cash', idempotency_key: key }, kenji);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  };
  await sell(adaEntry.id, 3, 'seed-stamps-ada-1');
  await sell(adaEntry.id, 2, 'seed-stamps-ada-2');
  await sell(lee.customer_id, 2, 'seed-stamps-lee');
  ctx.log('Demo stamp card added.');
}
