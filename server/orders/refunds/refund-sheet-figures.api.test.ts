import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../../contract/money';
import type { Refund, RefundSummary } from '../../../contract/order-refunds';
import type { Receipt } from '../../../contract/receipts';
import { refundCashCents, refundShareCents } from '../../../contract/sale-figures';
import { addQuantities, timesQuantity } from '../../../contract/units';
import { serverWithSeller } from '../../testing/file-server';
import { idemKey, newProduct } from '../testing/test-helpers';

// docs/decisions/0261-one-refund-figure.md: the refund sheet shows, before the tap, the amount the server records,
// from the same function (contract/sale-figures.ts). Sales of random mixes of pieces and weights, with line and bill
// discounts as amounts and percentages, refunded in random parts in a random order.
const { server, seller } = await serverWithSeller();

type Answer = { refund: Refund; summary: RefundSummary };
type Discount = { amount: number } | { percent: number } | undefined;

const discountArb = (maxAmount: number): fc.Arbitrary<Discount> =>
  fc.oneof(
    fc.constant(undefined),
    fc.integer({ min: 1, max: maxAmount }).map((c) => ({ amount: c / 100 })),
    fc.integer({ min: 1, max: 5000 }).map((bp) => ({ percent: bp / 100 })),
  );

const lineArb = fc.record({
  weighed: fc.boolean(),
  priceCents: fc.integer({ min: 100, max: 60_000 }),
  // pieces 1–4, weights 0.001–3 catty
  pieces: fc.integer({ min: 1, max: 4 }),
  thousandths: fc.integer({ min: 1, max: 3000 }),
  discount: discountArb(100),
});

type LineSpec = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;

