import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashRoundingCents } from './sale-figures';
import {
  allocateRefund,
  cashOfParts,
  type PaidPart,
  remainingCents,
  settleTender,
  splitRefundCents,
  splitRefundPlan,
  spreadOverParts,
} from './split-payments';

// docs/decisions/0281-split-payments.md: random mixes of cash, FPS and payment codes against random bills

const kind = fc.constantFrom('fps', 'payme', 'alipay_hk', 'other');

/** a bill and a valid split of it: some non-cash parts under the bill, the rest in cash handed over with change */
const validSplit = fc
  .record({
    bill: fc.integer({ min: 20, max: 2_000_000 }),
    cuts: fc.array(fc.tuple(kind, fc.integer({ min: 1, max: 1_000_000 })), { minLength: 1, maxLength: 4 }),
    extra: fc.integer({ min: 0, max: 100_000 }),
    rounds: fc.boolean(),
    withCash: fc.boolean(),
    cashFirst: fc.boolean(),
  })
  .map(({ bill, cuts, extra, rounds, withCash, cashFirst }) => {
    const others: { kind: string; amountCents: number }[] = [];
    let left = bill;
    for (const [k, c] of cuts) {
      // leave at least 20¢ to cash so its share never rounds to nothing
      const take = Math.min(c, left - (withCash ? 20 : 0));
      if (take <= 0) break;
      others.push({ kind: k, amountCents: take });
      left -= take;
    }
    if (!withCash) {
      if (left > 0) others.push({ kind: 'fps', amountCents: left });
      return { bill, rounds, parts: others };
    }
    const due = left + (rounds ? cashRoundingCents(left) : 0);
    const cash = { kind: 'cash', amountCents: due + extra };
    return { bill, rounds, parts: cashFirst ? [cash, ...others] : [...others, cash] };
  });

