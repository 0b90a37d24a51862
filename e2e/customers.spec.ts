import { expect, test } from '@playwright/test';
import { callAsUser, createProductByApi, neutralName, registerByApi } from './fixtures/products-helpers';
import { storeSession } from './support/app';

// docs/decisions/0282-customers.md: the shopper's member QR, attached at the till; the shop's customer list.

type Customer = { customer_id: string; name: string; user_id: string | null; visits: number; spent: number };

test('the shopper shows her member QR and the till attaches her to the sale by it', async ({ page }) => {
  test.slow();
  const seller = await registerByApi(page.request, 's');
  const shopper = await registerByApi(page.request, 'c');
  await createProductByApi(page.request, seller.token, { name: 'Dried scallops', price: 120 });

  // her app: the shop's page → Member card
  await storeSession(page, shopper);
  await page.goto(`/shop?id=${seller.user_id}`);
  await page.getByRole('link', { name: 'Member card' }).click();
  await expect(page).toHaveURL(/\/member-card\?seller=/);
  await expect(page.getByTestId('member-qr').getByRole('img')).toBeVisible();
  const { qr } = await callAsUser<{ qr: string }>(page.request, shopper.token, '/res/customer/member_card', {
    seller_id: seller.user_id,
  });

  // the stall: ring up, then a 2D scanner types her QR into the customer field
  await storeSession(page, seller);
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Dried scallops' }).click();
  await page
    .getByRole('region', { name: 'Current sale' })
    .getByRole('button', { name: /Review sale/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Current sale' });
  await sheet.getByRole('button', { name: 'Add customer' }).click();
  const field = sheet.getByRole('searchbox', { name: 'Phone, name or member QR' });
  await expect(field).toBeFocused();
  await field.pressSequentially(qr, { delay: 5 });
  await field.press('Enter');
  await expect(sheet.getByTestId('till-customer')).toHaveText(`For ${neutralName(shopper)}`);
  await sheet.getByRole('button', { name: 'Charge $120.00' }).click();
  await page.getByRole('link', { name: /Cash/ }).click();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/finish-pay\?id=/);

  const list = await callAsUser<{ items: Customer[] }>(page.request, seller.token, '/res/customer/list', {});
  expect(list.items.find((c) => c.user_id === shopper.user_id)).toMatchObject({ visits: 1, spent: 120 });
  // the next sale starts as a walk-in
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Add Dried scallops' }).click();
  await page
    .getByRole('region', { name: 'Current sale' })
    .getByRole('button', { name: /Review sale/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Current sale' }).getByRole('button', { name: 'Add customer' }),
  ).toBeVisible();
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the customer list finds a regular by phone, opens her and exports the list', async ({ page }) => {
    const seller = await registerByApi(page.request, 's');
    await callAsUser(page.request, seller.token, '/res/customer/update', {
      name: 'Mrs Wong 黃太',
      phone: '+852 9123 4567',
      tags: ['regular'],
    });
    await callAsUser(page.request, seller.token, '/res/customer/update', {
      name: 'Mr Chan',
      phone: '6234 5678',
    });
    await storeSession(page, seller);
    await page.goto('/customers');
    await expect(page.getByTestId('customer-card')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Find a customer' }).fill('9123');
    await expect(page.getByTestId('customer-card')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^customers-.*\.csv$/);
    await page.getByTestId('customer-card').click();
    await expect(page).toHaveURL(/\/customer\?id=/);
    await expect(page.getByRole('heading', { name: 'Mrs Wong 黃太' })).toBeVisible();
    await page.getByLabel('Notes').fill('Big scallops on Saturdays');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
  });
});
