import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offCents } from '../../../../contract/discounts';
import { discountedCents, fromCents, percentToBasisPoints } from '../../../../contract/money';
import { printedLine } from '../../../../contract/sale-figures';
import type { PosLine } from './pos-storage';
import { lineAfterDiscount, saleTotals, soldLineOfPos, withQuantity } from './sale-math';

function line(over: Partial<PosLine> = {}): PosLine {
  return {
    product_id: 'p1',
    name: 'Egg rolls',
    thumbnail: null,
    quantity: 1,
    price: 66.3,
    original_price: 78,
    discount: 15,
    available: 3,
    ...over,
  };
}

describe('withQuantity', () => {
  it('appends a new product and bounds every quantity by stock', () => {
    const one = withQuantity([], line(), 1);
    expect(one).toHaveLength(1);
    expect(withQuantity(one, line(), 10)[0]?.quantity).toBe(3);
    expect(withQuantity(one, line(), 0)).toHaveLength(0);
    expect(withQuantity([], line({ available: 0 }), 1)).toHaveLength(0);
  });

  it('never leaves a quantity outside 1..stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: -5, max: 80 }), (available, want) => {
        const out = withQuantity([line({ available })], line({ available }), want);
        for (const l of out) {
          expect(l.quantity).toBeGreaterThanOrEqual(1);
          expect(l.quantity).toBeLessThanOrEqual(available);
        }
      }),
    );
  });
});

describe('saleTotals', () => {
  it('adds discounted lines to the cent', () => {
    const totals = saleTotals([
      line({ quantity: 2 }),
      line({ product_id: 'p2', price: 10, original_price: 10, discount: 0 }),
    ]);
    // 2 × $66.30 (15 % off $78) + $10: the subtotal is the lines after their own discounts, as on the receipt
    expect(totals).toEqual({
      count: 3,
      subtotalCents: 14260,
      billCents: 0,
      pointsCents: 0,
      pointsCapCents: 14260,
      stampsCents: 0,
      totalCents: 14260,
    });
  });

  it('takes the seller’s line and bill discounts as the server does (decision 0232)', () => {
    // 3 × $32 less $10 = $86; $78; 10 % of $164 = $16.40
    const totals = saleTotals(
      [
        line({ quantity: 3, price: 32, original_price: 32, discount: 0, line_discount: { amount: 10 } }),
        line({ product_id: 'p2', price: 78, original_price: 78, discount: 0 }),
      ],
      { percent: 10 },
    );
    // issue 54: the sheet read "Subtotal $174.00, Discount −$26.40, Discount on the bill −$16.40", the bill's
    // discount counted twice; now $164.00 − $16.40 = $147.60, the $10 shown on its line only
    expect(totals).toEqual({
      count: 4,
      subtotalCents: 16400,
      billCents: 1640,
      pointsCents: 0,
      pointsCapCents: 14760,
      stampsCents: 0,
      totalCents: 14760,
    });
  });

  it('takes the customer’s points after the seller’s discount, never past the bill (decision 0283)', () => {
    const lines = [line({ quantity: 3, price: 32, original_price: 32, discount: 0 })];
    // $96 less 10 % = $86.40; 1,000 points take $10.00 off: $76.40
    expect(saleTotals(lines, { percent: 10 }, 1000)).toMatchObject({
      billCents: 960,
      pointsCents: 1000,
      pointsCapCents: 8640,
      totalCents: 7640,
    });
    // more points than the bill: it comes to $0.00
    expect(saleTotals(lines, { percent: 10 }, 20_000)).toMatchObject({ pointsCents: 8640, totalCents: 0 });
  });

  it('takes a stamp card’s free item after the seller’s discount and before the points (decision 0289)', () => {
    const lines = [line({ quantity: 3, price: 32, original_price: 32, discount: 0 })];
    // $96 less 10 % = $86.40; the free $32.00 item: $54.40; 1,000 points: $44.40
    expect(saleTotals(lines, { percent: 10 }, 1000, 3200)).toMatchObject({
      billCents: 960,
      stampsCents: 3200,
      pointsCents: 1000,
      pointsCapCents: 5440,
      totalCents: 4440,
    });
    expect(saleTotals(lines)).toMatchObject({ stampsCents: 0, totalCents: 9600 });
  });

  it('agrees with discountedCents for any price and discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 20 }),
        (priceCents, discountBp, quantity) => {
          const unit = discountedCents(priceCents, discountBp);
          const totals = saleTotals([
            line({
              price: fromCents(unit),
              original_price: fromCents(priceCents),
              discount: discountBp / 100,
              quantity,
              available: 99,
            }),
          ]);
          expect(totals.totalCents).toBe(unit * quantity);
          expect(totals.subtotalCents).toBe(unit * quantity);
          expect(percentToBasisPoints(discountBp / 100)).toBe(discountBp);
        },
      ),
    );
  });

  it('reads as its receipt: the lines after their own discounts add up to the subtotal, less the bill is the total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            listCents: fc.integer({ min: 1, max: 2_000_00 }),
            percent: fc.integer({ min: 0, max: 90 }),
            weighed: fc.boolean(),
            thousandths: fc.integer({ min: 1, max: 9_999 }),
            pieces: fc.integer({ min: 1, max: 12 }),
            lineOff: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        (specs, billPercent) => {
          const lines = specs.map((s, i) =>
            line({
              product_id: `p${i}`,
              original_price: fromCents(s.listCents),
              price: fromCents(discountedCents(s.listCents, percentToBasisPoints(s.percent))),
              discount: s.percent,
              unit: s.weighed ? 'catty' : 'piece',
              quantity: s.weighed ? s.thousandths / 1000 : s.pieces,
              available: 99_999,
              ...(s.lineOff === undefined ? {} : { line_discount: { percent: s.lineOff } }),
            }),
          );
          const totals = saleTotals(lines, billPercent === undefined ? null : { percent: billPercent });
          const printed = lines.map((l) => printedLine(soldLineOfPos(l)));
          for (const [i, p] of printed.entries()) {
            expect(p.gross_cents - p.discount_cents).toBe(p.amount_cents);
            // the line's amount is what the till charges for it: its discounted price less the seller's discount
            expect(p.amount_cents).toBe(lineAfterDiscount(lines[i] as PosLine));
            expect(p.discount_cents).toBeGreaterThanOrEqual(0);
          }
          expect(totals.subtotalCents).toBe(printed.reduce((n, p) => n + p.amount_cents, 0));
          expect(totals.subtotalCents - totals.billCents).toBe(totals.totalCents);
          expect(totals.billCents).toBe(
            offCents(billPercent === undefined ? null : { percent: billPercent }, totals.subtotalCents),
          );
        },
      ),
    );
  });
});
