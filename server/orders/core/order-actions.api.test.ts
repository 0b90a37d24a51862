import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Courier } from '../../../contract/couriers';
import { ORDER_ACTIONS, type Order, type OrderAction } from '../../../contract/orders';
import { signUp, startTestServer, type TestServer, type TestSession } from '../../testing/test-server';
import { checkoutCart } from '../testing/online-orders';
import { addAddress, addToCart, idemKey, newProduct } from '../testing/test-helpers';

// docs/decisions/0291-order-actions-from-the-server.md: an order's `actions` are what its calls take. For each state
// an order can be in and each side (seller, buyer), every action listed is taken on a fresh order in that state, and
// every other action is refused, so a screen that shows buttons from `actions` offers nothing the server refuses and
// hides nothing it would take.
let server: TestServer;
let seller: TestSession;
let buyer: TestSession;
let addressId: string;
let pickupId: string;

beforeAll(async () => {
  // the flood limit on reviews (30 an hour) is no rule of an order's: this test writes far more
  server = await startTestServer({ REVIEWS_PER_HOUR: '100000' });
  [seller, buyer] = await Promise.all([signUp(server, 's'), signUp(server, 'c')]);
  addressId = await addAddress(server, buyer.token);
  pickupId = (
    await server.call<{ _id: string }>(
      '/user/info/add_store_pickup_address',
      { name: 'Stall 18', address: 'Sheung Wan Market', hours: 'Daily 10:00–18:00' },
      { token: seller.token },
    )
  ).data._id;
});
afterAll(() => server.close());

const asSeller = () => ({ token: seller.token });

async function ok(path: string, data: Record<string, unknown>, token: string): Promise<void> {
  const res = await server.call(path, data, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
}

/** an online order placed by the buyer, delivered or picked up at the stall */
async function placed(pickup: boolean): Promise<string> {
  const p = await newProduct(server, seller.token, { quantity: 5, price: 42 });
  const cartId = await addToCart(server, buyer.token, p._id, 1);
  const res = await checkoutCart(
    server,
    buyer.token,
    cartId,
    pickup ? { pickup_address_ids: { [seller.user_id]: pickupId } } : { address_id: addressId },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.orders[0]!.order_id;
}

const pay = (id: string) =>
  ok('/res/order/received_payment', { id, method: 'cash', idempotency_key: idemKey('pay') }, seller.token);
const step = (id: string, status: string) => ok('/res/order/update_status', { id, status }, seller.token);

/** each state an order reaches, made afresh */
const STATES: Record<string, { sides: ('seller' | 'buyer')[]; make(): Promise<string> }> = {
  'awaiting payment': { sides: ['seller', 'buyer'], make: () => placed(false) },
  'awaiting payment, pickup': { sides: ['seller', 'buyer'], make: () => placed(true) },
  paid: { sides: ['seller', 'buyer'], make: async () => tap(await placed(false), pay) },
  'paid, pickup': { sides: ['seller', 'buyer'], make: async () => tap(await placed(true), pay) },
  shipped: {
    sides: ['seller', 'buyer'],
    make: async () => tap(await tap(await placed(false), pay), (id) => step(id, 'shipped')),
  },
  'ready for pickup': {
    sides: ['seller', 'buyer'],
    make: async () => tap(await tap(await placed(true), pay), (id) => step(id, 'ready_for_pickup')),
  },
  completed: {
    sides: ['seller', 'buyer'],
    make: async () => {
      const id = await tap(await placed(false), pay);
      await step(id, 'shipped');
      await step(id, 'completed');
      return id;
    },
  },
  // every line rated: `review` is not offered again (reviews are once per line)
  'completed, rated': {
    sides: ['seller', 'buyer'],
    make: async () => {
      const id = await STATES.completed!.make();
      const [path, data] = await CALLS.review(id);
      await ok(path, data, buyer.token);
      return id;
    },
  },
  cancelled: {
    sides: ['seller', 'buyer'],
    make: async () => tap(await placed(false), (id) => ok('/res/order/cancel', { id }, buyer.token)),
  },
  'till sale': {
    sides: ['seller'],
    make: async () => {
      const p = await newProduct(server, seller.token, { quantity: 5, price: 42 });
      const draft = await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'POS-Sell', item: { product_id: p._id, quantity: 1 } },
        asSeller(),
      );
      return tap(draft.data.order_id, pay);
    },
  },
  // everything given back: the refund call answers "nothing left", so the page offers no refund
  'till sale refunded in full': {
    sides: ['seller'],
    make: async () => {
      const id = await STATES['till sale']!.make();
      await ok('/res/order/refund', { id, reason: 'Broken', idempotency_key: idemKey('r') }, seller.token);
      return id;
    },
  },
};

async function tap(id: string, then: (id: string) => Promise<void>): Promise<string> {
  await then(id);
  return id;
}

/** the first line of an order, as a review names it */
async function firstLine(id: string): Promise<{ product_id: string; variant_id?: string }> {
  const shown = await server.call<Order>('/res/order/show_one', { id }, asSeller());
  const line = shown.data.items[0]!;
  return { product_id: line.product_id, ...(line.variant_id ? { variant_id: line.variant_id } : {}) };
}

type Call = [string, Record<string, unknown>];

/** the call each action stands for */
const CALLS: Record<OrderAction, (id: string) => Call | Promise<Call>> = {
  pay: (id) => ['/res/order/claim_payment', { id }],
  confirm_payment: (id) => [
    '/res/order/received_payment',
    { id, method: 'cash', idempotency_key: idemKey('pay') },
  ],
  special_price: (id) => ['/res/order/special_price', { id, discount: { amount: 1 } }],
  ship: (id) => ['/res/order/update_status', { id, status: 'shipped' }],
  mark_ready: (id) => ['/res/order/update_status', { id, status: 'ready_for_pickup' }],
  complete: (id) => ['/res/order/update_status', { id, status: 'completed' }],
  cancel: (id) => ['/res/order/cancel', { id }],
  refund: (id) => ['/res/order/refund', { id, reason: 'Broken', idempotency_key: idemKey('r') }],
  set_tracking: (id) => [
    '/res/order/set_tracking',
    { id, courier: 'sf_express' satisfies Courier, tracking_number: 'SF1234567890' },
  ],
  buy_again: (id) => ['/res/order/buy_again', { id }],
  review: async (id) => ['/res/review/create', { order_id: id, ...(await firstLine(id)), stars: 4 }],
};

describe(`an order's actions are what its calls take (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  for (const [state, { sides, make }] of Object.entries(STATES)) {
    for (const side of sides) {
      it(`${state}, as the ${side}`, async () => {
        const token = side === 'seller' ? seller.token : buyer.token;
        const shown = await server.call<Order>('/res/order/show_one', { id: await make() }, { token });
        expect(shown.status, JSON.stringify(shown.body)).toBe(200);
        const listed = shown.data.actions;
        const taken: OrderAction[] = [];
        for (const action of ORDER_ACTIONS) {
          const [path, data] = await CALLS[action](await make());
          const res = await server.call<{ order_id?: string; added?: number }>(path, data, { token });
          if (res.status === 200) taken.push(action);
          else expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
          // the lines bought again are taken out of the buyer's cart, so the next order is one line as placed
          if (action === 'buy_again' && res.status === 200 && (res.data.added ?? 0) > 0)
            await ok('/res/order/cancel', { id: res.data.order_id }, token);
        }
        expect(listed).toEqual(taken);
      });
    }
  }
});