async function sellAndReadSummary(lines: LineSpec[], bill: Discount): Promise<RefundSummary> {
  const items = [];
  for (const l of lines) {
    const p = await newProduct(server, seller.token, {
      price: l.priceCents / 100,
      cost: 1,
      quantity: 100,
      ...(l.weighed ? { unit: 'catty' } : {}),
    });
    items.push({
      product_id: p._id,
      quantity: l.weighed ? l.thousandths / 1000 : l.pieces,
      ...(l.discount ? { discount: l.discount } : {}),
    });
  }
  const draft = await server.call<{ order_id: string }>(
    '/res/order/create',
    { order_type: 'POS-Sell', item: { product_id: items[0]!.product_id, quantity: items[0]!.quantity } },
    { token: seller.token },
  );
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const id = draft.data.order_id;
  const updated = await server.call(
    '/res/order/update',
    { id, items, ...(bill ? { discount: bill } : {}) },
    { token: seller.token },
  );
  // a discount larger than what it applies to is refused (400): such a mix is not a sale, skip it
  if (updated.status === 400) return { order_id: '', lines: [] } as unknown as RefundSummary;
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  const paid = await server.call(
    '/res/order/received_payment',
    { id, method: 'cash', idempotency_key: idemKey('p') },
    { token: seller.token },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const s = await server.call<RefundSummary>('/res/order/refunds', { id }, { token: seller.token });
  expect(s.status).toBe(200);
  // the receipt adds up (decision 0262): each line is quantity × unit price − its discount, the lines sum to the
  // subtotal, and subtotal − the bill's discount + delivery + the cash rounding (decision 0264) is what was paid
  const link = await server.call<{ token: string }>('/res/receipt/link', { id }, { token: seller.token });
  const r = (await server.call<Receipt>('/res/receipt/get', { token: link.data.token })).data;
  for (const l of r.lines)
    expect(toCents(l.total)).toBe(
      timesQuantity(toCents(l.unit_price), l.quantity) - toCents(l.line_discount),
    );
  expect(r.lines.reduce((n, l) => n + toCents(l.total), 0)).toBe(toCents(r.subtotal));
  expect(toCents(r.subtotal) - toCents(r.discount) + toCents(r.delivery) + toCents(r.rounding)).toBe(
    toCents(r.total),
  );
  // paid in cash: to a whole 10¢ (docs/decisions/0264-cash-rounding.md)
  expect(toCents(r.total) % 10).toBe(0);
  expect(s.data.cash_rounding).toBe(true);
  expect(toCents(r.total)).toBe(toCents(s.data.paid));
  return s.data;
}

describe(`the refund sheet's figure is what is recorded (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a $298 tin with $20 off and 10 % off the bill refunds $250.20, shown and recorded', async () => {
    const tin = await newProduct(server, seller.token, { price: 298, cost: 150, quantity: 5 });
    const draft = await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: tin._id, quantity: 1 } },
      { token: seller.token },
    );
    const id = draft.data.order_id;
    await server.call(
      '/res/order/update',
      {
        id,
        items: [{ product_id: tin._id, quantity: 1, discount: { amount: 20 } }],
        discount: { percent: 10 },
      },
      { token: seller.token },
    );
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey('p') },
      { token: seller.token },
    );
    const summary = (await server.call<RefundSummary>('/res/order/refunds', { id }, { token: seller.token }))
      .data;
    const line = summary.lines[0]!;
    expect([line.price, line.total]).toEqual([298, 250.2]);
    const shown = refundShareCents({ quantity: line.quantity, total_cents: toCents(line.total) }, 0, 1);
    expect(shown).toBe(25_020);
    const done = await server.call<Answer>(
      '/res/order/refund',
      {
        id,
        reason: 'Dented tin',
        lines: [{ product_id: tin._id, quantity: 1, restock: true }],
        idempotency_key: idemKey('r'),
      },
      { token: seller.token },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(toCents(done.data.refund.total)).toBe(shown);
  });

  it('random sales refunded in random parts: each shown figure is recorded, and all refunds add up to what was paid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        discountArb(2000),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 1000 })), { minLength: 1, maxLength: 6 }),
        async (lines, bill, steps) => {
          let summary = await sellAndReadSummary(lines, bill);
          if (summary.lines.length === 0) return;
          const paidCents = toCents(summary.paid);
          let refundedCents = 0;
          // each step refunds a part of one line (its share of what is left, in thousandths of it)
          for (const [pick, part] of steps) {
            const open = summary.lines.filter((l) => l.quantity > l.refunded_quantity);
            if (open.length === 0) break;
            const l = open[pick % open.length]!;
            const left = addQuantities(l.quantity, -l.refunded_quantity);
            const weighed = l.unit !== 'piece';
            const raw = weighed ? Math.round(left * part) / 1000 : Math.ceil((left * part) / 1000);
            const qty = Math.min(left, Math.max(weighed ? 0.001 : 1, raw));
            // what the line gives back, and the cash handed over with the rounding given back cumulatively
            // (docs/decisions/0264-cash-rounding.md): the sheet's two functions
            const shown = refundCashCents(
              toCents(summary.refunded_exact),
              refundShareCents(
                { quantity: l.quantity, total_cents: toCents(l.total) },
                l.refunded_quantity,
                qty,
              ),
              summary.cash_rounding,
            );
            const done = await server.call<Answer>(
              '/res/order/refund',
              {
                id: summary.order_id,
                reason: 'Changed her mind',
                lines: [{ product_id: l.product_id, quantity: qty, restock: true }],
                idempotency_key: idemKey('r'),
              },
              { token: seller.token },
            );
            expect(done.status, JSON.stringify(done.body)).toBe(200);
            expect(toCents(done.data.refund.total)).toBe(shown);
            refundedCents += shown;
            expect(refundedCents).toBeLessThanOrEqual(paidCents);
            summary = done.data.summary;
          }
          // everything left goes back: the refunds of each line add up exactly to what it paid
          const rest = await server.call<Answer>(
            '/res/order/refund',
            { id: summary.order_id, reason: 'The rest', idempotency_key: idemKey('r') },
            { token: seller.token },
          );
          if (summary.lines.some((l) => l.quantity > l.refunded_quantity)) {
            expect(rest.status, JSON.stringify(rest.body)).toBe(200);
            refundedCents += toCents(rest.data.refund.total);
          }
          expect(refundedCents).toBe(paidCents);
        },
      ),
      { numRuns: 12 },
    );
  });
});
