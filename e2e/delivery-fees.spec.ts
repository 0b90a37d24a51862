import { expect, test } from '@playwright/test';
import { createProductByApi, newSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { toastSeen } from './support/toast';

/**
 * Delivery fees (docs/decisions/0248-delivery-fees.md), 390×844: a new seller charges by area from the account
 * sheet; a shopper sees at checkout that the shop does not deliver to her island address, then the fee to her
 * Kowloon address and how much more makes it free, and the placed order carries it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a seller sets fees by area; the shopper sees them before placing the order, and the order keeps them', async ({
  page,
  browser,
}) => {
  const seller = await newSession(page, 's');
  const scallops = await createProductByApi(page.request, seller.token, {
    name: 'Dried scallops 元貝',
    price: 120,
    quantity: 5,
    photo: true,
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Delivery fees' }).click();
  await expect(page).toHaveURL(/\/delivery-fees$/);
  await page.getByRole('button', { name: 'By area' }).click();
  // a by-area price list needs at least one area
  await page.getByRole('button', { name: 'Save delivery fees' }).click();
  await expect(page.getByRole('alert')).toContainText('at least one area');
  await page.getByRole('textbox', { name: 'Hong Kong Island' }).fill('20');
  await page.getByRole('textbox', { name: 'Kowloon' }).fill('25');
  await page.getByRole('textbox', { name: 'New Territories' }).fill('40');
  await page.getByRole('textbox', { name: 'Free delivery for orders from' }).fill('200');
  await page.getByRole('button', { name: 'Save delivery fees' }).click();
  await expect(page.getByText('Delivery fees saved')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'delivery fees');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Kowloon' })).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: 'Outlying islands' })).toHaveValue('');

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await newSession(shopper, 'c');
  await shopper.goto(`/market-product?id=${scallops._id}`);
  // added before she leaves the page (the call would be cut short by the next page)
  const added = await toastSeen(shopper, 'Shopping cart added successfully');
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  expect(await added()).toBe(true);
  await shopper.goto('/checkout');

  // an address on Lantau: the area is read from it, and this shop does not go there
  const form = shopper.getByRole('form', { name: 'New address' });
  await form.getByRole('textbox', { name: 'Recipient' }).fill('Wong Siu Ming');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+852 6123 4567');
  await form.getByRole('textbox', { name: 'Address' }).fill('Block 2, Tung Chung Crescent, Lantau');
  await expect(form.getByRole('combobox', { name: 'Area' })).toHaveValue('outlying_islands');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(shopper.getByTestId('delivery-problem')).toContainText("doesn't deliver to Outlying islands");
  await expect(shopper.getByRole('button', { name: 'Place order' })).toBeDisabled();

  // a Kowloon address: the fee, how much more is free, and the totals with it
  await shopper.getByRole('button', { name: 'Add a new address' }).click();
  const second = shopper.getByRole('form', { name: 'New address' });
  await second.getByRole('textbox', { name: 'Recipient' }).fill('Wong Siu Ming');
  await second.getByRole('textbox', { name: 'Phone' }).fill('+852 6123 4567');
  await second.getByRole('textbox', { name: 'Address' }).fill('Flat 5, 88 Nathan Road, Mong Kok');
  await expect(second.getByRole('combobox', { name: 'Area' })).toHaveValue('kowloon');
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(shopper.getByTestId('delivery-fee')).toHaveText('$25.00');
  await expect(shopper.getByText('Add $80.00 more for free delivery')).toBeVisible();
  await expect(shopper.getByText('$145.00').first()).toBeVisible();
  await expectNoSeriousAxeFindings(shopper, 'checkout with delivery fees');
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await shopper.getByRole('list', { name: 'Your new orders' }).getByRole('link').click();
  await expect(shopper.getByTestId('order-delivery-fee')).toHaveText('$25.00');
  await expect(shopper.getByText('Delivery to Kowloon')).toBeVisible();
  await shopperContext.close();
});
