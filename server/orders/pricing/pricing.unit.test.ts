import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHk, hkDayStart, periodStart } from '../core/hk-time';
import { lineFigures, sumFigures } from './pricing';

/**
 * A reference made only of BigInt arithmetic on exact fractions, written independently of contract/money.ts:
 * round(n / d) half away from zero for n ≥ 0 is floor((2n + d) / 2d).
 */
function roundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

function reference(priceCents: number, discountBp: number, costCents: number, quantity: number) {
  const price = BigInt(priceCents);
  // docs/product.md §5: price − price × discount / 100 (discount in percent = bp / 100), to the cent
  const unit = discountBp > 0 ? price - roundHalfUp(price * BigInt(discountBp), 10_000n) : price;
  const total = unit * BigInt(quantity);
  const fee = roundHalfUp(total * 3n, 100n);
  const profit = total - BigInt(costCents) * BigInt(quantity) - fee;
  return {
    unitCents: Number(unit),
    totalCents: Number(total),
    feeCents: Number(fee),
    profitCents: Number(profit),
  };
}

const priceCents = fc.integer({ min: 0, max: 10_000_000_000 }); // up to 100,000,000.00 (the Money maximum)
const discountBp = fc.integer({ min: 0, max: 10_000 }); // 0 … 100.00 %
const costCents = fc.integer({ min: 0, max: 10_000_000_000 });
const quantity = fc.integer({ min: 1, max: 1_000 });

describe('order line figures (cents exact)', () => {
  it('unit, total, fee and profit match the exact reference for all prices, discounts, costs and quantities', () => {
    fc.assert(
      fc.property(priceCents, discountBp, costCents, quantity, (p, d, c, q) => {
        expect(lineFigures({ priceCents: p, discountBp: d, costCents: c, quantity: q })).toEqual(
          reference(p, d, c, q),
        );
      }),
      { numRuns: 20_000 },
    );
  }, 60_000);

  it('small everyday amounts too (where half-cent ties are frequent)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 99 }),
        (p, d, c, q) => {
          const f = lineFigures({ priceCents: p, discountBp: d, costCents: c, quantity: q });
          expect(f).toEqual(reference(p, d, c, q));
          // the identities a receipt shows
          expect(f.totalCents).toBe(f.unitCents * q);
          expect(f.profitCents + f.feeCents + c * q).toBe(f.totalCents);
          expect(Number.isInteger(f.feeCents)).toBe(true);
          expect(f.unitCents).toBeLessThanOrEqual(p);
          expect(f.unitCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 20_000 },
    );
  }, 60_000);

  it('known cases: half cents round away from zero', () => {
    // 3% of 0.50 = 0.015 → 0.02; 10% off 0.05 = 0.045 → 0.05 − 0.01 (0.005 rounds up) = 0.04
    expect(lineFigures({ priceCents: 50, discountBp: 0, costCents: 0, quantity: 1 }).feeCents).toBe(2);
    expect(lineFigures({ priceCents: 5, discountBp: 1000, costCents: 0, quantity: 1 }).unitCents).toBe(4);
    // 188.50 at 10% off, 2 units, cost 120: total 339.30, fee 10.18, profit 89.12
    expect(lineFigures({ priceCents: 18_850, discountBp: 1000, costCents: 12_000, quantity: 2 })).toEqual({
      unitCents: 16_965,
      totalCents: 33_930,
      feeCents: 1018,
      profitCents: 8912,
    });
    // a loss is a negative profit
    expect(lineFigures({ priceCents: 100, discountBp: 5000, costCents: 90, quantity: 1 }).profitCents).toBe(
      -42,
    );
  });

  it('an order’s figures are the sums of its lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(priceCents, discountBp, costCents, quantity), { minLength: 0, maxLength: 20 }),
        (lines) => {
          const figures = lines.map(([p, d, c, q]) =>
            lineFigures({ priceCents: p, discountBp: d, costCents: c, quantity: q }),
          );
          const sum = sumFigures(figures);
          expect(sum.totalCents).toBe(figures.reduce((n, f) => n + f.totalCents, 0));
          expect(sum.feeCents).toBe(figures.reduce((n, f) => n + f.feeCents, 0));
          expect(sum.profitCents).toBe(figures.reduce((n, f) => n + f.profitCents, 0));
        },
      ),
    );
  });
});

describe('Hong Kong time', () => {
  it('formats as YYYY-MM-DD HH:mm:ss at UTC+8 and finds Hong Kong midnights', () => {
    const ms = Date.UTC(2026, 0, 31, 16, 30, 5); // 2026-02-01 00:30:05 in Hong Kong
    expect(formatHk(ms)).toBe('2026-02-01 00:30:05');
    expect(formatHk(hkDayStart(ms))).toBe('2026-02-01 00:00:00');
    expect(formatHk(periodStart(ms, 7))).toBe('2026-01-26 00:00:00');
    expect(formatHk(hkDayStart(Date.UTC(2026, 0, 31, 15, 59, 59)))).toBe('2026-01-31 00:00:00');
  });
});
