import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundFigures } from '../../../contract/sale-figures';
import { lineFigures } from '../pricing/pricing';

describe('refund figures (docs/decisions/0091-refunds.md)', () => {
  it('refunding a line in any number of parts gives back exactly its total and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, discountBp, quantity, parts, feeBp, offPercent) => {
          // the seller's discounts take any share of the line off (decision 0232): totals need not divide evenly
          const gross = (price - Math.round((price * discountBp) / 10_000)) * quantity;
          const offCents = Math.floor((Math.max(gross, 0) * offPercent) / 100);
          const f = lineFigures({ priceCents: price, discountBp, costCents: 100, quantity, offCents }, feeBp);
          const line = { quantity, total_cents: f.totalCents, fee_cents: f.feeCents, cost_cents: 100 };
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
    const line = { quantity: 2, total_cents: 4000, fee_cents: 120, cost_cents: 800 };
    expect(refundFigures(line, 0, 1, true)).toEqual({ total: 2000, fee: 60, profit: 2000 - 60 - 800 });
    expect(refundFigures(line, 0, 1, false)).toEqual({ total: 2000, fee: 60, profit: 2000 - 60 });
  });

  it('a discounted line that does not divide evenly is refunded to the cent, the last unit taking the rest', () => {
    // 3 × $32.00 less a $10.00 discount: $86.00, 3 % fee $2.58
    const line = { quantity: 3, total_cents: 8600, fee_cents: 258, cost_cents: 1000 };
    const first = refundFigures(line, 0, 1, true);
    const second = refundFigures(line, 1, 1, true);
    const last = refundFigures(line, 2, 1, true);
    expect([first.total, second.total, last.total]).toEqual([2867, 2866, 2867]);
    expect(first.total + second.total + last.total).toBe(8600);
    expect(first.fee + second.fee + last.fee).toBe(258);
  });
});
