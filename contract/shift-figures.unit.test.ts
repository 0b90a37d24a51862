import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money';
import { cashMoveSums, shiftCash } from './shift-figures';

const cents = fc.integer({ min: 0, max: 5_000_000 });

describe('shift cash (docs/decisions/0279-shifts-and-cash-moves.md)', () => {
  it('expects the float plus every cash sale, less every refund, plus every move, to the cent', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(cents, { maxLength: 30 }),
        fc.array(cents, { maxLength: 10 }),
        fc.array(
          fc.integer({ min: -500_000, max: 500_000 }).filter((n) => n !== 0),
          { maxLength: 10 },
        ),
        fc.option(cents, { nil: null }),
        (float, sales, refunds, moves, counted) => {
          // the amounts as the wire carries them (dollars), back to cents, as the server reads them
          const sum = (xs: number[]) => xs.reduce((n, c) => n + toCents(fromCents(c)), 0);
          const got = shiftCash({
            floatCents: toCents(fromCents(float)),
            cashSalesCents: sum(sales),
            cashRefundsCents: sum(refunds),
            movesCents: moves,
            countedCents: counted,
          });
          const expected = float + sum(sales) - sum(refunds) + sum(moves);
          expect(got.expectedCents).toBe(expected);
          expect(Number.isInteger(got.expectedCents)).toBe(true);
          expect(got.cashInCents - got.cashOutCents).toBe(sum(moves));
          expect(got.differenceCents).toBe(counted === null ? null : counted - expected);
        },
      ),
    );
  });

  it('splits moves into cash in and cash out', () => {
    expect(cashMoveSums([2000, -5000, 150])).toEqual({ in: 2150, out: 5000, net: -2850 });
    expect(cashMoveSums([])).toEqual({ in: 0, out: 0, net: 0 });
  });
});
