import { describe, expect, it } from 'vitest';
import { billNeeds, lineNeeds, saleNeeds } from './offline-rights';

/** what the offline till asks a manager for, as the server checks at sync (docs/decisions/0288) */
describe('offline till rights', () => {
  it("a line's discount above the limit needs discount; at the limit it does not", () => {
    expect(lineNeeds({ unit_cents: 10_000, quantity: 1, discount: { amount: 10 } }, 10)).toEqual([]);
    expect(lineNeeds({ unit_cents: 10_000, quantity: 1, discount: { amount: 10.01 } }, 10)).toEqual([
      'discount',
    ]);
    expect(lineNeeds({ unit_cents: 4000, quantity: 1, open_price: true }, 10)).toEqual(['open_price']);
  });

  it("the bill's discount is measured on the lines after their own discounts", () => {
    const lines = [{ unit_cents: 10_000, quantity: 1, discount: { amount: 50 } }];
    // $5 off $50 left is 10 %: within; $6 is not
    expect(billNeeds(lines, { amount: 5 }, 10)).toEqual([]);
    expect(billNeeds(lines, { amount: 6 }, 10)).toEqual(['discount']);
    expect(billNeeds(lines, { percent: 50 }, 50)).toEqual([]);
  });

  it('a sale names each right once', () => {
    const lines = [
      { unit_cents: 4000, quantity: 1, open_price: true, discount: { percent: 20 } },
      { unit_cents: 1000, quantity: 2, open_price: true },
    ];
    expect(saleNeeds(lines, { percent: 30 }, 10)).toEqual(['discount', 'open_price']);
    expect(saleNeeds([{ unit_cents: 1000, quantity: 1 }], null, 10)).toEqual([]);
  });
});
