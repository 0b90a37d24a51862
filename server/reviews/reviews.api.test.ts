import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications';
import type { Product } from '../../contract/products';
import type { RatingSummary, Review } from '../../contract/reviews';
import { checkoutCart } from '../orders/testing/online-orders';
import { addAddress, addToCart, idemKey, newProduct } from '../orders/testing/test-helpers';
import { imageForm, postForm } from '../posts/test-helpers';
import { expectError } from '../testing/expect-error';
import {
  signUp,
  signUpCast,
  startTestServer,
  type TestServer,
  type TestSession,
} from '../testing/test-server';

/**
 * Reviews (docs/decisions/0242-reviews.md), on SQLite and PostgreSQL: only the buyer of a completed online order
 * reviews, once per line; edits for 30 days; one reply by the shop; helpful marks and reports by others only; a
 * report hides the words from everyone but the writer and the shop until the shop restores them; the ratings on
 * the product, the market list and the shop.
 */
let server: TestServer;
let seller: TestSession;
let otherSeller: TestSession;
let buyer: TestSession;
let otherBuyer: TestSession;
let clock = Date.now();

beforeAll(async () => {
  // sessions outlive the 31 days the clock is moved
  server = await startTestServer({ SESSION_TTL_DAYS: '365' }, { now: () => clock });
  ({ seller, otherSeller, buyer, otherBuyer } = await signUpCast(server));
});
afterAll(() => server.close());

const as = (s: TestSession) => ({ token: s.token });

