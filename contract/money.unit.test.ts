import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedCents, feeCents, fromCents, percentToBasisPoints, roundDiv, toCents } from './money';

/** Reference rounding in BigInt: exact for any size, half away from zero. */
function referenceRoundDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  const q = a / d;
  const rounded = (a % d) * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

const cents = fc.integer({ min: 0, max: 10_000_000_000 }); // up to the contract's 100,000,000.00
const basisPoints = fc.integer({ min: 0, max: 10_000 });

describe('money arithmetic', () => {
  it('roundDiv is exact and rounds half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), fc.integer({ min: 1, max: 1_000_000 }), (n, d) => {
        const expected = Number(referenceRoundDiv(BigInt(n), BigInt(d)));
        // `+ 0` turns a -0 (from a negative numerator rounding to nothing) into 0 for toBe's Object.is
        expect(roundDiv(n, d) + 0).toBe(expected);
      }),
    );
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(-5, 10)).toBe(-1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(15, 10)).toBe(2);
    expect(roundDiv(-15, 10)).toBe(-2);
  });

  it('discountedCents: whole cents, exact, never negative, never above the price', () => {
    fc.assert(
      fc.property(cents, basisPoints, (price, bp) => {
        const result = discountedCents(price, bp);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
        const off = Number(referenceRoundDiv(BigInt(price) * BigInt(bp), 10_000n));
        expect(result).toBe(price - off);
      }),
    );
  });

  it('a discount of 0 leaves the price; 100% makes it free', () => {
    fc.assert(
      fc.property(cents, (price) => {
        expect(discountedCents(price, 0)).toBe(price);
        expect(discountedCents(price, 10_000)).toBe(0);
      }),
    );
  });

  it('docs/product.md §5 examples: price − price × discount / 100, to 2 decimals', () => {
    // 19.99 at 12.5% off: 2.49875 off → 2.50 → 17.49
    expect(discountedCents(1999, 1250)).toBe(1749);
    // 0.05 at 10% off: 0.005 off rounds half away from zero to 0.01
    expect(discountedCents(5, 1000)).toBe(4);
    expect(discountedCents(10000, 3333)).toBe(6667);
  });

  it('feeCents is 3% of the total, whole cents, half away from zero', () => {
    fc.assert(
      fc.property(cents, (total) => {
        const fee = feeCents(total);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBe(Number(referenceRoundDiv(BigInt(total) * 300n, 10_000n)));
        expect(fee).toBeLessThanOrEqual(total);
      }),
    );
    expect(feeCents(50)).toBe(2); // 1.5 cents → 2
    expect(feeCents(16)).toBe(0); // 0.48 cents → 0
    expect(feeCents(0)).toBe(0);
  });

  it('toCents/fromCents round-trip every 2-decimal amount exactly', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
    );
  });

  it('percentToBasisPoints is exact for 2-decimal percentages', () => {
    fc.assert(
      fc.property(basisPoints, (bp) => {
        expect(percentToBasisPoints(bp / 100)).toBe(bp);
      }),
    );
  });
});
