import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Discount, offCents, spreadCents } from './discounts';

describe('offCents', () => {
  it('takes an amount as it is and a percentage to the cent, half up, never more than the base', () => {
    expect(offCents({ amount: 10 }, 9600)).toBe(1000);
    expect(offCents({ percent: 10 }, 9995)).toBe(1000); // 999.5 → 1000
    expect(offCents({ percent: 12.5 }, 333)).toBe(42); // 41.625 → 42
    expect(offCents({ amount: 200 }, 9600)).toBe(9600);
    expect(offCents({ percent: 100 }, 9600)).toBe(9600);
    expect(offCents(null, 9600)).toBe(0);
  });

  it('accepts only a positive amount with 2 decimals or a percentage in (0, 100]', () => {
    for (const ok of [{ amount: 10 }, { amount: 0.01 }, { percent: 12.5 }, { percent: 100 }])
      expect(Discount.safeParse(ok).success).toBe(true);
    for (const bad of [
      { amount: 0 },
      { amount: -1 },
      { amount: 1.234 },
      { percent: 0 },
      { percent: 101 },
      { percent: 5, amount: 1 },
      {},
    ])
      expect(Discount.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('spreadCents', () => {
  it('spreads a bill discount in proportion, the cents left to the largest remainders', () => {
    expect(spreadCents(1000, [6400, 3200])).toEqual([667, 333]);
    expect(spreadCents(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(spreadCents(0, [100, 200])).toEqual([0, 0]);
  });

  it('always adds up to the total and never takes more than a line has', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (weights, n) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = sum === 0 ? 0 : n % (sum + 1);
          const shares = spreadCents(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
