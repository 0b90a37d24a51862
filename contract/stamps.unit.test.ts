import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billOffCents } from './sale-figures';
import {
  cardGivenBack,
  freeItemCents,
  qualifies,
  stampsBalance,
  stampsEarned,
  stampsTakenBack,
} from './stamps';

describe('stamp cards (docs/decisions/0289-stamp-cards.md)', () => {
  it('counts a stamp per qualifying piece and one per weighed line; the free item is the cheapest unit', () => {
    const lines = [
      { quantity: 3, unit: 'piece', qualifies: true, amount_cents: 2400 },
      { quantity: 1.5, unit: 'catty', qualifies: true, amount_cents: 12_000 },
      { quantity: 2, unit: 'piece', qualifies: false, amount_cents: 100 },
      { quantity: 2, unit: 'piece', qualifies: true, amount_cents: 1300 },
    ];
    expect(stampsEarned(lines)).toBe(6);
    expect(freeItemCents(lines)).toBe(650);
    expect(qualifies({ id: 'v', parent_id: 'p', category: [] }, { product_id: 'p' })).toBe(true);
    expect(qualifies({ id: 'x', parent_id: null, category: ['Egg  Tarts'] }, { category: 'egg tarts' })).toBe(
      true,
    );
  });

  it('takes back at most what a sale earned, only growing with refunds, and never leaves a balance below 0', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            weighed: fc.boolean(),
            qualifies: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.array(fc.tuple(fc.nat(4), fc.integer({ min: 1, max: 20 })), { maxLength: 6 }),
        fc.nat(100),
        (raw, refunds, redeemed) => {
          const lines = raw.map((l) => ({ ...l, unit: l.weighed ? 'kg' : 'piece', refunded: 0 }));
          const earned = stampsEarned(lines);
          let previous = 0;
          for (const [i, qty] of refunds) {
            const line = lines[i % lines.length]!;
            line.refunded = Math.min(line.quantity, line.refunded + qty);
            const back = stampsTakenBack(lines);
            expect(back).toBeGreaterThanOrEqual(previous);
            expect(back).toBeLessThanOrEqual(earned);
            expect(stampsBalance({ earned, taken: back, redeemed, givenBack: 0 })).toBeGreaterThanOrEqual(0);
            previous = back;
          }
          for (const l of lines) l.refunded = l.quantity;
          expect(stampsTakenBack(lines)).toBe(earned);
          // the card comes back whole once every qualifying unit is refunded, not before
          expect(cardGivenBack(10, earned, stampsTakenBack(lines))).toBe(10);
          if (earned > 1) expect(cardGivenBack(10, earned, earned - 1)).toBe(0);
        },
      ),
    );
  });

  it('makes the free item part of the bill discount, never more than the bill, before the points', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), (subtotal, free, points) => {
        const off = billOffCents(subtotal, null, points, free);
        expect(off.stamps_cents).toBe(Math.min(free, subtotal));
        expect(off.off_cents).toBe(off.discount_cents + off.stamps_cents + off.points_cents);
        expect(off.off_cents).toBeLessThanOrEqual(subtotal);
      }),
    );
  });
});
