import { expect, test } from '@playwright/test';
import { callAsUser, createProductByApi, newSession, registerByApi } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';

/**
 * "Notify me when it's back" on a sold-out product; the seller's delivery brings one notification
 * (docs/decisions/0241-restock-alerts.md). 390×844.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper asks to be told about a sold-out product and is told once when the seller restocks it', async ({
  page,
}) => {
  const seller = await registerByApi(page.request, 's');
  const product = await createProductByApi(page.request, seller.token, {
    name: 'South African abalone',
    price: 680,
    quantity: 0,
    photo: true,
  });
  await newSession(page, 'c');
  await page.goto(`/market-product?id=${product._id}`);
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(page.getByText("We'll tell you when it's back in stock.")).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'sold-out product with an alert');

  // the seller receives a delivery of 6
  await callAsUser(page.request, seller.token, '/res/product/adjust_stock', {
    id: product._id,
    change: 6,
    reason: 'received',
  });
  await page.goto('/notification');
  await expect(page.getByText('“South African abalone” is back in stock.')).toHaveCount(1);
  await page.getByText('“South African abalone” is back in stock.').click();
  await expect(page).toHaveURL(/\/market-product\?id=/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});
