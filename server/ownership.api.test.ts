import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../contract/index';
import type { Order, PaymentCode } from '../contract/orders';
import type { Product } from '../contract/products';
import type { Address, PickupAddress } from '../contract/users';
import { solidImage } from './media/test-images';
import { checkoutCart } from './orders/testing/online-orders';
import { addAddress, addToCart, idemKey, newProduct, showOrder } from './orders/testing/test-helpers';
import { createPost, uploadPostImages } from './posts/test-helpers';
import {
  type ApiResult,
  signUpCast,
  startTestServer,
  type TestServer,
  type TestSession,
} from './testing/test-server';

/**
 * docs/quality.md "Every endpoint, every time": every call that needs a session refuses anonymous
 * callers, every seller call refuses customers, and every call on somebody's object refuses
 * everyone else and leaves the object as it was. One place that walks the whole contract, so a
 * new call cannot slip through without its owner check (the domain suites test the owner's side).
 */

let server: TestServer;
let seller: TestSession;
let otherSeller: TestSession;
let buyer: TestSession;
let otherBuyer: TestSession;

// the owners' objects
let product: Product;
let postId: string;
let commentId: string;
let collectionId: string;
let addressId: string;
let pickupId: string;
let paymentCode: PaymentCode;
let cartId: string;
let placedId: string;
let posSaleId: string;
/** an FPS sale recorded offline, to check (docs/decisions/0276-fps-offline-to-check.md) */
let fpsSaleId: string;
/** the seller's open shift (docs/decisions/0279-shifts-and-cash-moves.md) */
let shiftId: string;
/** one of the seller's staff and custom roles (docs/decisions/0280-staff-pins-and-roles.md) */
let staffId: string;
/** her entry on the time clock (docs/decisions/0287-time-clock.md) */
let timeEntryId: string;
let roleId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ seller, otherSeller, buyer, otherBuyer } = await signUpCast(server));
  const asSeller = { token: seller.token };
  const asBuyer = { token: buyer.token };

  product = await newProduct(server, seller.token, { name: 'Dried scallops', quantity: 20 });
  postId = await createPost(server, seller.token, {
    imagePaths: await uploadPostImages(server, seller.token, 1),
    linkedProducts: [product._id],
  }).then((p) => p.id);
  commentId = (
    await server.call<{ comment: { id: string } }>(
      '/res/post/add_comment',
      { id: postId, text: 'Lovely' },
      asBuyer,
    )
  ).data.comment.id;
  collectionId = (
    await server.call<{ _id: string }>('/user/saved/create_collection', { name: 'Mine' }, asBuyer)
  ).data._id;
  addressId = await addAddress(server, buyer.token);
  pickupId = (
    await server.call<{ _id: string }>(
      '/user/info/add_store_pickup_address',
      { name: 'Stall 12', address: 'Tai Yuen Street' },
      asSeller,
    )
  ).data._id;
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(await solidImage(120, 120))], { type: 'image/png' }),
    'qr.png',
  );
  paymentCode = (
    (await (
      await fetch(`${server.url}/api/user/info/upload_code?type=fps`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${seller.token}` },
      })
    ).json()) as { data: PaymentCode }
  ).data;

  // a placed order (awaiting payment), then a fresh cart with the same product
  placedId = await addToCart(server, buyer.token, product._id, 2);
  const placed = await checkoutCart(server, buyer.token, placedId, { address_id: addressId });
  placedId = placed.data.orders[0]!.order_id;
  cartId = await addToCart(server, buyer.token, product._id, 1);
  posSaleId = (
    await server.call<{ order_id: string }>(
      '/res/order/create',
      { order_type: 'POS-Sell', item: { product_id: product._id, quantity: 1 } },
      asSeller,
    )
  ).data.order_id;
  fpsSaleId = (
    await server.call<{ order_id: string }>(
      '/res/order/offline_sale',
      {
        idempotency_key: idemKey(),
        method: paymentCode._id,
        sold_at: Date.now(),
        items: [{ product_id: product._id, quantity: 1 }],
      },
      asSeller,
    )
  ).data.order_id;
  shiftId = (await server.call<{ _id: string }>('/res/shift/open', { float: 200 }, asSeller)).data._id;
  roleId = (
    await server.call<{ id: string }>(
      '/res/staff/role_save',
      { name: 'Weekend', permissions: ['refund'] },
      asSeller,
    )
  ).data.id;
  staffId = (
    await server.call<{ _id: string }>(
      '/res/staff/create',
      { name: 'Siu Ling', pin: '3333', role: roleId },
      asSeller,
    )
  ).data._id;
  timeEntryId = (
    await server.call<{ entry: { _id: string } }>(
      '/res/staff/clock',
      { pin: '3333', staff_id: staffId },
      asSeller,
    )
  ).data.entry._id;
});
afterAll(() => server.close());

/** A multipart call with one small image, answered as { status, body } like server.call. */
async function callMultipart(
  path: string,
  token?: string,
): Promise<Pick<ApiResult<unknown>, 'status' | 'body'>> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await solidImage(16, 16))], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as ApiResult<unknown>['body'] };
}

describe(`sessions and roles on every call (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('every call that needs a session answers 40015 to an anonymous caller', async () => {
    const needSession = ALL_CALLS.filter((c) => c.auth !== 'optional');
    expect(needSession.length).toBeGreaterThan(30);
    for (const call of needSession) {
      const res = call.multipart ? await callMultipart(call.path) : await server.call(call.path, {});
      const code = res.body.success ? null : res.body.error.code;
      expect([call.path, res.status, code]).toEqual([call.path, 401, 40015]);
    }
  });

  it('every seller call answers 403 to a customer', async () => {
    const sellerCalls = ALL_CALLS.filter((c) => c.auth === 'seller');
    expect(sellerCalls.length).toBeGreaterThan(15);
    for (const call of sellerCalls) {
      const res = call.multipart
        ? await callMultipart(call.path, buyer.token)
        : await server.call(call.path, {}, { token: buyer.token });
      expect([call.path, res.status]).toEqual([call.path, 403]);
    }
  });
});

describe(`undeclared fields (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('every call refuses a field it does not declare (a seller_id, a price, a role) with 400', async () => {
    let checked = 0;
    for (const call of ALL_CALLS.filter((c) => !c.multipart)) {
      const declared = Object.keys((call.input as unknown as { shape?: object }).shape ?? {});
      for (const field of ['seller_id', 'price', 'role', 'user_id'].filter((f) => !declared.includes(f))) {
        const res = await server.call(call.path, { [field]: 'x' }, { token: seller.token });
        expect([call.path, field, res.status]).toEqual([call.path, field, 400]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });
});

describe(`somebody else's objects (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  /** Refused as forbidden or as not found (both keep the object's existence to its owner). */
  function expectRefused(res: ApiResult<unknown>, what: string) {
    expect([what, res.status === 403 || res.status === 404], JSON.stringify(res.body)).toEqual([what, true]);
    expect(res.body.success).toBe(false);
  }
  const as = (s: TestSession) => ({ token: s.token });

  it("another seller cannot change a seller's product, post, sale, order, pickup address or payment code", async () => {
    const other = as(otherSeller);
    const stockBefore = (await server.call<Product>('/res/product/get', { id: product._id })).data.quantity;
    const theirImages = await uploadPostImages(server, otherSeller.token, 1);
    // one of the seller's customers (decision 0282)
    const customerId = (
      await server.call<{ customer_id: string }>('/res/customer/update', { name: 'Mrs Wong' }, as(seller))
    ).data.customer_id;
    const attempts: [string, Record<string, unknown>][] = [
      ['/res/customer/get', { customer_id: customerId }],
      ['/res/customer/update', { customer_id: customerId, name: 'Mine now' }],
      ['/res/customer/merge', { keep_id: customerId, merge_id: posSaleId }],
      [
        '/res/product/update',
        {
          id: product._id,
          name: 'Mine now',
          description: '',
          price: 1,
          cost: 0,
          quantity: 0,
          discount: 0,
          category: ['Test'],
          imagePath: theirImages,
        },
      ],
      ['/res/product/remove', { ids: [product._id] }],
      ['/res/product/adjust_stock', { id: product._id, change: -1, reason: 'lost' }],
      ['/res/product/stock_history', { id: product._id }],
      // a till's quick keys hold only the caller's own products
      ['/res/product/set_quick_keys', { product_ids: [product._id] }],
      ['/res/post/update', { id: postId, title: 'Mine now', imagePaths: theirImages, linkedProducts: [] }],
      ['/res/post/remove', { id: postId }],
      ['/res/order/received_payment', { id: placedId, method: 'cash', idempotency_key: idemKey() }],
      ['/res/order/update_status', { id: placedId, status: 'shipped' }],
      ['/res/order/special_price', { id: placedId, discount: { amount: 1 } }],
      ['/res/order/update', { id: posSaleId, items: [{ product_id: product._id, quantity: 5 }] }],
      ['/res/order/received_payment', { id: posSaleId, method: 'cash', idempotency_key: idemKey() }],
      ['/res/order/cancel', { id: placedId }],
      ['/res/order/checked', { order_id: fpsSaleId }],
      ['/res/shift/report', { shift_id: shiftId }],
      ['/res/receipt/link', { id: placedId }],
      // a till puts only its own seller's sales on its customer display (decision 0278)
      ['/res/display/show', { sale_id: posSaleId, stage: 'ringing' }],
      // a shop's staff and roles are its own (decision 0280)
      ['/res/staff/update', { id: staffId, name: 'Mine now' }],
      ['/res/staff/remove', { id: staffId }],
      ['/res/staff/role_save', { id: roleId, name: 'Mine now', permissions: [] }],
      ['/res/till/unlock', { pin: '3333', staff_id: staffId }],
      // and so are their hours on the time clock (decision 0287)
      ['/res/staff/clock', { pin: '3333', staff_id: staffId }],
      ['/res/staff/hours_edit', { id: timeEntryId, clock_in: Date.now() - 3_600_000, clock_out: Date.now() }],
      ['/user/info/show_payment_code', { id: paymentCode._id }],
      ['/user/info/remove_payment_code', { id: paymentCode._id }],
      ['/user/info/update_store_pickup_address', { _id: pickupId, name: 'Mine now', address: 'Elsewhere' }],
      ['/user/info/remove_store_pickup_address', { _id: pickupId }],
    ];
    for (const [path, data] of attempts) expectRefused(await server.call(path, data, other), path);

    // everything is as the owner left it
    const mine = as(seller);
    expect(
      (await server.call<{ name: string }>('/res/customer/get', { customer_id: customerId }, mine)).data.name,
    ).toBe('Mrs Wong');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const hours = await server.call<{
      entries: { _id: string; clock_out: number | null; edited: boolean }[];
    }>('/res/staff/hours', { from: today, to: today }, mine);
    expect(hours.data.entries).toEqual([
      expect.objectContaining({ _id: timeEntryId, clock_out: null, edited: false }),
    ]);
    const stored = (await server.call<Product>('/res/product/get', { id: product._id })).data;
    expect(stored).toMatchObject({
      name: 'Dried scallops',
      price: product.price,
      quantity: stockBefore,
    });
    expect(
      (await server.call<{ title: string }>('/res/post/selected_post', { id: postId })).data.title,
    ).not.toBe('Mine now');
    expect((await showOrder(server, seller.token, placedId)).status).toBe('pending_payment');
    const sale = await showOrder(server, seller.token, posSaleId);
    expect([sale.status, sale.items.map((i) => i.quantity)]).toEqual(['cart', [1]]);
    expect((await showOrder(server, seller.token, fpsSaleId)).to_check).toBe(true);
    const codes = await server.call<PaymentCode[]>('/user/info/list_payment_code', {}, mine);
    expect(codes.data.map((c) => c._id)).toContain(paymentCode._id);
    const pickups = await server.call<PickupAddress[]>(
      '/user/info/list_store_pickup_addresses',
      { seller_id: seller.user_id },
      mine,
    );
    expect(pickups.data.find((p) => p._id === pickupId)?.name).toBe('Stall 12');
  });

  it("another buyer cannot read or change a buyer's orders, cart, addresses, collections or comments", async () => {
    const other = as(otherBuyer);
    const attempts: [string, Record<string, unknown>][] = [
      ['/res/order/show_one', { id: placedId }],
      ['/res/order/get_qr_code', { id: placedId }],
      ['/res/order/product_detail', { order: placedId, product: product._id }],
      ['/res/order/cancel', { id: placedId }],
      ['/res/order/update', { id: cartId, items: [{ product_id: product._id, quantity: 3 }] }],
      ['/res/order/checkout', { id: cartId, address_id: addressId, idempotency_key: idemKey() }],
      ['/res/order/show_one', { id: posSaleId }],
      ['/res/receipt/link', { id: placedId }],
      [
        '/user/info/update_address',
        { _id: addressId, name: 'Mine now', phone: '1234 5678', address: 'Elsewhere' },
      ],
      ['/user/info/remove_address', { _id: addressId }],
      ['/user/saved/save_content', { id: postId, collection: collectionId }],
      ['/res/post/remove_comment', { id: commentId }],
    ];
    for (const [path, data] of attempts) expectRefused(await server.call(path, data, other), path);

    const mine = as(buyer);
    expect((await showOrder(server, buyer.token, placedId)).status).toBe('pending_payment');
    const cart = await showOrder(server, buyer.token, cartId);
    expect([cart.status, cart.items.map((i) => i.quantity)]).toEqual(['cart', [1]]);
    const addresses = await server.call<Address[]>('/user/info/list_address', {}, mine);
    expect(addresses.data.find((a) => a._id === addressId)?.name).not.toBe('Mine now');
    const comments = await server.call<{ items: { id: string }[] }>('/res/post/comments', { id: postId });
    expect(comments.data.items.map((c) => c.id)).toContain(commentId);
    // the other buyer sees none of the owner's collections or orders in their own lists
    const theirCollections = await server.call<{ _id: string }[]>('/user/saved/list_collection', {}, other);
    expect(theirCollections.data.map((c) => c._id)).not.toContain(collectionId);
    const theirOrders = await server.call<{ items: Order[] }>('/res/order/list', {}, other);
    expect(theirOrders.data.items.map((o) => o.order_id)).not.toContain(placedId);
  });
});