describe('split payments', () => {
  it('the parts pay the bill and its cash rounding to the cent, change only from cash', () => {
    fc.assert(
      fc.property(validSplit, ({ bill, rounds, parts }) => {
        const r = settleTender(bill, parts, rounds);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.parts.reduce((n, p) => n + p.amountCents, 0)).toBe(r.paidCents);
        expect(r.paidCents).toBe(bill + r.roundingCents);
        for (const p of r.parts) {
          expect(p.amountCents).toBeGreaterThan(0);
          expect(p.tenderedCents - p.changeCents).toBe(p.amountCents);
          if (p.kind !== 'cash') expect(p.changeCents).toBe(0);
        }
        expect(r.changeCents).toBe(r.parts.reduce((n, p) => n + p.changeCents, 0));
        const cash = cashOfParts(r.parts);
        // the cash share is what is paid in 10¢ coins when the shop rounds
        if (rounds && cash > 0) expect(cash % 10 === 0 || cashRoundingCents(cash) === 0).toBe(true);
        expect(Math.abs(r.roundingCents)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('refuses non-cash parts over the bill, short payments, two cash parts and zero amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.boolean(), (bill, rounds) => {
        expect(settleTender(bill, [{ kind: 'fps', amountCents: bill + 1 }], rounds)).toEqual({
          ok: false,
          problem: 'over',
        });
        expect(settleTender(bill, [{ kind: 'fps', amountCents: bill - 1 }], rounds)).toEqual({
          ok: false,
          problem: 'short',
        });
        expect(
          settleTender(
            bill,
            [
              { kind: 'fps', amountCents: 50 },
              { kind: 'cash', amountCents: 10 },
            ],
            rounds,
          ).ok,
        ).toBe(bill - 50 + (rounds ? cashRoundingCents(bill - 50) : 0) <= 10);
        expect(
          settleTender(
            bill,
            [
              { kind: 'cash', amountCents: bill },
              { kind: 'cash', amountCents: 10 },
            ],
            rounds,
          ),
        ).toEqual({ ok: false, problem: 'twoCash' });
        expect(settleTender(bill, [{ kind: 'cash', amountCents: 0 }], rounds)).toEqual({
          ok: false,
          problem: 'zero',
        });
        expect(
          settleTender(
            bill,
            [
              { kind: 'fps', amountCents: bill },
              { kind: 'cash', amountCents: 100 },
            ],
            rounds,
          ),
        ).toEqual({ ok: false, problem: 'cashUnused' });
      }),
    );
  });

  it('the remaining amount falls by each part and never below zero', () => {
    fc.assert(
      fc.property(validSplit, ({ bill, parts, rounds }) => {
        let before = bill;
        for (let i = 1; i <= parts.length; i++) {
          const now = remainingCents(bill, parts.slice(0, i), rounds);
          expect(now).toBeLessThanOrEqual(before);
          expect(now).toBeGreaterThanOrEqual(0);
          before = now;
        }
        expect(remainingCents(bill, parts, rounds)).toBe(0);
      }),
    );
  });

  it('refunds go back most recent part first (or the picked one first), never more than a part paid', () => {
    fc.assert(
      fc.property(
        validSplit,
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 5 }),
        fc.option(fc.nat({ max: 5 }), { nil: null }),
        ({ bill, rounds, parts }, refunds, pick) => {
          const r = settleTender(bill, parts, rounds);
          if (!r.ok) return;
          const paid: PaidPart[] = r.parts.map((p, seq) => ({ ...p, seq, refundedCents: 0 }));
          let refundedTotal = 0;
          for (const want of refunds) {
            const pickSeq = pick !== null && pick < paid.length ? pick : null;
            const a = allocateRefund(want, paid, pickSeq);
            const left = r.paidCents - refundedTotal;
            if (want > left) {
              expect(a).toBeNull();
              continue;
            }
            expect(a).not.toBeNull();
            expect(a!.reduce((n, x) => n + x.amountCents, 0)).toBe(want);
            // the first part used is the picked one when it has money left, else the most recent with some left
            const open = paid.filter((p) => p.amountCents > p.refundedCents);
            const pickOpen = open.find((p) => p.seq === pickSeq);
            const first = pickOpen ?? open.sort((x, y) => y.seq - x.seq)[0]!;
            expect(a![0]!.seq).toBe(first.seq);
            for (const x of a!) {
              const p = paid.find((q) => q.seq === x.seq)!;
              p.refundedCents += x.amountCents;
              expect(p.refundedCents).toBeLessThanOrEqual(p.amountCents);
            }
            refundedTotal += want;
          }
          // cash given back never exceeds the cash taken
          const cashBack = paid.filter((p) => p.kind === 'cash').reduce((n, p) => n + p.refundedCents, 0);
          expect(cashBack).toBeLessThanOrEqual(cashOfParts(r.parts));
        },
      ),
    );
  });

  it('spreads a sale’s rows over its parts: each row adds up to itself, each method to what its part paid', () => {
    const sum = (r: Record<string, number>) => Object.values(r).reduce((n, c) => n + c, 0);
    fc.assert(
      fc.property(
        validSplit,
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -4, max: 5 }),
        ({ bill, rounds, parts }, weights, odd) => {
          const settled = settleTender(bill, parts, rounds);
          if (!settled.ok) throw new Error(settled.problem);
          // the bill cut into rows by random weights, then the cash rounding as a row of its own
          const total = weights.reduce((n, w) => n + w, 0);
          const rows = weights.map((w) => Math.floor((bill * w) / total));
          rows[0]! += bill - rows.reduce((n, r) => n + r, 0);
          if (settled.roundingCents !== 0) rows.push(settled.roundingCents);
          const cells = spreadOverParts(rows, settled.parts);
          for (const [i, c] of cells.entries()) expect(sum(c)).toBe(rows[i]);
          const byKind = new Map<string, number>();
          for (const p of settled.parts) byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + p.amountCents);
          for (const [k, cents] of byKind) expect(cells.reduce((n, c) => n + (c[k] ?? 0), 0)).toBe(cents);
          // rows that do not add up to the parts still add up each (the overflow is the last part's)
          const off = [...rows, odd];
          for (const [i, c] of spreadOverParts(off, settled.parts).entries()) expect(sum(c)).toBe(off[i]);
        },
      ),
    );
  });

  it('a one-method sale fills one column; a split fills its rows in the parts’ order', () => {
    expect(spreadOverParts([1000, 500], [{ kind: 'cash', amountCents: 1500 }])).toEqual([
      { cash: 1000 },
      { cash: 500 },
    ]);
    expect(
      spreadOverParts(
        [4000, 6000, -3],
        [
          { kind: 'fps', amountCents: 5000 },
          { kind: 'cash', amountCents: 4997 },
        ],
      ),
    ).toEqual([{ fps: 4000 }, { fps: 1000, cash: 5000 }, { cash: -3 }]);
    expect(spreadOverParts([700], [])).toEqual([{}]);
  });

  it('a split sale refunded in random pieces by the plan gives back exactly what each part paid', () => {
    fc.assert(
      fc.property(
        validSplit,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 5 }),
        fc.option(fc.nat({ max: 5 }), { nil: null }),
        ({ bill, rounds, parts }, weights, pick) => {
          const r = settleTender(bill, parts, rounds);
          if (!r.ok) throw new Error(r.problem);
          const paid: PaidPart[] = r.parts.map((p, seq) => ({ ...p, seq, refundedCents: 0 }));
          // the bill's exact figure cut into refunds by random weights
          const w = weights.reduce((n, x) => n + x, 0);
          const pieces = weights.map((x) => Math.floor((bill * x) / w));
          pieces[pieces.length - 1]! += bill - pieces.reduce((n, x) => n + x, 0);
          let before = 0;
          let given = 0;
          for (const exact of pieces) {
            const plan = splitRefundPlan({
              paidCents: r.paidCents,
              roundingCents: r.roundingCents,
              exactBeforeCents: before,
              exactCents: exact,
              parts: paid,
              pickSeq: pick !== null && pick < paid.length ? pick : null,
            });
            expect(plan.parts).not.toBeNull();
            expect(plan.parts!.reduce((n, x) => n + x.amountCents, 0)).toBe(plan.totalCents);
            for (const x of plan.parts!) paid.find((q) => q.seq === x.seq)!.refundedCents += x.amountCents;
            before += exact;
            given += plan.totalCents;
          }
          expect(given).toBe(r.paidCents);
          for (const p of paid) expect(p.refundedCents).toBe(p.amountCents);
        },
      ),
    );
  });

  it('gives the cash rounding back once: with the refund that brings the last of the sale back, never after', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -4, max: 5 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (lines, rounding, order) => {
          const exactPaid = lines.reduce((n, c) => n + c, 0);
          const paid = exactPaid + rounding;
          // every line back, one refund each, in some order (free lines among them)
          const back = [...lines];
          for (const [i, o] of order.entries()) {
            const j = o % back.length;
            [back[i % back.length], back[j]] = [back[j]!, back[i % back.length]!];
          }
          let exactBefore = 0;
          let given = 0;
          for (const exact of back) {
            const cash = splitRefundCents(paid, rounding, exactBefore, exact);
            expect(cash - exact).toBe(
              exactBefore + exact === exactPaid && exactBefore < exactPaid ? rounding : 0,
            );
            given += cash;
            exactBefore += exact;
            expect(given).toBeLessThanOrEqual(Math.max(paid, exactBefore));
          }
          expect(given).toBe(exactPaid === 0 ? 0 : paid);
        },
      ),
    );
    // the sale the sale-mix property found: $1,152.06 paid $1,152.09, all back, then its free line restocked
    expect(splitRefundCents(115_209, 3, 115_206, 0)).toBe(0);
    expect(splitRefundCents(115_209, 3, 0, 115_206)).toBe(115_209);
  });
});
