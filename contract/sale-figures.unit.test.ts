import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Discount, offCents, spreadCents } from './discounts';
import { discountedCents, fromCents } from './money';
import {
  billDiscountRows,
  billFigures,
  billOffCents,
  cashRoundingCents,
  cashTotalCents,
  netOfRefunds,
  POINT_CENTS,
  paymentRoundingCents,
  pointsOffCents,
  pointsUsed,
  printedLine,
  refundCashCents,
  refundShareCents,
  type SoldLine,
  soldLineAtTill,
  soldLineOf,
  tillBillFigures,
} from './sale-figures';
import { timesQuantity } from './units';

// docs/decisions/0261-one-refund-figure.md, 0262-receipt-lines-add-up.md: random mixes of pieces and weights with the
// catalogue's percent, line discounts and a bill discount, as amounts and percentages

const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 5000 }).map((c) => ({ amount: c / 100 })),
  fc.integer({ min: 1, max: 10_000 }).map((bp) => ({ percent: bp / 100 })),
);

const line = fc.record({
  priceCents: fc.integer({ min: 0, max: 1_000_000 }),
  percentBp: fc.integer({ min: 0, max: 9000 }),
  quantity: fc.oneof(
    fc.integer({ min: 1, max: 50 }),
    fc.integer({ min: 1, max: 50_000 }).map((t) => t / 1000),
  ),
  off: discount,
});

/** a sale as the server fixes it (server/orders/core/line-rows.ts): line discounts, then the bill's spread */
type LineSpec = typeof line extends fc.Arbitrary<infer T> ? T : never;

function sale(specs: LineSpec[], bill: Discount | null) {
  const sold: SoldLine[] = specs.map((s) => {
    const unit = discountedCents(s.priceCents, s.percentBp);
    return {
      quantity: s.quantity,
      list_unit_cents: s.priceCents,
      unit_cents: unit,
      own_off_cents: offCents(s.off, timesQuantity(unit, s.quantity)),
    };
  });
  const bases = sold.map((l) => timesQuantity(l.unit_cents, l.quantity) - l.own_off_cents);
  const shares = spreadCents(
    offCents(
      bill,
      bases.reduce((n, b) => n + b, 0),
    ),
    bases,
  );
  return { sold, shares, totals: bases.map((b, i) => b - shares[i]!) };
}

describe('sale figures', () => {
  it('each printed line is quantity × unit price − its discount, the lines add up, and the total is what the lines paid', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        discount,
        fc.integer({ min: 0, max: 10_000 }),
        (specs, bill, delivery) => {
          const { sold, shares, totals } = sale(specs, bill);
          for (const l of sold) {
            const p = printedLine(l);
            expect(p.amount_cents).toBe(timesQuantity(l.list_unit_cents, l.quantity) - p.discount_cents);
            expect(p.discount_cents).toBeGreaterThanOrEqual(0);
          }
          const b = billFigures(
            sold,
            shares.reduce((n, s) => n + s, 0),
            delivery,
          );
          expect(b.subtotal_cents).toBe(sold.reduce((n, l) => n + printedLine(l).amount_cents, 0));
          expect(b.total_cents).toBe(totals.reduce((n, t) => n + t, 0) + delivery);
        },
      ),
    );
  });

  it('an order line read back from the API gives the same printed line (the bill share taken out again)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), discount, (specs, bill) => {
        const { sold, shares, totals } = sale(specs, bill);
        sold.forEach((l, i) => {
          const api = {
            quantity: l.quantity,
            original_price: fromCents(l.list_unit_cents),
            price: fromCents(l.unit_cents),
            total: fromCents(totals[i]!),
            discount_amount: fromCents(l.own_off_cents + shares[i]!),
            bill_discount_share: fromCents(shares[i]!),
          };
          expect(printedLine(soldLineOf(api))).toEqual(printedLine(l));
        });
      }),
    );
  });

  it("a line's refunds in any number of parts add up to exactly what it paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 10 }),
        (paid, thousandths, parts) => {
          const quantity = thousandths / 1000;
          let done = 0;
          let given = 0;
          for (const p of parts) {
            const q = Math.min(thousandths - done, p);
            if (q <= 0) break;
            given += refundShareCents({ quantity, total_cents: paid }, done / 1000, q / 1000);
            done += q;
          }
          if (done < thousandths)
            given += refundShareCents(
              { quantity, total_cents: paid },
              done / 1000,
              (thousandths - done) / 1000,
            );
          expect(given).toBe(paid);
        },
      ),
    );
  });

  // docs/decisions/0264-cash-rounding.md
  it('cash rounds to 10¢ half up: $451.35 pays $451.40, $451.34 pays $451.30', () => {
    expect(cashRoundingCents(45_135)).toBe(5);
    expect(cashRoundingCents(45_134)).toBe(-4);
    expect(cashRoundingCents(45_140)).toBe(0);
    expect(cashRoundingCents(45_139)).toBe(1);
    expect(cashRoundingCents(0)).toBe(0);
    expect(cashTotalCents(45_135)).toBe(45_140);
    expect(paymentRoundingCents(45_135, 'cash', true)).toBe(5);
    expect(paymentRoundingCents(45_135, 'fps', true)).toBe(0);
    expect(paymentRoundingCents(45_135, 'cash', false)).toBe(0);
  });

  it('a rounded cash total is a multiple of 10¢, the nearest one (half up), the rounding in −4..+5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const r = cashRoundingCents(total);
        expect(r).toBeGreaterThanOrEqual(-4);
        expect(r).toBeLessThanOrEqual(5);
        expect((total + r) % 10).toBe(0);
        // nearest: no other multiple of 10 is closer, and a tie (5) goes up
        expect(Math.abs(r)).toBeLessThanOrEqual(5);
        if (Math.abs(r) === 5) expect(r).toBe(5);
        expect(cashTotalCents(total)).toBe(total + r);
      }),
    );
  });

  it('the bill rows add up with the rounding: subtotal − discount + delivery + rounding = total', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        discount,
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (specs, bill, delivery, cash) => {
          const { sold, shares, totals } = sale(specs, bill);
          const off = shares.reduce((n, s) => n + s, 0);
          const exact = billFigures(sold, off, delivery).total_cents;
          const rounding = paymentRoundingCents(exact, cash ? 'cash' : 'fps', true);
          const b = billFigures(sold, off, delivery, rounding);
          expect(b.rounding_cents).toBe(rounding);
          expect(b.subtotal_cents - b.bill_discount_cents + b.delivery_cents + b.rounding_cents).toBe(
            b.total_cents,
          );
          expect(b.total_cents).toBe(totals.reduce((n, t) => n + t, 0) + delivery + rounding);
          if (cash) expect(b.total_cents % 10).toBe(0);
          else expect(b.total_cents).toBe(exact);
        },
      ),
    );
  });

  it("a cash-rounded sale's refunds, in any parts, never pass what was paid and add up to exactly it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        (exact, parts) => {
          const paid = cashTotalCents(exact);
          let before = 0;
          let given = 0;
          for (const p of parts) {
            const part = Math.min(exact - before, p);
            if (part <= 0) break;
            const cash = refundCashCents(before, part, true);
            expect(cash % 10).toBe(0);
            // within the rounding of the exact part
            expect(Math.abs(cash - part)).toBeLessThanOrEqual(9);
            before += part;
            given += cash;
            expect(given).toBeLessThanOrEqual(paid);
          }
          if (before < exact) given += refundCashCents(before, exact - before, true);
          expect(given).toBe(paid);
          // a sale paid to the cent refunds to the cent
          expect(refundCashCents(1234, 567, false)).toBe(567);
        },
      ),
    );
  });
});

