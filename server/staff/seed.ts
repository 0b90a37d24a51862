import { list as listProducts } from '../../contract/products';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

const HK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Mei's PIN at her till, and her weekend helper */
export const DEMO_STAFF = {
  owner: { name: 'Mei', pin: '1111' },
  helper: { name: 'Ah Fong', pin: '2468' },
} as const;

/**
 * Mei's stall has staff (docs/decisions/0280-staff-pins-and-roles.md): Mei as owner with her PIN and Ah Fong, her
 * weekend helper, a cashier; one sale Ah Fong rang up on the offline till, so the sales by staff show her; and her
 * hours on the time clock for the last three days (docs/decisions/0287-time-clock.md).
 */
export async function seedStaff(ctx: SeedContext): Promise<void> {
  const { staff, orders, products } = ctx.services;
  const mei = demoSession(ctx, 'mei');
  await staff.members.create({ ...DEMO_STAFF.owner, role: 'owner' }, mei);
  const helper = await staff.members.create({ ...DEMO_STAFF.helper, role: 'cashier' }, mei);
  const rows = await products.list(listProducts.input.parse({ mine: true, limit: 100, sort: 1 }), mei);
  const product = rows.find(
    (p) => p.quantity >= 5 && !p.open_price && p.unit === 'piece' && p.variants.length === 0,
  );
  if (product) {
    await orders.offlineSales.record(
      {
        idempotency_key: 'demo-staff-helper-sale',
        method: 'cash',
        sold_at: Date.now() - 2 * 3_600_000,
        items: [{ product_id: product.id, quantity: 1 }],
        staff_id: helper._id,
      },
      mei,
    );
  }
  // Ah Fong's last three days on the time clock: in about 10:00, out about 18:30 Hong Kong time
  const hkMidnightToday = Math.floor((Date.now() + HK_OFFSET_MS) / DAY_MS) * DAY_MS - HK_OFFSET_MS;
  for (const [daysAgo, inMinutes, outMinutes] of [
    [3, 10 * 60 + 2, 18 * 60 + 31],
    [2, 9 * 60 + 55, 18 * 60 + 5],
    [1, 10 * 60 + 10, 17 * 60 + 48],
  ] as const) {
    const midnight = hkMidnightToday - daysAgo * DAY_MS;
    await staff.timeClock.record(
      {
        staff_id: helper._id,
        clock_in: midnight + inMinutes * 60_000,
        clock_out: midnight + outMinutes * 60_000,
      },
      mei,
    );
  }
  ctx.log(
    'Staff: Mei (PIN 1111) and her helper Ah Fong (PIN 2468), with one sale of hers and three days of hours',
  );
}
