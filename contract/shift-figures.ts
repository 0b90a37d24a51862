import { expectedCashCents } from './sale-figures';

/**
 * A shift's cash figures (docs/decisions/0279-shifts-and-cash-moves.md), in integer cents, worked out once: the
 * server's shift report and the day close read them from here, with the day close's drawer formula
 * (expectedCashCents), never a second one.
 */
export interface ShiftCashInput {
  floatCents: number;
  /** cash sales as paid, their rounding in */
  cashSalesCents: number;
  cashRefundsCents: number;
  /** each cash move, signed: positive put in, negative taken out */
  movesCents: readonly number[];
  /** null while the shift is open */
  countedCents: number | null;
}

export interface ShiftCash {
  cashInCents: number;
  /** taken out, as a positive sum */
  cashOutCents: number;
  expectedCents: number;
  /** counted − expected; null while open */
  differenceCents: number | null;
}

/** the cash put in and taken out by a list of signed moves, and their net */
export function cashMoveSums(movesCents: readonly number[]): { in: number; out: number; net: number } {
  let cashIn = 0;
  let cashOut = 0;
  for (const m of movesCents) {
    if (m > 0) cashIn += m;
    else cashOut -= m;
  }
  return { in: cashIn, out: cashOut, net: cashIn - cashOut };
}

export function shiftCash(s: ShiftCashInput): ShiftCash {
  const moves = cashMoveSums(s.movesCents);
  const expected = expectedCashCents(s.floatCents, s.cashSalesCents, s.cashRefundsCents, moves.net);
  return {
    cashInCents: moves.in,
    cashOutCents: moves.out,
    expectedCents: expected,
    differenceCents: s.countedCents === null ? null : s.countedCents - expected,
  };
}
