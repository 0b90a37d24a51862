import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { callAsUser, createProductByApi, registerByApi } from './fixtures/products-helpers';
import { freshEmail } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';
import { toastSeen } from './support/toast';

// Checkout without a password (issue 57 item 4, docs/decisions/0284-guest-checkout.md), at a phone's size.
// The e2e server has no SMTP_URL: mails land as .eml files in its DATA_DIR/outbox (scripts/e2e-server.mjs).
const outbox = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}/outbox`);
const shots = path.resolve(import.meta.dirname, '../.tmp/screens');

/** the guest-order links mailed to `to`, oldest first (quoted-printable undone) */
function guestLinks(to: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  const links: string[] = [];
  for (const file of fs.readdirSync(outbox).sort()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/guest-order\?token=[\w-]+/.exec(text)?.[0];
    if (link) links.push(link);
  }
  return links;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a signed-out shopper checks out as a guest, pays by FPS, and the mailed link opens that order only', async ({
  page,
  browser,
}) => {
  // two browsers, two checkouts and three accessibility scans on a shared machine
  test.setTimeout(180_000);
  const seller = await registerByApi(page.request, 's');
  await callAsUser(page.request, seller.token, '/user/info/set_fps', { kind: 'fps_id', value: '1234567' });
  const product = await createProductByApi(page.request, seller.token, { name: 'Egg tarts', price: 42 });
  const other = await createProductByApi(page.request, seller.token, { name: 'Wife cakes', price: 18 });
  const email = freshEmail('guest');

  // signed out: add to cart, then "Check out as guest" beside "Log in to check out"
  await page.goto(`/market-product?id=${encodeURIComponent(product._id)}`);
  // added before she leaves the page: a tap on the server-drawn page is done once the app has taken it over
  const added = await toastSeen(page, 'Shopping cart added successfully');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect(await added()).toBe(true);
  await page.goto('/shoping');
  await expect(page.getByRole('button', { name: 'Log in to check out' })).toBeVisible();
  await page.getByRole('button', { name: 'Check out as guest' }).click();
  await expect(page).toHaveURL(/\/guest-order$/);

  const form = page.getByRole('form', { name: 'Guest checkout' });
  // nothing filled: the form says what is missing and places nothing
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name' }).fill('Chan Tai Man');
  await form.getByRole('textbox', { name: 'Address' }).fill('Flat 8B, 2 Shek Kip Mei Street, Sham Shui Po');
  await form.getByLabel('District').selectOption('sham_shui_po');
  await expectNoSeriousAxeFindings(page, 'guest checkout form');
  await fs.promises.mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'guest-checkout-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Place order' }).click();

  // the order page: the order, the FPS code with the amount, "I have paid"
  await expect(page).toHaveURL(/\/guest-order\?id=/);
  const orderId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('guest-order')).toBeVisible();
  await expect(page.getByText('Egg tarts')).toBeVisible();
  await expect(page.getByTestId('order-fps-qr').getByTestId('fps-qr')).toBeVisible();
  await expect(page.getByRole('button', { name: 'I have paid' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'guest order page');
  await page.screenshot({ path: path.join(shots, 'guest-order.png'), fullPage: true });

  // the seller sees it like any other order, with the name from the form
  const incoming = await callAsUser<{ items: { order_id: string; buyer_name: string | null }[] }>(
    page.request,
    seller.token,
    '/res/order/list',
    { role: 'seller' },
  );
  expect(incoming.items.find((o) => o.order_id === orderId)?.buyer_name).toBe('Chan Tai Man');

  // a second order of the same email, placed later
  const second = await page.request.post('/api/res/order/guest_checkout', {
    data: {
      data: {
        email,
        name: 'Chan Tai Man',
        address: { address: 'Flat 8B, 2 Shek Kip Mei Street' },
        items: [{ product_id: other._id, quantity: 1 }],
        idempotency_key: `e2e-guest-${Date.now()}`,
      },
    },
  });
  const secondId = ((await second.json()) as { data: { orders: { order_id: string }[] } }).data.orders[0]!
    .order_id;

  // the first mailed link, in a fresh browser: it opens that order
  await expect.poll(() => guestLinks(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const link = new URL(guestLinks(email)[0]!);
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other390 = await fresh.newPage();
  await other390.goto(`${link.pathname}${link.search}`);
  await expect(other390).toHaveURL(new RegExp(`/guest-order\\?id=${orderId}$`));
  await expect(other390.getByTestId('guest-order')).toHaveAttribute('data-order-id', orderId);
  await expect(other390.getByTestId('order-fps-qr')).toBeVisible();
  await other390.getByRole('textbox', { name: 'Payment reference (optional)' }).fill('FPS 0042');
  await other390.getByRole('button', { name: 'I have paid' }).click();
  await expect(other390.getByRole('status').filter({ hasText: 'You said you have paid' })).toBeVisible();
  await other390.screenshot({ path: path.join(shots, 'guest-order-claimed.png'), fullPage: true });

  // another order by its id in the address: refused
  await other390.goto(`/guest-order?id=${encodeURIComponent(secondId)}`);
  await expect(other390.getByText('This order opens from its link')).toBeVisible();
  await expect(other390.getByText('Wife cakes')).toHaveCount(0);
  // and the link works once
  await other390.goto(`${link.pathname}${link.search}`);
  await expect(other390.getByText('This link does not open an order')).toBeVisible();
  await fresh.close();
});
