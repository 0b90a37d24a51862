import { describe, expect, it } from 'vitest';
import type { DayClose } from '../../../contract/day-close';
import type { ShiftReport } from '../../../contract/shifts';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { idemKey, newProduct, paymentCode } from '../testing/test-helpers';
import { paidTillSale } from '../testing/till-sales';

/**
 * Shifts and cash moves (docs/decisions/0279-shifts-and-cash-moves.md) on SQLite and PostgreSQL: a shift's report
 * reconciles to the cent, the day close counts its moves, one shift is open at a time, and it is the seller's own.
 */
const server = await serverForFile();

const cents = (n: number) => Math.round(n * 100);

describe(`shifts (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a shift with a float, cash sales (one rounded), a refund, cash in and out: expected and difference to the cent; the day close counts the moves', async () => {
    const seller = await signUp(server, 's');
    const t = { token: seller.token };
    expect((await server.call<{ shift: null }>('/res/shift/report', {}, t)).data.shift).toBeNull();
    const p = await newProduct(server, seller.token, { price: 451.35, quantity: 10 });
    const q = await newProduct(server, seller.token, { price: 20, quantity: 10 });

    const opened = await server.call<ShiftReport>(
      '/res/shift/open',
      { float: 500, idempotency_key: idemKey('open') },
      t,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.data).toMatchObject({ float: 500, expected_cash: 500, closed_at: null, staff_id: null });

    const rounded = await paidTillSale(server, seller.token, [{ product_id: p._id, quantity: 1 }]); // 451.35 → 451.40 in cash
    expect(rounded).toMatchObject({ total: 451.4, rounding: 0.05 });
    const second = await paidTillSale(server, seller.token, [{ product_id: q._id, quantity: 2 }]); // 40.00
    await paidTillSale(server, seller.token, [{ product_id: q._id, quantity: 1 }], {
      method: await paymentCode(server, seller.token),
    }); // 20.00 by PayMe: not in the drawer
    const refund = await server.call<{ refund: { total: number } }>(
      '/res/order/refund',
      {
        id: second.order_id,
        reason: 'Changed mind',
        idempotency_key: idemKey('refund'),
        lines: [{ product_id: q._id, quantity: 1, restock: true }],
      },
      t,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.data.refund.total).toBe(20);

    const moveKey = idemKey('in');
    const cashIn = await server.call<ShiftReport>(
      '/res/shift/cash_move',
      { amount: 100.5, reason: 'Change float topped up', idempotency_key: moveKey },
      t,
    );
    expect(cashIn.status, JSON.stringify(cashIn.body)).toBe(200);
    // the same key again answers the same, without a second move
    const again = await server.call<ShiftReport>(
      '/res/shift/cash_move',
      { amount: 100.5, reason: 'Change float topped up', idempotency_key: moveKey },
      t,
    );
    expect(again.data.moves).toHaveLength(1);
    const out = await server.call<ShiftReport>('/res/shift/cash_move', { amount: -50, reason: 'lunch' }, t);
    expect(out.data.moves.map((m) => [m.amount, m.reason])).toEqual([
      [100.5, 'Change float topped up'],
      [-50, 'lunch'],
    ]);

    const expected = cents(500) + cents(451.4) + cents(40) - cents(20) + cents(100.5) - cents(50);
    const closed = await server.call<ShiftReport>('/res/shift/close', { counted: 1021.8 }, t);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const r = closed.data;
    expect(r.closed_at).not.toBeNull();
    expect(cents(r.cash_sales)).toBe(cents(491.4));
    expect(cents(r.cash_refunds)).toBe(2000);
    expect(cents(r.cash_rounding)).toBe(5);
    expect(cents(r.cash_in)).toBe(10050);
    expect(cents(r.cash_out)).toBe(5000);
    expect(cents(r.expected_cash)).toBe(expected);
    expect(cents(r.expected_cash)).toBe(102190);
    expect(cents(r.counted_cash!)).toBe(102180);
    expect(cents(r.difference!)).toBe(-10);
    expect(r.sales).toBe(3);
    expect(r.methods.map((m) => [m.kind, cents(m.amount)])).toEqual([
      ['cash', cents(471.4)],
      ['payme', 2000],
    ]);
    // a past shift by id; none open now; listed
    const past = await server.call<{ shift: ShiftReport }>('/res/shift/report', { shift_id: r._id }, t);
    expect(past.data.shift).toEqual(r);
    expect((await server.call<{ shift: null }>('/res/shift/report', {}, t)).data.shift).toBeNull();
    const list = await server.call<{ items: { _id: string }[] }>('/res/shift/list', {}, t);
    expect(list.data.items.map((s) => s._id)).toEqual([r._id]);

    // the day close: float 500 + cash sales − refunds + the day's moves
    const figures = await server.call<{ figures: DayClose }>('/res/pos/day_close/figures', {}, t);
    expect(cents(figures.data.figures.cash_in)).toBe(10050);
    expect(cents(figures.data.figures.cash_out)).toBe(5000);
    const day = await server.call<DayClose>(
      '/res/pos/day_close/save',
      { opening_float: 500, counted_cash: 1021.9 },
      t,
    );
    expect(cents(day.data.expected_cash)).toBe(102190);
    expect(cents(day.data.difference)).toBe(0);
  });

  it('one open shift at a time; moving cash or closing needs an open shift', async () => {
    const seller = await signUp(server, 's');
    const t = { token: seller.token };
    const none = await server.call('/res/shift/cash_move', { amount: 10, reason: 'x' }, t);
    expect(none.status).toBe(409);
    expect(JSON.stringify(none.body)).toContain('No shift is open');
    expect((await server.call('/res/shift/close', { counted: 0 }, t)).status).toBe(409);
    expect((await server.call('/res/shift/open', { float: 100 }, t)).status).toBe(200);
    const second = await server.call('/res/shift/open', { float: 100 }, t);
    expect(second.status).toBe(409);
    expect(JSON.stringify(second.body)).toContain('already open');
    // at once: only one of two opens wins
    await server.call('/res/shift/close', { counted: 100 }, t);
    const both = await Promise.all([
      server.call('/res/shift/open', { float: 1 }, t),
      server.call('/res/shift/open', { float: 2 }, t),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 409]);
    expect((await server.call('/res/shift/cash_move', { amount: 0, reason: 'x' }, t)).status).toBe(400);
  });

  it('a day close without shifts is as before; another seller cannot read a shift', async () => {
    const seller = await signUp(server, 's');
    const other = await signUp(server, 's');
    const buyer = await signUp(server, 'c');
    const plain = await server.call<DayClose>(
      '/res/pos/day_close/save',
      { opening_float: 300, counted_cash: 300 },
      { token: other.token },
    );
    expect(plain.data).toMatchObject({ cash_in: 0, cash_out: 0, expected_cash: 300, difference: 0 });

    const opened = await server.call<ShiftReport>('/res/shift/open', { float: 80 }, { token: seller.token });
    const id = opened.data._id;
    const theirs = await server.call('/res/shift/report', { shift_id: id }, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(
      (await server.call<{ shift: null }>('/res/shift/report', {}, { token: other.token })).data.shift,
    ).toBeNull();
    expect((await server.call('/res/shift/report', {}, { token: buyer.token })).status).toBe(403);
    // the other seller's close does not close mine
    await server.call('/res/shift/open', { float: 1 }, { token: other.token });
    await server.call('/res/shift/close', { counted: 1 }, { token: other.token });
    const mine = await server.call<{ shift: ShiftReport }>('/res/shift/report', {}, { token: seller.token });
    expect(mine.data.shift._id).toBe(id);
    expect(mine.data.shift.closed_at).toBeNull();
  });
});
