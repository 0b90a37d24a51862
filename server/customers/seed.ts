import { list as listProducts } from '../../contract/products';
import { AppError } from '../http/app-error';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

/**
 * Mei's customers for the demo (docs/decisions/0282-customers.md), through the services: Mei's points programme, two
 * regulars met at the stall, each with a till sale rung up for her (earning points), Mrs Wong's second sale paid
 * partly with her points, and Ada's member card with a till sale (points she can spend online); Ada and Ben (online
 * buyers, followers)
 * join the list by themselves when Mei opens it. Runs after seedOrders, before seedAfterSale.
 */
export async function seedCustomers(ctx: SeedContext): Promise<void> {
  const { customers, orders, products, loyalty } = ctx.services;
  const mei = demoSession(ctx, 'mei');
  const ada = demoSession(ctx, 'ada');
  // Mei gives 5 % back in points (docs/decisions/0283-loyalty.md): the regulars' sales below earn
  await loyalty.settings({ kind: 'points', percent: 5 }, mei);
  const wong = await customers.update(
    {
      name: 'Mrs Wong 黃太',
      phone: '+852 9123 4567',
      tags: ['regular', '熟客'],
      notes: 'Dried scallops every Saturday; likes the big ones.',
    },
    mei,
  );
  const chan = await customers.update(
    { name: 'Mr Chan 陳生', phone: '6234 5678', tags: ['wholesale'], notes: 'Restaurant in Sham Shui Po.' },
    mei,
  );
  const catalogue = await products.list(listProducts.input.parse({ mine: true, limit: 100, sort: 1 }), mei);
  const sellable = catalogue.filter(
    (p) => !p.open_price && p.quantity >= 5 && p.variants.length === 0 && p.unit === 'piece',
  );
  /** one of the product, rung up for the customer with the points she redeems (0: none), paid in cash */
  const sell = async (customerId: string, productId: string, points: number, key: string) => {
    try {
      const { order_id } = await orders.carts.create(
        { order_type: 'POS-Sell', item: { product_id: productId, quantity: 1 }, customer_id: customerId },
        mei,
      );
      if (points > 0)
        await orders.carts.update(
          { id: order_id, items: [{ product_id: productId, quantity: 1 }], redeem_points: points },
          mei,
        );
      await orders.payments.record({ id: order_id, method: 'cash', idempotency_key: key }, mei);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  };
  // Ada opened her member card at Mei's shop and showed it at the stall: that sale's points are hers to spend at
  // online checkout too (decision 0283, "Redeeming online"). Rung up first, so Mei's latest till sales stay the
  // regulars' (server/orders/seed/after-sale-seed.ts refunds the latest)
  await customers.memberCard(mei.id, ada);
  const adaEntry = await customers.accountEntry(mei.id, ada.id);
  const forAda = sellable[2] ?? sellable[0];
  if (forAda) await sell(adaEntry.id, forAda.id, 0, 'seed-customer-sale-ada');
  for (const [i, customer] of [wong, chan].entries()) {
    const product = sellable[i];
    if (product) await sell(customer.customer_id, product.id, 0, `seed-customer-sale-${i}`);
  }
  // Mrs Wong came back and used some of her points: the sale's receipt and page show them on a row of their own
  const product = sellable[0];
  const held = await loyalty.pointsOfEntry(mei.id, wong.customer_id);
  if (product && held.points > 0)
    await sell(wong.customer_id, product.id, Math.min(held.points, 500), 'seed-customer-points-sale');
  ctx.log('Demo customers added.');
}
