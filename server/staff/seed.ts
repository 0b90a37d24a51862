import { fromCents, toCents } from '../../contract/money';
import { GENERATED_FPS_METHOD } from '../../contract/orders';
import { list as listProducts } from '../../contract/products';
import { soldLineAtTill, tillBillFigures } from '../../contract/sale-figures';
import type { Permission } from '../../contract/staff';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

const HK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Mei's PIN at her till, and her weekend helper */
export const DEMO_STAFF = {
  owner: { name: 'Mei', pin: '1111' },
  helper: { name: 'Ah Fong', pin: '2468' },
} as const;

/**
 * Mei's own role for her weekend helper (a custom role, docs/decisions/0280-staff-pins-and-roles.md): she types the
 * price of a loose item and closes the stall's day; a discount only up to the till's limit (no `discount`), no
 * refunds, no costs or profit.
 */
export const DEMO_HELPER_ROLE: { name: string; permissions: Permission[] } = {
  name: 'Weekend helper 週末幫手',
  permissions: ['open_price', 'close_day'],
};

/** the bill discount Ah Fong gives on her split sale: within the till's default limit of 10 %, so no approval */
export const DEMO_HELPER_DISCOUNT = { percent: 5 } as const;

/**
 * Mei's stall has staff (docs/decisions/0280-staff-pins-and-roles.md): Mei as owner with her PIN and Ah Fong, her
 * weekend helper, with the shop's own "Weekend helper" role; two sales Ah Fong rang up on the offline till today,
 * so the sales by staff, the sale pages and the day close show her: one in cash, and one paid part cash, part FPS
 * with 5 % off the bill (docs/decisions/0281-split-payments.md); and her hours on the time clock for the last three
 * days (docs/decisions/0287-time-clock.md).
 */
export async function seedStaff(ctx: SeedContext): Promise<void> {
  const { staff, orders, products } = ctx.services;
  const mei = demoSession(ctx, 'mei');
  await staff.members.create({ ...DEMO_STAFF.owner, role: 'owner' }, mei);
  const role = await staff.members.saveRole(DEMO_HELPER_ROLE, mei);
  const helper = await staff.members.create({ ...DEMO_STAFF.helper, role: role.id }, mei);
  const now = Date.now();
  const hkMidnightToday = Math.floor((now + HK_OFFSET_MS) / DAY_MS) * DAY_MS - HK_OFFSET_MS;
  // today in Hong Kong, also just after midnight (the sales by staff and the day close open on today)
  const todayAgo = (ms: number) => Math.max(hkMidnightToday, now - ms);
  const rows = await products.list(listProducts.input.parse({ mine: true, limit: 100, sort: 1 }), mei);
  const sellable = rows.filter(
    (p) => p.quantity >= 5 && !p.open_price && p.unit === 'piece' && p.variants.length === 0,
  );
  let sales = 0;
  if (sellable[0]) {
    await orders.offlineSales.record(
      {
        idempotency_key: 'demo-staff-helper-sale',
        method: 'cash',
        sold_at: todayAgo(2 * HOUR_MS),
        items: [{ product_id: sellable[0].id, quantity: 1 }],
        staff_id: helper._id,
      },
      mei,
    );
    sales += 1;
  }
  // two of Mei's products, 5 % off the bill: the customer pays the whole $10s of about half in cash (at most $50,
  // handed over exactly: no change, no cash rounding) and the rest to the cent by FPS, drawn from Mei's FPS ID.
  // The bill is worked out with the till's own functions; offline nobody saw the FPS part arrive, so the sale
  // waits "to check" (docs/decisions/0276-fps-offline-to-check.md)
  const picked = sellable.slice(1, 3);
  const bill = tillBillFigures(
    picked.map((p) => soldLineAtTill({ unit_cents: toCents(p.discounted_price), quantity: 1 })),
    DEMO_HELPER_DISCOUNT,
  ).total_cents;
  const cash = Math.min(5000, Math.floor(bill / 2 / 1000) * 1000);
  if (picked.length === 2 && cash > 0) {
    await orders.offlineSales.record(
      {
        idempotency_key: 'demo-staff-helper-split-sale',
        payments: [
          { method: 'cash', amount: fromCents(cash) },
          { method: GENERATED_FPS_METHOD, amount: fromCents(bill - cash) },
        ],
        sold_at: todayAgo(HOUR_MS),
        items: picked.map((p) => ({ product_id: p.id, quantity: 1 })),
        discount: DEMO_HELPER_DISCOUNT,
        staff_id: helper._id,
      },
      mei,
    );
    sales += 1;
  }
  // Ah Fong's last three days on the time clock: in about 10:00, out about 18:30 Hong Kong time
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
    `Staff: Mei (PIN 1111) and her weekend helper Ah Fong (PIN 2468, role "${DEMO_HELPER_ROLE.name}"), with ${sales} sales of hers today (one split cash + FPS) and three days of hours`,
  );
}