/** an online order of the buyer's for these products, placed, paid and (unless told) completed: its id */
async function order(products: Product[], opts: { complete?: boolean } = {}): Promise<string> {
  let cart = '';
  for (const p of products) cart = await addToCart(server, buyer.token, p._id, 1);
  const placed = await checkoutCart(server, buyer.token, cart, {
    address_id: await addAddress(server, buyer.token),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.data.orders[0]!.order_id;
  if (opts.complete === false) return id;
  const paid = await server.call(
    '/res/order/received_payment',
    { id, method: 'cash', idempotency_key: idemKey('pay') },
    as(seller),
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  for (const status of ['shipped', 'completed']) {
    const res = await server.call('/res/order/update_status', { id, status }, as(seller));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

async function reviewPhotos(token: string, count: number): Promise<string[]> {
  const res = await postForm(server, '/res/review/upload_img', await imageForm(token, count));
  const body = (await res.json()) as { data: { file_path: string[] } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.file_path;
}

function list(input: Record<string, unknown>, who?: TestSession) {
  return server.call<{ items: Review[]; next_cursor: string | null; summary: RatingSummary }>(
    '/res/review/list',
    input,
    who ? as(who) : {},
  );
}

describe(`reviews (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('only the buyer of a completed order reviews its lines, once each', async () => {
    const scallops = await newProduct(server, seller.token, { name: 'Dried scallops 元貝', price: 180 });
    const mango = await newProduct(server, seller.token, { name: 'Dried mango', price: 68 });
    const pending = await order([scallops], { complete: false });
    const review = { order_id: pending, product_id: scallops._id, stars: 5, text: 'Lovely' };
    // not yet completed
    expectError(await server.call('/res/review/create', review, as(buyer)), 403, 40332);

    const done = await order([scallops, mango]);
    const line = { ...review, order_id: done };
    // somebody else's order, the seller's own sale, a product not in the order
    expectError(await server.call('/res/review/create', line, as(otherBuyer)), 403, 40332);
    expectError(await server.call('/res/review/create', line, as(seller)), 403, 40332);
    const stranger = await newProduct(server, otherSeller.token, { name: 'Not bought' });
    expectError(
      await server.call('/res/review/create', { ...line, product_id: stranger._id }, as(buyer)),
      403,
      40332,
    );

    const photos = await reviewPhotos(buyer.token, 2);
    const ok = await server.call<{ review: Review }>(
      '/res/review/create',
      { ...line, imagePaths: photos },
      as(buyer),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.data.review).toMatchObject({
      product_id: scallops._id,
      product_name: 'Dried scallops 元貝',
      stars: 5,
      text: 'Lovely',
      imagePaths: photos,
      mine: true,
      order_id: done,
      hidden: false,
      reply: null,
    });
    expect(ok.data.review.reviewer_name).not.toBe('');
    // once per line, also when two arrive together
    const again = await Promise.all([
      server.call('/res/review/create', { ...line, stars: 1 }, as(buyer)),
      server.call('/res/review/create', { ...line, stars: 1 }, as(buyer)),
    ]);
    for (const res of again) expectError(res, 409, 40985);
    // the order's other line is its own review
    const second = await server.call(
      '/res/review/create',
      { order_id: done, product_id: mango._id, stars: 3 },
      as(buyer),
    );
    expect(second.status).toBe(200);
    const mine = await server.call<{ items: Review[] }>(
      '/res/review/list_mine',
      { order_id: done },
      as(buyer),
    );
    expect(mine.data.items.map((r) => r.stars).sort()).toEqual([3, 5]);
    // a stranger asking about the order sees none
    const theirs = await server.call<{ items: Review[] }>(
      '/res/review/list_mine',
      { order_id: done },
      as(otherBuyer),
    );
    expect(theirs.data.items).toEqual([]);

    // the seller hears of it
    const told = await server.call<{ items: Notification[] }>('/user/notification/list', {}, as(seller));
    expect(told.data.items.find((n) => n.kind === 'review_received')?.params).toMatchObject({
      product_id: mango._id,
      stars: 3,
    });

    // ratings on the product, in the market list and on the shop
    const product = await server.call<Product>('/res/product/get', { id: scallops._id });
    expect(product.data.rating).toEqual({ average: 5, count: 1 });
    const market = await server.call<Product[]>('/res/product/list', { seller_id: seller.user_id });
    expect(market.data.find((p) => p._id === mango._id)?.rating).toEqual({ average: 3, count: 1 });
    const shop = await list({ seller_id: seller.user_id });
    expect(shop.data.summary).toEqual({ average: 4, count: 2, stars: [0, 0, 1, 0, 1] });
    expect(shop.data.items).toHaveLength(2);
  });

  it('a variant line is reviewed on its product; edits for 30 days; the shop replies once', async () => {
    const tea = (
      await server.call<{ product: Product }>(
        '/res/product/create',
        {
          name: 'Shui Xian tea',
          description: 'Wuyi rock oolong',
          price: 88,
          cost: 45,
          quantity: 0,
          category: ['Tea'],
          imagePath: [],
          variants: [
            { name: '150 g', price: 88, cost: 45, quantity: 5 },
            { name: '500 g', price: 268, cost: 140, quantity: 5 },
          ],
        },
        as(seller),
      )
    ).data.product;
    const small = tea.variants[0]!;
    const cart = (
      await server.call<{ order_id: string }>(
        '/res/order/create',
        { order_type: 'Online-Sell', item: { product_id: tea._id, variant_id: small._id, quantity: 1 } },
        as(buyer),
      )
    ).data.order_id;
    const placed = await checkoutCart(server, buyer.token, cart, {
      address_id: await addAddress(server, buyer.token),
    });
    const id = placed.data.orders[0]!.order_id;
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey() },
      as(seller),
    );
    await server.call('/res/order/update_status', { id, status: 'shipped' }, as(seller));
    await server.call('/res/order/update_status', { id, status: 'completed' }, as(seller));

    // the line is the variant: without it, it is not a line of the order
    expectError(
      await server.call('/res/review/create', { order_id: id, product_id: tea._id, stars: 4 }, as(buyer)),
      403,
      40332,
    );
    const made = await server.call<{ review: Review }>(
      '/res/review/create',
      { order_id: id, product_id: tea._id, variant_id: small._id, stars: 2, text: 'Too roasted' },
      as(buyer),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.data.review).toMatchObject({ variant_id: small._id, product_name: 'Shui Xian tea · 150 g' });
    const reviewId = made.data.review._id;

    // only its writer edits it
    expectError(
      await server.call('/res/review/update', { id: reviewId, stars: 5 }, as(otherBuyer)),
      404,
      40403,
    );
    const edited = await server.call<{ review: Review }>(
      '/res/review/update',
      { id: reviewId, stars: 4, text: 'Better on the second brew' },
      as(buyer),
    );
    expect(edited.data.review).toMatchObject({ stars: 4, text: 'Better on the second brew' });
    expect(edited.data.review.edited_at).not.toBeNull();
    expect((await list({ product_id: tea._id })).data.summary).toEqual({
      average: 4,
      count: 1,
      stars: [0, 0, 0, 1, 0],
    });

    // the shop replies once; nobody else can
    expectError(
      await server.call('/res/review/reply', { id: reviewId, text: 'Thanks!' }, as(otherSeller)),
      403,
      40333,
    );
    const replied = await server.call<{ review: Review }>(
      '/res/review/reply',
      { id: reviewId, text: 'Thank you: try 90 °C water' },
      as(seller),
    );
    expect(replied.data.review.reply?.text).toBe('Thank you: try 90 °C water');
    expectError(
      await server.call('/res/review/reply', { id: reviewId, text: 'Again' }, as(seller)),
      409,
      40987,
    );
    const told = await server.call<{ items: Notification[] }>('/user/notification/list', {}, as(buyer));
    expect(told.data.items.some((n) => n.kind === 'review_replied')).toBe(true);

    // 31 days later the review stands as it is
    clock += 31 * 86_400_000;
    try {
      expectError(await server.call('/res/review/update', { id: reviewId, stars: 1 }, as(buyer)), 409, 40986);
    } finally {
      clock -= 31 * 86_400_000;
    }
  });

  it('helpful marks and reports come from others; a report hides the words until the shop restores them', async () => {
    const product = await newProduct(server, seller.token, { name: 'Fish maw 花膠' });
    const id = await order([product]);
    const made = await server.call<{ review: Review }>(
      '/res/review/create',
      {
        order_id: id,
        product_id: product._id,
        stars: 1,
        text: 'Call me on 9123 4567',
        imagePaths: await reviewPhotos(buyer.token, 1),
      },
      as(buyer),
    );
    const reviewId = made.data.review._id;
    // the writer and the shop do not judge it
    for (const who of [buyer, seller]) {
      expectError(
        await server.call('/res/review/helpful', { id: reviewId, helpful: true }, as(who)),
        403,
        40334,
      );
      expectError(
        await server.call('/res/review/report', { id: reviewId, reason: 'abuse' }, as(who)),
        403,
        40334,
      );
    }
    const third = await signUp(server, 'c');
    for (const who of [otherBuyer, third, otherBuyer]) {
      await server.call('/res/review/helpful', { id: reviewId, helpful: true }, as(who));
    }
    let seen = (await list({ product_id: product._id }, otherBuyer)).data.items[0]!;
    expect([seen.helpful, seen.voted]).toEqual([2, true]);
    await server.call('/res/review/helpful', { id: reviewId, helpful: false }, as(third));
    expect((await list({ product_id: product._id })).data.items[0]!.helpful).toBe(1);

    const reported = await server.call<{ review: Review }>(
      '/res/review/report',
      { id: reviewId, reason: 'personal' },
      as(otherBuyer),
    );
    expect(reported.data.review).toMatchObject({ hidden: true, text: '', imagePaths: [] });
    // anyone else sees the stars only; the writer and the shop see it all
    seen = (await list({ product_id: product._id })).data.items[0]!;
    expect(seen).toMatchObject({ hidden: true, stars: 1, text: '', imagePaths: [] });
    for (const who of [buyer, seller]) {
      const full = (await list({ product_id: product._id }, who)).data.items[0]!;
      expect([full.hidden, full.text]).toEqual([true, 'Call me on 9123 4567']);
    }
    // the stars keep counting, so a report cannot lift a rating
    expect((await list({ product_id: product._id })).data.summary.count).toBe(1);
    // the shop's own lists of what waits for it: reported ones, unanswered ones; nobody else's to ask for
    const waiting = async (filter: string) =>
      (await list({ seller_id: seller.user_id, filter }, seller)).data.items.map((r) => r._id);
    expect(await waiting('hidden')).toEqual([reviewId]);
    expect(await waiting('unanswered')).toContain(reviewId);
    expectError(await list({ seller_id: seller.user_id, filter: 'hidden' }, otherSeller), 403, 40333);
    expectError(await list({ seller_id: seller.user_id, filter: 'unanswered' }), 403, 40333);
    expectError(await list({ product_id: product._id, filter: 'hidden' }, seller), 403, 40333);

    // only the shop restores; after that a report no longer hides it
    expectError(await server.call('/res/review/restore', { id: reviewId }, as(otherSeller)), 403, 40333);
    const restored = await server.call<{ review: Review }>(
      '/res/review/restore',
      { id: reviewId },
      as(seller),
    );
    expect(restored.data.review.hidden).toBe(false);
    expect(await waiting('hidden')).toEqual([]);
    await server.call('/res/review/reply', { id: reviewId, text: 'Thank you, we called.' }, as(seller));
    expect(await waiting('unanswered')).not.toContain(reviewId);
    await server.call('/res/review/report', { id: reviewId, reason: 'spam' }, as(third));
    expect((await list({ product_id: product._id })).data.items[0]).toMatchObject({
      hidden: false,
      text: 'Call me on 9123 4567',
    });
  });

  it('lists page newest or most helpful first', async () => {
    const products = await Promise.all(
      [1, 2, 3].map((n) => newProduct(server, otherSeller.token, { name: `Tin ${n}` })),
    );
    const cart = await Promise.all(products.map((p) => addToCart(server, buyer.token, p._id, 1)));
    const placed = await checkoutCart(server, buyer.token, cart[2]!, {
      address_id: await addAddress(server, buyer.token),
    });
    const id = placed.data.orders[0]!.order_id;
    await server.call(
      '/res/order/received_payment',
      { id, method: 'cash', idempotency_key: idemKey() },
      as(otherSeller),
    );
    await server.call('/res/order/update_status', { id, status: 'shipped' }, as(otherSeller));
    await server.call('/res/order/update_status', { id, status: 'completed' }, as(otherSeller));
    const ids: string[] = [];
    for (const p of products) {
      clock += 1000;
      const res = await server.call<{ review: Review }>(
        '/res/review/create',
        { order_id: id, product_id: p._id, stars: 4 },
        as(buyer),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.data.review._id);
    }
    await server.call('/res/review/helpful', { id: ids[0], helpful: true }, as(otherBuyer));
    const first = await list({ seller_id: otherSeller.user_id, limit: 2 });
    expect(first.data.items.map((r) => r._id)).toEqual([ids[2], ids[1]]);
    const rest = await list({ seller_id: otherSeller.user_id, limit: 2, cursor: first.data.next_cursor });
    expect([rest.data.items.map((r) => r._id), rest.data.next_cursor]).toEqual([[ids[0]], null]);
    const helpful = await list({ seller_id: otherSeller.user_id, sort: 'helpful' });
    expect(helpful.data.items.map((r) => r._id)).toEqual([ids[0], ids[2], ids[1]]);
    // one of the two is needed
    expect((await list({})).status).toBe(400);
  });
});
