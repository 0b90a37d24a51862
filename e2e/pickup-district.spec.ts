import { expect, type Page, test } from '@playwright/test';
import { createProductByApi, registerByApi } from './fixtures/products-helpers';
import { storeSession } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';
import { toastSeen } from './support/toast';

/**
 * A seller's pickup district (docs/decisions/0271-market-sort-filter-and-paying.md) at 390×844: the form fills
 * the district the address names as she types, she picks another by taps, the saved card shows it, and a
 * shopper sorting the market by nearest pickup from that district sees her shop first.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

test('a seller picks her pickup district; the market’s nearest pickup puts her shop first there', async ({
  page,
  browser,
}) => {
  const seller = await registerByApi(page.request, 's');
  const product = `Castle Peak pickup tea ${Date.now().toString(36)}`;
  await createProductByApi(page.request, seller.token, { name: product, price: 38 });
  await storeSession(page, seller);

  await page.goto('/store-pickup');
  await page.getByRole('button', { name: 'Add a pickup address' }).tap();
  const form = page.getByRole('form', { name: 'New pickup address' });
  const district = form.getByRole('combobox', { name: 'District' });
  // nothing typed yet: not sure
  await expect(district).toHaveValue('');
  await form.getByLabel('Place name').fill('Stall 8');
  // the words name Yuen Long: filled in as she types, as the server would read them
  await form.getByLabel('Address').fill('G/F, 23 Castle Peak Road, Yuen Long');
  await expect(district).toHaveValue('yuen_long');
  await form.getByLabel('Address').fill('G/F, 23 Castle Peak Road');
  await expect(district).toHaveValue('');
  // her stall is in Tuen Mun, which the words do not say: she picks it
  await district.tap();
  await district.selectOption({ label: 'Tuen Mun' });
  await expect(district).toHaveValue('tuen_mun');
  // a district she chose stays as the address changes
  await form.getByLabel('Address').fill('G/F, 23 Castle Peak Road, near Yuen Long');
  await expect(district).toHaveValue('tuen_mun');
  await expect(form.getByText('Shoppers sorting the market by nearest pickup find you by it.')).toBeVisible();
  await district.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/pickup-district-form-en.png' });
  await expectNoSeriousAxeFindings(page, 'pickup address form with its district');

  const saved = await toastSeen(page, 'Pickup address saved');
  await form.getByRole('button', { name: 'Save' }).tap();
  expect(await saved()).toBe(true);
  const card = page.getByRole('list', { name: 'Store pickup addresses' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Stall 8');
  await expect(card).toContainText('Tuen Mun');
  await page.screenshot({ path: '.tmp/screens/pickup-district-card-en.png' });

  // editing opens with the district saved
  await page.reload();
  await page.getByRole('button', { name: 'Edit pickup address Stall 8' }).tap();
  await expect(
    page.getByRole('form', { name: 'Edit pickup address' }).getByRole('combobox', { name: 'District' }),
  ).toHaveValue('tuen_mun');

  // a shopper (no account) in Tuen Mun sorts the market by nearest pickup
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const shopper = await other.newPage();
  await shopper.goto('/market');
  await shopper.getByRole('button', { name: /^Sort and filter/ }).tap();
  const sheet = shopper.getByRole('dialog', { name: 'Sort and filter' });
  await sheet.getByText('Nearest pickup').tap();
  await sheet.getByRole('combobox', { name: 'Your district' }).selectOption({ label: 'Tuen Mun' });
  await sheet.getByRole('button', { name: 'Show products' }).tap();
  await expect(shopper).toHaveURL(/[?&]district=tuen_mun/);
  await expect(cards(shopper).first().getByRole('heading').first()).toHaveText(product);
  await other.close();
});