// docs/decisions/0267-order-gross-and-refund-rows.md: the net is the gross less the refund rows, whatever their order
describe('netOfRefunds', () => {
  it('a $541.40 cash sale with refunds of $150.50 and $45.00 kept $345.90 and 3 of its 5 items', () => {
    const gross = { total_cents: 54140, fee_cents: 0, profit_cents: 18140, units: 5 };
    const refunds = [
      { total_cents: 15050, fee_cents: 0, profit_cents: 5045, units: 1 },
      { total_cents: 4500, fee_cents: 0, profit_cents: 2500, units: 1 },
    ];
    expect(netOfRefunds(gross, refunds)).toEqual({
      total_cents: 34590,
      fee_cents: 0,
      profit_cents: 10595,
      units: 3,
      refunded_cents: 19550,
    });
    expect(netOfRefunds(gross, [])).toEqual({ ...gross, refunded_cents: 0 });
  });

  it('net + refunded is the gross, and the refunds may come in any order', () => {
    const figures = fc.record({
      total_cents: fc.integer({ min: 0, max: 1_000_000 }),
      fee_cents: fc.integer({ min: 0, max: 30_000 }),
      profit_cents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      units: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(figures, fc.array(figures, { maxLength: 6 }), (gross, refunds) => {
        const net = netOfRefunds(gross, refunds);
        expect(net.total_cents + net.refunded_cents).toBe(gross.total_cents);
        expect(netOfRefunds(gross, [...refunds].reverse())).toEqual(net);
        const back = refunds.reduce((n, r) => n + r.units, 0);
        expect(net.units).toBe(gross.units - back);
      }),
    );
  });
});

describe('a till bill with the discount as the seller gave it (tillBillFigures)', () => {
  it('works the bill discount out from the subtotal: 0.75 catty at $128 and 3 egg rolls less $10, then 10 % off', () => {
    const lines = [
      soldLineAtTill({ unit_cents: 12800, quantity: 0.75 }),
      soldLineAtTill({ unit_cents: 7800, quantity: 3, discount: { amount: 10 } }),
    ];
    expect(lines.map((l) => printedLine(l).amount_cents)).toEqual([9600, 22400]);
    expect(tillBillFigures(lines, { percent: 10 }, 0)).toEqual({
      subtotal_cents: 32000,
      bill_discount_cents: 3200,
      delivery_cents: 0,
      rounding_cents: 0,
      total_cents: 28800,
      seller_discount_cents: 3200,
      points_discount_cents: 0,
      stamps_discount_cents: 0,
    });
  });

  it('its rows add up for any mix of lines, discounts and rounding', () => {
    const discount = fc.option(
      fc.oneof(
        fc.record({ amount: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ percent: fc.integer({ min: 1, max: 100 }) }),
      ),
      { nil: undefined },
    );
    const line = fc.record({
      unit_cents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 5000 }).map((t) => t / 1000),
      discount,
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        discount,
        fc.integer({ min: -4, max: 5 }),
        (ls, bill, r) => {
          const sold = ls.map(soldLineAtTill);
          const f = tillBillFigures(sold, bill ?? null, r);
          expect(f.subtotal_cents).toBe(sold.reduce((n, l) => n + printedLine(l).amount_cents, 0));
          expect(f.bill_discount_cents).toBe(offCents(bill ?? null, f.subtotal_cents));
          expect(f.total_cents).toBe(f.subtotal_cents - f.bill_discount_cents + r);
          for (const [i, l] of sold.entries()) {
            const gross = timesQuantity(ls[i]!.unit_cents, ls[i]!.quantity);
            expect(printedLine(l).amount_cents).toBe(gross - offCents(ls[i]!.discount ?? null, gross));
          }
        },
      ),
    );
  });
});

