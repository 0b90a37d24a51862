import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { serverForFile } from '../../testing/file-server';
import { signUp } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import { confirmPayment, updateStatus } from '../testing/order-steps';
import {
  addAddress,
  addToCart,
  expectError,
  idemKey,
  newProduct,
  showOrder,
  stockOf,
} from '../testing/test-helpers';

const server = await serverForFile();
const [mei, kenji, ada] = await Promise.all([signUp(server, 's'), signUp(server, 's'), signUp(server, 'c')]);

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe(`orders: cart → checkout → payment → fulfilment (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('runs the whole lifecycle of a two-seller cart', async () => {
    const scallops = await newProduct(server, mei.token, {
      price: 188.5,
      discount: 10,
      cost: 120,
      quantity: 5,
    });
    const bowl = await newProduct(server, kenji.token, { price: 45, cost: 12.34, quantity: 3 });
    const pickup = (
      await server.call<{ _id: string }>(
        '/user/info/add_store_pickup_address',
        { name: 'Kenji studio', address: 'Shop 5, PMQ, 35 Aberdeen St', hours: 'Tue–Sun 12:00–19:00' },
        { token: kenji.token },
      )
    ).data._id;
    const addressId = await addAddress(server, ada.token);

    // the first add creates the cart; the second one joins it (same order id)
    const cartId = await addToCart(server, ada.token, scallops._id, 2);
    expect(await addToCart(server, ada.token, bowl._id, 1)).toBe(cartId);
    const again = await server.call(
      '/res/order/create',
      { order_type: 'Online-Sell', item: { product_id: scallops._id, quantity: 1 } },
      { token: ada.token },
    );
    expect(expectError(again, 409, 40931)).toBe('The product is already in the cart.');

    const cart = await showOrder(server, ada.token, cartId);
    expect(cart.status).toBe('cart');
    expect(cart.seller_id).toBeNull();
    expect(cart.items.map((l) => [l.product_id, l.quantity, l.price, l.total, l.available])).toEqual([
      [scallops._id, 2, 169.65, 339.3, 5],
      [bowl._id, 1, 45, 45, 3],
    ]);
    expect(cart.total).toBe(384.3);
    expect(cart.items[0]).not.toHaveProperty('cost');
    // each line names its shop: a cart spans several sellers
    expect(new Set(cart.items.map((l) => l.seller_name))).toEqual(
      new Set([`user-${mei.user_id.slice(-6)}`, `user-${kenji.user_id.slice(-6)}`]),
    );
    // the cart has no single seller yet: pay after placing
    expectError(
      await server.call('/res/order/get_qr_code', { id: cartId }, { token: ada.token }),
      409,
      40932,
    );

    const placed = await checkoutCart(
      server,
      ada.token,
      cartId,
      { address_id: addressId, pickup_address_ids: { [kenji.user_id]: pickup } },
      { message: 'Please ring twice' },
    );
    const orders = placed.data.orders;
    expect(orders.map((o) => [o.seller_id, o.status, o.total])).toEqual([
      [mei.user_id, 'pending_payment', 339.3],
      [kenji.user_id, 'pending_payment', 45],
    ]);
    expect(await stockOf(server, scallops._id)).toBe(3);
    expect(await stockOf(server, bowl._id)).toBe(2);
    // the cart is gone; a new add starts a new one
    expectError(await server.call('/res/order/show_one', { id: cartId }, { token: ada.token }), 404);
    expect(
      (await server.call<{ order: Order | null }>('/res/order/cart', {}, { token: ada.token })).data.order,
    ).toBeNull();

    const meiOrderId = orders[0]!.order_id;
    const kenjiOrderId = orders[1]!.order_id;
    const meiOrder = await showOrder(server, ada.token, meiOrderId);
    expect(meiOrder.delivery).toEqual({
      kind: 'delivery',
      name: 'Ada Lam',
      phone: '+852 9123 4567',
      address: 'Flat 3A, 12 Shelley Street, Central',
      hours: null,
      // read from "Central" (docs/decisions/0248-delivery-fees.md)
      area: 'hk_island',
    });
    expect(meiOrder.message).toBe('Please ring twice');
    // who sold and who bought, by display name (username, else a neutral user-… name, never a part of the email)
    expect(meiOrder.seller_name).toBe(`user-${mei.user_id.slice(-6)}`);
    expect(meiOrder.buyer_name).toBe(`user-${ada.user_id.slice(-6)}`);
    expect(meiOrder.placed_at).toMatch(TIME);
    expect(meiOrder.total_profit).toBeUndefined();
    const kenjiOrder = await showOrder(server, kenji.token, kenjiOrderId);
    expect(kenjiOrder.delivery?.kind).toBe('pickup');
    expect(kenjiOrder.delivery?.hours).toBe('Tue–Sun 12:00–19:00');
    expect(kenjiOrder.is_seller).toBe(true);
    // 45 − 12.34 − 1.35 fee
    expect(kenjiOrder.total_profit).toBe(31.31);
    expect(kenjiOrder.items[0]!.cost).toBe(12.34);

    // the buyer sees the seller's codes and the amount (none uploaded yet)
    const qr = await server.call<{ total: number; codes: unknown[]; seller_id: string }>(
      '/res/order/get_qr_code',
      { id: meiOrderId },
      { token: ada.token },
    );
    expect(qr.data).toMatchObject({ total: 339.3, seller_id: mei.user_id, codes: [] });

    // only the seller confirms; the buyer (a customer) cannot
    expectError(await confirmPayment(server, ada.token, meiOrderId), 403);
    const paid = await confirmPayment(server, mei.token, meiOrderId);
    expect(paid.data.order.status).toBe('paid');
    expect(paid.data.order.payment_method).toEqual({ kind: 'cash', code_id: null, label: 'Cash' });
    expect(paid.data.order.paid_at).toMatch(TIME);
    // paid orders cannot be cancelled, nor paid twice
    expectError(await server.call('/res/order/cancel', { id: meiOrderId }, { token: ada.token }), 409, 40932);
    expectError(await confirmPayment(server, mei.token, meiOrderId), 409);

    // fulfilment: delivery → shipped → completed; pickup → ready_for_pickup
    expectError(await updateStatus(server, mei.token, meiOrderId, 'ready_for_pickup'), 409);
    const shipped = await updateStatus(server, mei.token, meiOrderId, 'shipped');
    expect(shipped.data.order.status).toBe('shipped');
    expect((await showOrder(server, ada.token, meiOrderId)).status).toBe('shipped');
    const done = await updateStatus(server, mei.token, meiOrderId, 'completed');
    expect(done.data.order.status).toBe('completed');
    expect(done.data.order.completed_at).toMatch(TIME);

    // kenji's pickup order: not paid yet → no fulfilment step
    expectError(await updateStatus(server, kenji.token, kenjiOrderId, 'ready_for_pickup'), 409);
    expect((await confirmPayment(server, kenji.token, kenjiOrderId)).status).toBe(200);
    const ready = await updateStatus(server, kenji.token, kenjiOrderId, 'ready_for_pickup');
    expect(ready.data.order.status).toBe('ready_for_pickup');
    // the hand-over step has its time, so the pickup timeline shows "Ready for pickup" as done (issue 25)
    expect(ready.data.order.shipped_at).not.toBeNull();

    // product_detail: the payment breakdown; profit for the seller only
    const forBuyer = await server.call<Record<string, unknown>>(
      '/res/order/product_detail',
      { order: meiOrderId, product: scallops._id },
      { token: ada.token },
    );
    expect(forBuyer.data).toMatchObject({
      amount: 2,
      price: 169.65,
      original_price: 188.5,
      discount: 10,
      total: 339.3,
      transaction_fee: 10.18,
      transaction_id: meiOrderId,
      description: expect.stringContaining('Test product'),
      category: ['Test'],
    });
    expect(forBuyer.data.transaction_time).toMatch(TIME);
    expect(forBuyer.data).not.toHaveProperty('total_profit');
    expect(forBuyer.data).not.toHaveProperty('cost');
    const forSeller = await server.call<Record<string, unknown>>(
      '/res/order/product_detail',
      { order: meiOrderId, product: scallops._id },
      { token: mei.token },
    );
    // 339.30 − 2 × 120 − 10.18
    expect(forSeller.data.total_profit).toBe(89.12);
    expectError(
      await server.call(
        '/res/order/product_detail',
        { order: meiOrderId, product: bowl._id },
        { token: ada.token },
      ),
      404,
    );

    // lists: the buyer sees both orders; each seller their own incoming one
    const mine = await server.call<{ items: Order[]; next_cursor: string | null }>(
      '/res/order/list',
      { role: 'buyer' },
      { token: ada.token },
    );
    expect(mine.data.items.map((o) => o.order_id).sort()).toEqual([meiOrderId, kenjiOrderId].sort());
    const incoming = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'seller' },
      { token: mei.token },
    );
    expect(incoming.data.items.map((o) => o.order_id)).toEqual([meiOrderId]);
    const byStatus = await server.call<{ items: Order[] }>(
      '/res/order/list',
      { role: 'buyer', status: 'ready_for_pickup' },
      { token: ada.token },
    );
    expect(byStatus.data.items.map((o) => o.order_id)).toEqual([kenjiOrderId]);
  });

  it('pages the order list by cursor, newest first', async () => {
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    const p = await newProduct(server, mei.token, { quantity: 50 });
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const cartId = await addToCart(server, buyer.token, p._id, 1);
      const res = await checkoutCart(server, buyer.token, cartId, { address_id: addressId });
      placed.push(res.data.orders[0]!.order_id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Order[]; next_cursor: string | null } = (
        await server.call<{ items: Order[]; next_cursor: string | null }>(
          '/res/order/list',
          { role: 'buyer', limit: 2, cursor },
          { token: buyer.token },
        )
      ).data;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((o) => o.order_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...placed].reverse());
  });

  it('cancelling an order awaiting payment gives its stock back, once', async () => {
    const p = await newProduct(server, mei.token, { quantity: 4 });
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    const cartId = await addToCart(server, buyer.token, p._id, 3);
    const { orders } = (await checkoutCart(server, buyer.token, cartId, { address_id: addressId })).data;
    expect(await stockOf(server, p._id)).toBe(1);
    // buyer and seller cancel at the same moment: one cancellation, stock returned once
    const results = await Promise.all([
      server.call<{ order: Order }>('/res/order/cancel', { id: orders[0]!.order_id }, { token: buyer.token }),
      server.call<{ order: Order }>('/res/order/cancel', { id: orders[0]!.order_id }, { token: mei.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(server, p._id)).toBe(4);
    const order = await showOrder(server, buyer.token, orders[0]!.order_id);
    expect(order.status).toBe('cancelled');
    expect(order.cancelled_at).toMatch(TIME);
    // a cancelled order cannot be paid
    expectError(await confirmPayment(server, mei.token, order.order_id), 409);
  });

  it('a seller cancelling gives the stock back too; a discarded cart frees the cart slot', async () => {
    const p = await newProduct(server, kenji.token, { quantity: 2 });
    const buyer = await signUp(server, 'c');
    const addressId = await addAddress(server, buyer.token);
    const cartId = await addToCart(server, buyer.token, p._id, 2);
    expect((await server.call('/res/order/cancel', { id: cartId }, { token: buyer.token })).status).toBe(200);
    expectError(await server.call('/res/order/show_one', { id: cartId }, { token: buyer.token }), 404);
    const cart2 = await addToCart(server, buyer.token, p._id, 2);
    expect(cart2).not.toBe(cartId);
    const { orders } = (await checkoutCart(server, buyer.token, cart2, { address_id: addressId })).data;
    expect(await stockOf(server, p._id)).toBe(0);
    await server
      .call('/res/order/cancel', { id: orders[0]!.order_id }, { token: kenji.token })
      .then((r) => r.data);
    expect(await stockOf(server, p._id)).toBe(2);
  });

  it('checkout needs a delivery address or a pickup address for every seller, each the right owner’s', async () => {
    const p = await newProduct(server, mei.token, { quantity: 3 });
    const buyer = await signUp(server, 'c');
    const other = await signUp(server, 'c');
    const othersAddress = await addAddress(server, other.token);
    const kenjisPickup = (
      await server.call<{ _id: string }>(
        '/user/info/add_store_pickup_address',
        { name: 'Kenji studio', address: 'PMQ' },
        { token: kenji.token },
      )
    ).data._id;
    const cartId = await addToCart(server, buyer.token, p._id, 1);
    const key = idemKey();
    expectError(
      await server.call('/res/order/checkout', { id: cartId, idempotency_key: key }, { token: buyer.token }),
      400,
      40031,
    );
    // someone else's address, another seller's pickup address
    expectError(await checkoutCart(server, buyer.token, cartId, { address_id: othersAddress }), 404);
    expectError(
      await checkoutCart(server, buyer.token, cartId, {
        pickup_address_ids: { [mei.user_id]: kenjisPickup },
      }),
      404,
    );
    // nothing was taken by the refused attempts, and the failed key can be used again
    expect(await stockOf(server, p._id)).toBe(3);
    const addressId = await addAddress(server, buyer.token);
    const ok = await server.call(
      '/res/order/checkout',
      { id: cartId, address_id: addressId, idempotency_key: key },
      { token: buyer.token },
    );
    expect(ok.status).toBe(200);
    expect(await stockOf(server, p._id)).toBe(2);
  });
});
