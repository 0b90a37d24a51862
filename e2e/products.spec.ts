import { expect, type Page, test } from '@playwright/test';
import { createProductByApi, makePhotos, newSellerSession } from './fixtures/products-helpers';
import { expectNoSeriousAxeFindings } from './support/axe';
import { toastSeen } from './support/toast';

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

test('a seller adds a product from photos, sees it as list and tiles, edits the price and deletes it', async ({
  page,
}) => {
  const photos = await makePhotos();
  await newSellerSession(page);

  await page.goto('/product');
  await expect(page.getByText('Add your first product to start selling!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/create-product');
  await expectNoSeriousAxeFindings(page, 'the empty catalogue');

  // header menu → photo library → pick two photos from disk
  await page.getByRole('button', { name: 'Add product from photos' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Photo library' }).click();
  await (await chooser).setFiles(photos);
  await expect(toasts(page)).toContainText('2 images uploaded successfully!');
  await expect(page).toHaveURL(/\/AddProduct\?paths=/);
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
  const strip = page.getByRole('list', { name: 'Photos' });
  await expect(strip.getByRole('img')).toHaveCount(2);
  // the stored renditions are served
  const src = await strip.getByRole('img').first().getAttribute('src');
  expect((await page.request.get(src!)).headers()['content-type']).toBe('image/webp');

  // Save stays disabled until name, description, price, cost and quantity are filled
  const save = page.getByRole('button', { name: 'Save' });
  await page.getByLabel('Name').fill('Lemon ginger candy');
  await page.getByLabel('Description').fill('Hard candy with real lemon and ginger, 150 g tin.');
  await page.getByLabel('Price').fill('12.5');
  await page.getByLabel('Cost').fill('4');
  await expect(save).toBeDisabled();
  await page.getByLabel('Quantity in stock').fill('30');
  await page.getByLabel('Discount').fill('10');
  await expect(page.getByText('Customers pay HK$11.25')).toBeVisible();
  // no clothing size on a new product: candy has none (docs/decisions/0272-seller-onboarding.md)
  await expect(page.getByRole('radio', { name: 'M' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('New category').fill('Sweets');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toasts(page)).toContainText('Category added');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Remove Sweets' })).toBeVisible();
  await expect(save).toBeEnabled();
  const added = await toastSeen(page, 'Product added successfully!');
  await save.click();
  expect(await added()).toBe(true);

  // back on /product: shown at once (from newProduct), then the query is cleared
  await expect(page).toHaveURL(/\/product$/);
  const list = page.getByRole('list', { name: 'Products' });
  const card = list.getByRole('link', { name: /Lemon ginger candy/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hard candy with real lemon'); // list view shows the description
  await expect(card).toContainText('$11.25');
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText('30 in stock');
  await expect(page.getByRole('button', { name: 'Sweets' })).toBeVisible(); // category chip

  // tiling view: name, no description; the choice survives a reload
  await page.getByRole('button', { name: 'Show as tiles' }).click();
  await expect(card).not.toContainText('Hard candy with real lemon');
  await expect(card).toContainText('Lemon ginger candy');
  expect(await page.evaluate(() => localStorage.getItem('productLayoutType'))).toBe('tiling');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show as list' })).toBeVisible();
  await expect(card).not.toContainText('Hard candy with real lemon');
  await page.getByRole('button', { name: 'Show as list' }).click();
  await expect(card).toContainText('Hard candy with real lemon');

  // edit the price
  await card.click();
  await expect(page).toHaveURL(/\/edit-product\?id=/);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Lemon ginger candy');
  await expect(page.getByRole('radio', { name: 'M' })).toHaveCount(0);
  await page.getByLabel('Price').fill('15');
  const updated = await toastSeen(page, 'Product updated successfully!');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await updated()).toBe(true);
  await expect(page).toHaveURL(/\/product$/);
  await expect(card).toContainText('$13.50');
  await expect(card).toContainText('$15.00');

  // discard asks first, then goes back without changes
  await card.click();
  await page.getByLabel('Name').fill('Something else');
  await page.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Something else');
  await page.getByRole('button', { name: 'Discard' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/product(\?|$)/);
  await expect(card).toBeVisible();

  // delete
  await card.click();
  const deleted = await toastSeen(page, 'Product deleted');
  await page.getByRole('button', { name: 'Delete product' }).click();
  expect(await deleted()).toBe(true);
  await expect(page).toHaveURL(/\/product$/, { timeout: 5000 });
  await expect(page.getByText('Add your first product to start selling!')).toBeVisible();
});

test('the category sheet warns about empty, prohibited and duplicate categories', async ({ page }) => {
  await newSellerSession(page);
  await page.goto('/AddProduct');
  await page.getByRole('button', { name: 'Add category' }).click();
  const sheet = page.getByRole('dialog', { name: 'Categories' });
  const add = sheet.getByRole('button', { name: 'Add', exact: true });
  const field = sheet.getByLabel('New category');

  await add.click();
  await expect(toasts(page).locator('[data-tone="warning"]')).toHaveText('Please enter a category name');

  await field.fill('Replica bags');
  await add.click();
  await expect(toasts(page).locator('[data-tone="danger"]')).toHaveText(
    'This category contains a prohibited word',
  );

  await field.fill('  Dried   fruit ');
  await field.press('Enter');
  await expect(toasts(page).locator('[data-tone="success"]')).toHaveText('Category added');
  await expect(sheet.getByRole('button', { name: 'Remove Dried fruit' })).toBeVisible();
  await expect(field).toHaveValue('');

  await field.fill('dried fruit');
  await add.click();
  await expect(toasts(page).locator('[data-tone="warning"]').last()).toHaveText(
    'This category has already been added',
  );
  await expect(sheet.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  await sheet.getByRole('button', { name: 'Remove Dried fruit' }).click();
  await expect(sheet.getByText('Nothing chosen yet')).toBeVisible();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toHaveCount(0);

  // the form itself: every control named, no serious axe findings
  await expectNoSeriousAxeFindings(page, 'the product form');
});

test('a product added elsewhere shows in the own catalogue at once, with no update banner', async ({
  page,
}) => {
  // a seller's own catalogue shows facts (stock, prices): newer data replaces the cached list at once instead of
  // waiting under the update banner, which stays for content such as the market (docs/decisions/0225-live-facts.md)
  const session = await newSellerSession(page);
  await createProductByApi(page.request, session.token, { name: 'Oolong tea tin', price: 88 });

  await page.goto('/product');
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('link')).toHaveCount(1);

  // leave in-app (to the add screen), change the catalogue from "another session", come back
  await page.getByRole('button', { name: 'Add product from photos' }).click();
  await page.getByRole('button', { name: 'Add without photos' }).click();
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
  await createProductByApi(page.request, session.token, { name: 'Pu-erh tea cake', price: 168 });
  await page.getByRole('button', { name: 'Back' }).click(); // nothing typed: no discard question
  await expect(page).toHaveURL(/\/product$/);

  await expect(list.getByRole('link', { name: /Pu-erh tea cake/ })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'New updates available' })).toHaveCount(0);
});

test('search, category chips and the sort toggle reload the list', async ({ page }) => {
  const session = await newSellerSession(page);
  await createProductByApi(page.request, session.token, {
    name: 'First soap',
    price: 20,
    category: ['Soap'],
  });
  await createProductByApi(page.request, session.token, {
    name: 'Second candle',
    price: 30,
    category: ['Candles'],
  });
  await createProductByApi(page.request, session.token, {
    name: 'Third soap',
    price: 25,
    category: ['Soap'],
  });

  await page.goto('/product');
  const list = page.getByRole('list', { name: 'Products' });
  const names = () => list.getByRole('heading').allTextContents();
  await expect.poll(names).toEqual(['Third soap', 'Second candle', 'First soap']);

  await page.getByRole('button', { name: /Sorted newest first/ }).click();
  await expect.poll(names).toEqual(['First soap', 'Second candle', 'Third soap']);

  await page.getByRole('button', { name: 'Soap', exact: true }).click();
  await expect.poll(names).toEqual(['First soap', 'Third soap']);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect.poll(names).toHaveLength(3);

  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByLabel('Search products').fill('candle');
  await expect.poll(names).toEqual(['Second candle']);
  await page.getByLabel('Search products').fill('nothing like this');
  await expect(page.getByText('No matching products')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(names).toHaveLength(3);
});