describe('loyalty points redeemed at the till (billOffCents, pointsOffCents; docs/decisions/0283-loyalty.md)', () => {
  it('takes one cent a point off what is left after the seller’s discount, never more', () => {
    const lines = [soldLineAtTill({ unit_cents: 12000, quantity: 3 })];
    // $360.00, 10 % off = $324.00, then 1,800 points = $18.00 → $306.00
    expect(tillBillFigures(lines, { percent: 10 }, 0, 1800)).toEqual({
      subtotal_cents: 36000,
      bill_discount_cents: 5400,
      delivery_cents: 0,
      rounding_cents: 0,
      total_cents: 30600,
      seller_discount_cents: 3600,
      points_discount_cents: 1800,
      stamps_discount_cents: 0,
    });
    // more points than the bill: the bill comes to $0.00 and only what it needed is used
    expect(pointsOffCents(50_000, 32_400)).toBe(32_400);
    expect(pointsUsed(pointsOffCents(50_000, 32_400))).toBe(32_400);
    expect(POINT_CENTS).toBe(1);
  });

  it('for any lines, discounts and points: totals never negative, the parts add up to the total', () => {
    const discount = fc.option(
      fc.oneof(
        fc.record({ amount: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ percent: fc.integer({ min: 1, max: 100 }) }),
      ),
      { nil: undefined },
    );
    const line = fc.record({
      unit_cents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 5000 }).map((t) => t / 1000),
      ),
      discount,
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        discount,
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: -4, max: 5 }),
        (ls, bill, points, r) => {
          const sold = ls.map(soldLineAtTill);
          const subtotal = tillBillFigures(sold, null).subtotal_cents;
          const off = billOffCents(subtotal, bill ?? null, points);
          const f = tillBillFigures(sold, bill ?? null, 0, points);
          // the parts: subtotal − seller's discount − points = total
          expect(off.off_cents).toBe(off.discount_cents + off.points_cents);
          // the rows every surface prints (receipt, sale page, pay screen, display): the shop's, then the points
          const rows = billDiscountRows(f.bill_discount_cents, off.points_cents);
          expect(rows.points_cents).toBe(off.points_cents);
          expect(rows.shop_cents).toBe(off.discount_cents);
          expect(f.subtotal_cents - rows.shop_cents - rows.points_cents).toBe(f.total_cents);
          expect(f.bill_discount_cents).toBe(off.off_cents);
          expect(f.points_discount_cents).toBe(off.points_cents);
          expect(f.seller_discount_cents + f.points_discount_cents).toBe(f.bill_discount_cents);
          expect(f.total_cents).toBe(subtotal - off.discount_cents - off.points_cents);
          expect(f.total_cents).toBeGreaterThanOrEqual(0);
          // points never more than asked, nor than what the other discounts left
          expect(off.points_cents).toBeGreaterThanOrEqual(0);
          expect(off.points_cents).toBeLessThanOrEqual(points * POINT_CENTS);
          expect(off.points_cents).toBeLessThanOrEqual(subtotal - off.discount_cents);
          expect(pointsUsed(off.points_cents)).toBeLessThanOrEqual(points);
          // the seller's discount is the same with or without points
          expect(off.discount_cents).toBe(offCents(bill ?? null, subtotal));
          // spread over the lines as the server does, the shares add up to the whole discount and no line goes below 0
          const bases = sold.map((l) => printedLine(l).amount_cents);
          const shares = spreadCents(off.off_cents, bases);
          expect(shares.reduce((n, c) => n + c, 0)).toBe(Math.min(off.off_cents, subtotal));
          for (const [i, b] of bases.entries()) expect(b - shares[i]!).toBeGreaterThanOrEqual(0);
          // with cash rounding the rows still add up
          const rounded = tillBillFigures(sold, bill ?? null, r, points);
          expect(rounded.total_cents).toBe(f.total_cents + r);
        },
      ),
    );
  });
});
