import { describe, expect, it } from 'vitest';
import type { Order, Sale } from '../../../contract/orders';
import { serverWithSeller } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { confirmPayment } from '../testing/order-steps';
import { expectError, idemKey, newProduct, paymentCode } from '../testing/test-helpers';

// docs/decisions/0276-fps-offline-to-check.md: an FPS sale recorded offline is "to check" until its seller ticks it
const { server, seller } = await serverWithSeller();
const other = await signUp(server, 's');
const customer = await signUp(server, 'c');
const fpsCode = await paymentCode(server, seller.token, 'fps');
const paymeCode = await paymentCode(server, seller.token, 'payme');

async function offlineSale(method: string, productId: string, key = idemKey('offline')) {
  const body = {
    idempotency_key: key,
    method,
    sold_at: Date.now() - 60_000,
    items: [{ product_id: productId, quantity: 1 }],
  };
  const res = await server.call<{ order_id: string }>('/res/order/offline_sale', body, {
    token: seller.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.data.order_id, body };
}

async function toCheck(token = seller.token) {
  const res = await server.call<{ items: Sale[]; count: number }>('/res/order/list_to_check', {}, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}

async function saleOf(id: string): Promise<Sale> {
  const res = await server.call<{ items: Sale[] }>(
    '/res/order/sales',
    { channel: 'pos', limit: 100 },
    { token: seller.token },
  );
  return res.data.items.find((s) => s.order_id === id)!;
}

const showOne = async (id: string, token = seller.token) =>
  (await server.call<Order>('/res/order/show_one', { id }, { token })).data;

describe(`FPS sales recorded offline, to check (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  let fpsSaleId = '';

  it('an offline FPS sale synced twice with one key is one order, to check and listed; a cash one is not', async () => {
    const p = await newProduct(server, seller.token, { quantity: 10, price: 42 });
    const fps = await offlineSale(fpsCode, p._id);
    // the phone did not hear the answer and sends it again
    const again = await server.call<{ order_id: string }>('/res/order/offline_sale', fps.body, {
      token: seller.token,
    });
    expect(again.data.order_id).toBe(fps.id);
    fpsSaleId = fps.id;
    const cash = await offlineSale('cash', p._id);
    const payme = await offlineSale(paymeCode, p._id);

    const listed = await toCheck();
    expect(listed.count).toBe(1);
    expect(listed.items.map((s) => [s.order_id, s.payment_method?.kind, s.to_check, s.total])).toEqual([
      [fps.id, 'fps', true, 42],
    ]);
    // the sale detail and the sales list say so too; cash never, nor a code that is not FPS
    expect((await showOne(fps.id)).to_check).toBe(true);
    expect((await saleOf(fps.id)).to_check).toBe(true);
    expect((await showOne(cash.id)).to_check).toBe(false);
    expect((await saleOf(cash.id)).to_check).toBe(false);
    expect((await saleOf(payme.id)).to_check).toBe(false);
    // one order for the two sends
    const res = await server.call<{ items: Sale[] }>(
      '/res/order/sales',
      { channel: 'pos', limit: 100 },
      { token: seller.token },
    );
    expect(res.data.items.filter((s) => s.order_id === fps.id)).toHaveLength(1);
    expect(res.data.items).toHaveLength(3);
    // nobody else's list shows it
    expect((await toCheck(other.token)).count).toBe(0);
  });

  it('the FPS code drawn with the amount (method fps) is to check too; an FPS sale paid online at the till is not', async () => {
    await server.call('/user/info/set_fps', { kind: 'fps_id', value: '1234567' }, { token: seller.token });
    const p = await newProduct(server, seller.token, { quantity: 10, price: 10 });
    const drawn = await offlineSale('fps', p._id);
    expect((await showOne(drawn.id)).to_check).toBe(true);

    // online she saw the money arrive before she tapped "Payment received"
    const draft = await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1 } },
      { token: seller.token },
    );
    const paid = await confirmPayment(server, seller.token, draft.data.order_id, fpsCode);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.data.order.to_check).toBe(false);
    expect((await toCheck()).items.map((s) => s.order_id)).toEqual([drawn.id, fpsSaleId]);
    const ticked = await server.call('/res/order/checked', { order_id: drawn.id }, { token: seller.token });
    expect(ticked.status).toBe(200);
  });

  it('only its seller ticks it checked; ticking again changes nothing', async () => {
    // another seller: as if it did not exist; a customer: sellers only
    expectError(
      await server.call('/res/order/checked', { order_id: fpsSaleId }, { token: other.token }),
      404,
    );
    expectError(
      await server.call('/res/order/checked', { order_id: fpsSaleId }, { token: customer.token }),
      403,
    );
    expectError(await server.call('/res/order/checked', { order_id: fpsSaleId }), 401);
    expectError(
      await server.call('/res/order/checked', { order_id: 'no-such-sale' }, { token: seller.token }),
      404,
    );
    expect((await toCheck()).count).toBe(1);
    expect((await showOne(fpsSaleId)).to_check).toBe(true);

    const ticked = await server.call<{ order_id: string; to_check: boolean }>(
      '/res/order/checked',
      { order_id: fpsSaleId },
      { token: seller.token },
    );
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect(ticked.data).toEqual({ order_id: fpsSaleId, to_check: false });
    expect(await toCheck()).toEqual({ items: [], count: 0 });
    expect((await showOne(fpsSaleId)).to_check).toBe(false);
    expect((await saleOf(fpsSaleId)).to_check).toBe(false);

    const again = await server.call<{ order_id: string; to_check: boolean }>(
      '/res/order/checked',
      { order_id: fpsSaleId },
      { token: seller.token },
    );
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ order_id: fpsSaleId, to_check: false });
    // the sale itself is as it was: still completed, same total
    const sale = await showOne(fpsSaleId);
    expect([sale.status, sale.total]).toEqual(['completed', 42]);
  });
});
