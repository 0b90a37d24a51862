import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsFor, pointsGivenBack, pointsTakenBack } from './loyalty';

describe('loyalty points (docs/decisions/0283-loyalty.md)', () => {
  it('gives back the percentage in whole points of a cent', () => {
    // 5 % of $240.00 = 1,200 points ($12.00); 2.5 % of $0.99 = 2 points
    expect(pointsFor(24_000, 50)).toBe(1200);
    expect(pointsFor(99, 25)).toBe(2);
  });

  it('takes back, over any refunds, at most what the sale earned and all of it for a full refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 500 }),
        (gross, parts, tenths) => {
          let refunded = 0;
          let previous = 0;
          for (const part of parts) {
            refunded = Math.min(gross, refunded + part);
            const back = pointsTakenBack(gross, refunded, tenths);
            // grows with each refund, never past what was earned
            expect(back).toBeGreaterThanOrEqual(previous);
            expect(back).toBeLessThanOrEqual(pointsFor(gross, tenths));
            previous = back;
          }
          expect(pointsTakenBack(gross, gross, tenths)).toBe(pointsFor(gross, tenths));
        },
      ),
    );
  });

  it('gives redeemed points back in proportion to a refund, all of them for a full one, never more', () => {
    // 1,000 points on a sale that came to $80.00: $20.00 back gives 250 points back
    expect(
      pointsGivenBack(1000, { gross_cents: 8000, refunded_cents: 2000, units: 4, refunded_units: 1 }),
    ).toBe(250);
    // a sale paid wholly in points ($0.00): by units
    expect(pointsGivenBack(900, { gross_cents: 0, refunded_cents: 0, units: 3, refunded_units: 1 })).toBe(
      300,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 50 })), {
          maxLength: 5,
        }),
        (redeemed, gross, units, refunds) => {
          let refunded = 0;
          let back = 0;
          let previous = 0;
          for (const [cents, u] of refunds) {
            refunded = Math.min(gross, refunded + cents);
            back = Math.min(units, back + u);
            const given = pointsGivenBack(redeemed, {
              gross_cents: gross,
              refunded_cents: refunded,
              units,
              refunded_units: back,
            });
            expect(given).toBeGreaterThanOrEqual(previous);
            expect(given).toBeGreaterThanOrEqual(0);
            expect(given).toBeLessThanOrEqual(redeemed);
            previous = given;
          }
          expect(
            pointsGivenBack(redeemed, {
              gross_cents: gross,
              refunded_cents: gross,
              units,
              refunded_units: units,
            }),
          ).toBe(redeemed);
        },
      ),
    );
  });
});
