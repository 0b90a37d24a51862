import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsFor, pointsTakenBack } from './loyalty';

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
});
