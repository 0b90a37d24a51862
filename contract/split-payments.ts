import { z } from 'zod';
import { Id, Money } from './common';
import { paymentRoundingCents } from './sale-figures';

/**
 * One sale paid by several methods (issue 56 item 5; docs/decisions/0281-split-payments.md): cash and FPS, two
 * payment codes. The money of a split is worked out here once, in integer cents: the till shows the remaining
 * amount and the change from these functions before the tap, the server records the very same parts, and the
 * refunds, receipts and cash reports read the recorded parts.
 */

/** the most parts one sale may be paid in */
export const SPLIT_PARTS_MAX = 6;

/**
 * One part of a payment on the wire: the method (`cash`, `fps` or a payment code id, as `method` alone) and the
 * amount. For cash it is the cash handed over (the change comes back from it); for any other method, the amount
 * that method pays (never more: change only comes from cash).
 */
export const PaymentPartInput = z.strictObject({ method: Id, amount: Money });
export type PaymentPartInput = z.infer<typeof PaymentPartInput>;

export const PaymentPartsInput = z.array(PaymentPartInput).min(1).max(SPLIT_PARTS_MAX);

/** a part as typed, in cents, its method's kind known (`cash` or a payment code's type) */
export interface TenderPart {
  kind: string;
  /** cash: handed over; other methods: what they pay */
  amountCents: number;
}

/** a part as recorded */
export interface SettledPart {
  kind: string;
  /** what this part paid of the sale (cash: handed over − change) */
  amountCents: number;
  /** what was handed over (the amount for every method but cash) */
  tenderedCents: number;
  /** the change given back (cash only, else 0) */
  changeCents: number;
}

export type SplitProblem =
  /** an amount of 0 */
  | 'zero'
  /** more than one cash part: hand the cash over as one */
  | 'twoCash'
  /** the methods other than cash pay more than the bill (they give no change) */
  | 'over'
  /** the parts pay less than the bill */
  | 'short'
  /** a cash part when the other methods already pay the bill */
  | 'cashUnused';

export type SplitResult =
  | {
      ok: true;
      parts: SettledPart[];
      /** what cash rounding to 10¢ adds to the bill: the rounding of the cash part's share (0 without cash) */
      roundingCents: number;
      /** what the sale is paid: the bill + roundingCents = the sum of the parts' amounts */
      paidCents: number;
      changeCents: number;
    }
  | { ok: false; problem: SplitProblem };

/**
 * Settles the tendered parts against a bill of `billCents` (exact, before any cash rounding): the methods other
 * than cash pay exactly what they say and never more than the bill; cash pays the rest, rounded to 10¢ when the
 * shop rounds cash (docs/decisions/0264-cash-rounding.md), and its surplus is the change. Without cash, the parts
 * must add up to the bill exactly.
 */
export function settleTender(
  billCents: number,
  parts: readonly TenderPart[],
  shopRounds: boolean,
): SplitResult {
  if (parts.some((p) => p.amountCents <= 0)) return { ok: false, problem: 'zero' };
  const cashParts = parts.filter((p) => p.kind === 'cash');
  if (cashParts.length > 1) return { ok: false, problem: 'twoCash' };
  const others = parts.reduce((n, p) => (p.kind === 'cash' ? n : n + p.amountCents), 0);
  if (others > billCents) return { ok: false, problem: 'over' };
  const cashDue = billCents - others;
  if (cashParts.length === 0) {
    if (others < billCents) return { ok: false, problem: 'short' };
    return {
      ok: true,
      parts: parts.map((p) => ({
        kind: p.kind,
        amountCents: p.amountCents,
        tenderedCents: p.amountCents,
        changeCents: 0,
      })),
      roundingCents: 0,
      paidCents: billCents,
      changeCents: 0,
    };
  }
  const rounding = paymentRoundingCents(cashDue, 'cash', shopRounds);
  const cashPays = cashDue + rounding;
  if (cashPays <= 0) return { ok: false, problem: 'cashUnused' };
  const handed = cashParts[0]!.amountCents;
  if (handed < cashPays) return { ok: false, problem: 'short' };
  const change = handed - cashPays;
  return {
    ok: true,
    parts: parts.map((p) =>
      p.kind === 'cash'
        ? { kind: 'cash', amountCents: cashPays, tenderedCents: handed, changeCents: change }
        : { kind: p.kind, amountCents: p.amountCents, tenderedCents: p.amountCents, changeCents: 0 },
    ),
    roundingCents: rounding,
    paidCents: billCents + rounding,
    changeCents: change,
  };
}

/**
 * What is left to pay after the parts taken so far, for the till's "remaining": the methods other than cash pay
 * what they say; cash handed over covers the rest once it reaches the rest rounded as cash pays it (its surplus is
 * change), and short of that it pays what it is. Never below 0.
 */
export function remainingCents(billCents: number, parts: readonly TenderPart[], shopRounds: boolean): number {
  const left = billCents - parts.reduce((n, p) => (p.kind === 'cash' ? n : n + p.amountCents), 0);
  const cash = cashOfParts(parts);
  if (cash === 0) return Math.max(left, 0);
  if (cash >= left + paymentRoundingCents(left, 'cash', shopRounds)) return 0;
  return Math.max(left - cash, 0);
}

