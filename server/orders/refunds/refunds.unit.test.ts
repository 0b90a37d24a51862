import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFigures } from '../pricing/pricing';
import { refundFigures } from './refunds';

describe('refund figures (docs/decisions/0091-refunds.md)', () => {
  it('refunding a line in any number of parts gives back exactly its total and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 1000 }),
        (price, discountBp, quantity, parts, feeBp) => {
          const f = lineFigures({ priceCents: price, discountBp, costCents: 100, quantity }, feeBp);
          const line = { quantity, unit_cents: f.unitCents, fee_cents: f.feeCents, cost_cents: 100 };
          let done = 0;
          let total = 0;
          let fee = 0;
          for (const p of parts) {
            const q = Math.min(p, quantity - done);
            if (q === 0) break;
            const r = refundFigures(line, done, q, true);
            expect(r.fee).toBeGreaterThanOrEqual(0);
            total += r.total;
            fee += r.fee;
            done += q;
          }
          if (done < quantity) {
            const r = refundFigures(line, done, quantity - done, false);
            total += r.total;
            fee += r.fee;
          }
          expect(total).toBe(f.totalCents);
          expect(fee).toBe(f.feeCents);
        },
      ),
    );
  });

  it('restocked units give their cost back to the profit; damaged ones do not', () => {
    const line = { quantity: 2, unit_cents: 2000, fee_cents: 120, cost_cents: 800 };
    expect(refundFigures(line, 0, 1, true)).toEqual({ total: 2000, fee: 60, profit: 2000 - 60 - 800 });
    expect(refundFigures(line, 0, 1, false)).toEqual({ total: 2000, fee: 60, profit: 2000 - 60 });
  });
});
