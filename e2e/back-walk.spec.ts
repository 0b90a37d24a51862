import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Order } from '../contract/orders';
import type { Product } from '../contract/products';
import { callAsUser } from './fixtures/products-helpers';
import { DEMO, DEMO_PASSWORD, loginByApi } from './support/app';
import { walkBack } from './support/back-walk';
import { LINK_ONLY, LOGGED_OUT_ONLY, registeredRoutes, SHOPPER_ONLY } from './support/route-lists';

// Issue 25 item 5, docs/decisions/0224-screens-tell-the-truth.md: from every screen of the app, walking Back (and
// Home on a top-level screen without Back) reaches / and shows no screen twice on the way.

const inList = (list: Iterable<string>, p: string) =>
  [...list].some((x) => x.toLowerCase() === p.toLowerCase());
const routes = registeredRoutes().filter((r) => !(r.path in LINK_ONLY));
const sellerRoutes = routes.filter((r) => !inList(LOGGED_OUT_ONLY, r.path) && !inList(SHOPPER_ONLY, r.path));
const shopperRoutes = routes.filter((r) => inList(SHOPPER_ONLY, r.path));
const loggedOutRoutes = routes.filter((r) => inList(LOGGED_OUT_ONLY, r.path));

/**
 * Real ids of the demo seller's things for the screens that show one thing, so each shows it rather than its
 * "not found" state.
 */
async function screenUrls(request: APIRequestContext) {
  const login = await request.post('/api/auth/user/login', {
    data: { data: { email: DEMO.seller, passwd: DEMO_PASSWORD } },
  });
  const { token, user_id: sellerId } = ((await login.json()) as { data: { token: string; user_id: string } })
    .data;
  const [products, posts, orders, sales] = await Promise.all([
    callAsUser<Product[]>(request, token, '/res/product/list', { mine: true, limit: 1 }),
    callAsUser<{ items: { id: string }[] }>(request, token, '/res/post/my_content', { limit: 1 }),
    callAsUser<{ items: Order[] }>(request, token, '/res/order/list', { role: 'seller', limit: 1 }),
    callAsUser<{ items: { order_id: string }[] }>(request, token, '/res/order/sales', { limit: 1 }),
  ]);
  const q = (id: string | undefined) => `?id=${encodeURIComponent(id ?? '')}`;
  const product = products[0]?._id;
  const post = posts.items[0]?.id;
  const order = orders.items[0];
  return new Map<string, string>([
    ['/edit-product', q(product)],
    ['/stock', q(product)],
    ['/market-product', q(product)],
    ['/market-img', q(product)],
    ['/post', q(post)],
    ['/edit-post', q(post)],
    ['/comments', q(post)],
    ['/shop', q(sellerId)],
    ['/orderDetail', q(order?.order_id)],
    ['/MySaleDetail', q(sales.items[0]?.order_id)],
    [
      '/productDetail',
      `?product_id=${encodeURIComponent(order?.items[0]?.product_id ?? '')}&item=${encodeURIComponent(
        JSON.stringify({ order_id: order?.order_id, order_type: order?.order_type }),
      )}`,
    ],
  ]);
}

async function walkFromEach(page: Page, paths: string[], query: Map<string, string> = new Map()) {
  const loops: string[] = [];
  for (const path of paths) {
    await page.goto(`${path}${query.get(path) ?? ''}`);
    // the laptop's side navigation is in the page but hidden on a phone: the first thing she can see
    await expect(
      page.locator('h1:visible, header:visible, nav:visible, button:visible').first(),
    ).toBeVisible();
    const seen = await walkBack(page);
    if (seen.at(-1) !== '/' || new Set(seen).size !== seen.length) loops.push(seen.join(' → '));
  }
  expect(loops, 'walks that did not reach / once each').toEqual([]);
}

// two halves, so the two workers share the seller's screens
const half = Math.ceil(sellerRoutes.length / 2);
for (const [i, part] of [sellerRoutes.slice(0, half), sellerRoutes.slice(half)].entries()) {
  test(`a seller walks Back from every screen to / (part ${i + 1} of 2)`, async ({ page }) => {
    test.slow();
    const urls = await screenUrls(page.request);
    await loginByApi(page, DEMO.seller);
    await walkFromEach(
      page,
      part.map((r) => r.path),
      urls,
    );
  });
}

test('a shopper, and a visitor signing in, walk Back from their screens to /', async ({ page }) => {
  test.slow();
  const urls = await screenUrls(page.request);
  await walkFromEach(
    page,
    loggedOutRoutes.map((r) => r.path),
  );
  await loginByApi(page, DEMO.customer);
  await walkFromEach(
    page,
    shopperRoutes.map((r) => r.path),
    urls,
  );
});