/** a recorded part as its refunds see it */
export interface PaidPart {
  /** the part's place in the payment: later parts are more recent */
  seq: number;
  kind: string;
  amountCents: number;
  /** what refunds gave back of this part so far */
  refundedCents: number;
}

/**
 * Which parts a refund of `refundCents` goes back to (docs/decisions/0281-split-payments.md): the part the seller
 * picked first (`pickSeq`), then the most recent parts first, each at most what it paid less what was refunded of
 * it before, so a cash refund never exceeds the cash taken. null when the parts cannot give that much back.
 */
export function allocateRefund(
  refundCents: number,
  parts: readonly PaidPart[],
  pickSeq: number | null = null,
): { seq: number; kind: string; amountCents: number }[] | null {
  const order = [...parts].sort((a, b) => {
    if (a.seq === pickSeq) return -1;
    if (b.seq === pickSeq) return 1;
    return b.seq - a.seq;
  });
  const out: { seq: number; kind: string; amountCents: number }[] = [];
  let left = refundCents;
  for (const p of order) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(p.amountCents - p.refundedCents, 0));
    if (take > 0) out.push({ seq: p.seq, kind: p.kind, amountCents: take });
    left -= take;
  }
  return left === 0 ? out : null;
}

/**
 * A payment's cash in the drawer: what the cash parts paid (handed over − change) less what refunds gave back in
 * cash. The day close and the shift report add it up from the same recorded rows.
 */
export function cashOfParts(parts: readonly { kind: string; amountCents: number }[]): number {
  return parts.reduce((n, p) => (p.kind === 'cash' ? n + p.amountCents : n), 0);
}

/**
 * What a refund of a split sale hands back (docs/decisions/0281-split-payments.md): its exact amount, and with the
 * refund that gives back the last of the sale the cash rounding too, so a split sale's refunds add up to exactly
 * what it was paid. Only that refund: a later one of what is left at $0.00 (a line made free, restocked after the
 * money is all back) gives nothing, where it gave the rounding a second time and was refused as more than was paid.
 */
export function splitRefundCents(
  paidCents: number,
  roundingCents: number,
  exactBeforeCents: number,
  exactCents: number,
): number {
  const exactPaid = paidCents - roundingCents;
  const last = exactBeforeCents < exactPaid && exactBeforeCents + exactCents === exactPaid;
  return exactCents + (last ? roundingCents : 0);
}

/**
 * How the rows of a sale (or of a refund) are paid by method, for a report that lists a sale row by row (the sales
 * CSV's per-method columns): the rows, in their order, take the parts in theirs — the first row is paid by the first
 * part until it is used up, and so on — so each row's methods add up to its own total, and the rows' cells of a
 * method add up to what that part paid when the rows add up to the parts. A row that runs below nothing is the first
 * part's, one past the parts' sum the last part's, so even then each row adds up. Two parts of one kind share a cell.
 * Integer cents; `rows` may hold negative figures (a rounding down).
 */
export function spreadOverParts(
  rows: readonly number[],
  parts: readonly { kind: string; amountCents: number }[],
): Record<string, number>[] {
  if (parts.length === 0) return rows.map(() => ({}));
  // part j covers [start_j, start_j + amount_j) of the running total; the first is open below, the last above
  const starts: number[] = [];
  let s = 0;
  for (const p of parts) {
    starts.push(s);
    s += p.amountCents;
  }
  const last = parts.length - 1;
  const share = (j: number, x: number) => {
    const lo = j === 0 ? x - starts[j]! : Math.max(x - starts[j]!, 0);
    return j === last ? lo : Math.min(lo, parts[j]!.amountCents);
  };
  const out: Record<string, number>[] = [];
  let before = 0;
  for (const row of rows) {
    const after = before + row;
    const cells: Record<string, number> = {};
    parts.forEach((p, j) => {
      const cents = share(j, after) - share(j, before);
      if (cents !== 0) cells[p.kind] = (cells[p.kind] ?? 0) + cents;
    });
    out.push(cells);
    before = after;
  }
  return out;
}

/**
 * What a refund of a split sale gives back and to which parts, as the server records it and the refund sheet shows
 * it before the tap (docs/decisions/0281-split-payments.md): the amount is `splitRefundCents` (its rounding with the
 * refund that gives back the last of the sale), sent to the parts by `allocateRefund`. `parts` null when the parts
 * cannot give that much back.
 */
export function splitRefundPlan(input: {
  paidCents: number;
  roundingCents: number;
  exactBeforeCents: number;
  exactCents: number;
  parts: readonly PaidPart[];
  pickSeq: number | null;
}): { totalCents: number; parts: { seq: number; kind: string; amountCents: number }[] | null } {
  const totalCents = splitRefundCents(
    input.paidCents,
    input.roundingCents,
    input.exactBeforeCents,
    input.exactCents,
  );
  if (totalCents === 0) return { totalCents, parts: [] };
  return { totalCents, parts: allocateRefund(totalCents, input.parts, input.pickSeq) };
}
