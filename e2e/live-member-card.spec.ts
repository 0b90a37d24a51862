import { expect, test } from '@playwright/test';
import { memberByApi, paidSaleForByApi, startPointsByApi } from './fixtures/loyalty-helpers';
import { callAsUser, createProductByApi, newSession, registerByApi } from './fixtures/products-helpers';

/**
 * Her member card is live (docs/decisions/0283-loyalty.md, "Live"), 390×844: open on her phone while the shop's till
 * sells to her by her member QR, it shows the points the sale earned without a reload, and what a refund takes back.
 */
test.use({ viewport: { width: 390, height: 844 } });

// 2 s is the product's bound; CI runs the suite two at a time on 2 cores (see e2e/live-orders.spec.ts)
const LIVE_MS = process.env.CI ? 5000 : 2000;

test('her member card follows a till sale to her and its refund, without a reload', async ({ page }) => {
  const seller = await registerByApi(page.request, 's');
  await startPointsByApi(page.request, seller, 10);
  const buns = await createProductByApi(page.request, seller.token, { name: 'Pineapple buns', price: 50 });
  const shopper = await newSession(page, 'c');
  const customerId = await memberByApi(page.request, seller, shopper, 'Chan Siu Fan', '+852 6000 0000');

  // the card open, and the live stream up before the sale
  const streaming = page.waitForResponse((r) => r.url().includes('/api/user/notification/stream?'));
  await page.goto(`/member-card?seller=${seller.user_id}`);
  await streaming;
  const points = page.getByTestId('member-points');
  await expect(points).toHaveText('Your points here: 0 (worth $0.00 off)');

  // two buns at the stall, $100.00: 10 % back is 1,000 points
  const sold = Date.now();
  const saleId = await paidSaleForByApi(page.request, seller, customerId, {
    product_id: buns._id,
    quantity: 2,
  });
  await expect(points).toHaveText('Your points here: 1,000 (worth $10.00 off)', { timeout: LIVE_MS });
  console.log(`member card after the sale: ${Date.now() - sold} ms`);

  // one bun back: the points it earned are taken back
  await callAsUser(page.request, seller.token, '/res/order/refund', {
    id: saleId,
    reason: 'Dropped',
    lines: [{ product_id: buns._id, quantity: 1, restock: true }],
    idempotency_key: `e2e-live-card-${saleId}`,
  });
  await expect(points).toHaveText('Your points here: 500 (worth $5.00 off)', { timeout: LIVE_MS });
});
