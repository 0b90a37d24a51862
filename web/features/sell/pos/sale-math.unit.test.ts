import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedCents, fromCents, percentToBasisPoints } from '../../../../contract/money';
import type { PosLine } from './pos-storage';
import { saleTotals, withQuantity } from './sale-math';

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
    expect(totals).toEqual({
      count: 3,
      subtotalCents: 16600,
      discountCents: 2340,
      totalCents: 14260,
      billCents: 0,
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
    expect(totals).toEqual({
      count: 4,
      subtotalCents: 17400,
      discountCents: 2640,
      totalCents: 14760,
      billCents: 1640,
    });
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
          expect(totals.discountCents).toBe((priceCents - unit) * quantity);
          expect(percentToBasisPoints(discountBp / 100)).toBe(discountBp);
        },
      ),
    );
  });
});
