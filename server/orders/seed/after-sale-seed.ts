import { list, sales } from '../../../contract/orders';
import { demoSession } from '../../seed/demo-session';
import type { SeedContext } from '../../seed/seed';

/**
 * Demo data of issue 19, through the services: Ada says she paid Mei's order that awaits payment (so Mei's
 * /order shows a claimed payment first), and Mei's latest POS sale has one unit refunded and restocked; one unit
 * of Ada's completed order from Mei is refunded too (Ada's notifications show it, docs/decisions/0065).
 * Runs after seedOrders.
 */
export async function seedAfterSale(ctx: SeedContext): Promise<void> {
  const { orders } = ctx.services;
  const { claims: paymentClaims } = orders;
  const mei = demoSession(ctx, 'mei');
  const ada = demoSession(ctx, 'ada');

  const pending = await orders.reads.list(
    list.input.parse({ role: 'buyer', status: 'pending_payment', limit: 50 }),
    ada,
  );
  const fromMei = pending.items.find((o) => o.seller_id === mei.id);
  if (fromMei) await paymentClaims.claim({ id: fromMei.order_id, reference: 'FPS 8806 2231' }, ada);

  // the latest till sale, but not Mrs Wong's paid with her points (server/customers/seed.ts): that one stays whole
  const pos = await orders.reports.sales(sales.input.parse({ channel: 'pos', period: 'all', limit: 5 }), mei);
  let sale: (typeof pos.items)[number] | undefined;
  for (const s of pos.items) {
    if (((await orders.reads.showOne(s.order_id, mei)).points_redeemed ?? 0) > 0) continue;
    sale = s;
    break;
  }
  const line = sale?.items[0];
  if (sale && line) {
    // refunded half an hour after the sale, as a customer who came back would be: reports count a refund on
    // the day it was made (docs/decisions/0172), so a refund made "now" would show today as a loss
    await refundsAt(ctx, hkTime(sale.time) + 30 * 60_000).refund(
      {
        id: sale.order_id,
        reason: 'Returned unopened',
        lines: [{ product_id: line.product_id, quantity: 1, restock: true }],
        idempotency_key: 'seed-refund-1',
      },
      mei,
    );
  }

  const done = await orders.reads.list(
    list.input.parse({ role: 'buyer', status: 'completed', limit: 50 }),
    ada,
  );
  const online = done.items.find((o) => o.seller_id === mei.id && o.items.length > 0);
  const first = online?.items[0];
  if (online && first) {
    await refundsAt(
      ctx,
      hkTime(online.completed_at ?? online.paid_at ?? online.created_at) + 3_600_000,
    ).refund(
      {
        id: online.order_id,
        reason: 'One jar arrived cracked',
        lines: [{ product_id: first.product_id, quantity: 1, restock: false }],
        idempotency_key: 'seed-refund-online-1',
      },
      mei,
    );
  }
}

/** 'YYYY-MM-DD HH:mm:ss' Hong Kong time → ms */
function hkTime(local: string): number {
  return Date.parse(`${local.replace(' ', 'T')}+08:00`);
}

/** the refunds service with its clock at `at` (never later than now) */
function refundsAt(ctx: SeedContext, at: number) {
  const when = Math.min(at, Date.now());
  return ctx.services.orders.withClock(() => when).refunds;
}
