import { expect, type Page, test } from '@playwright/test';
import { DEMO, loginByApi } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// docs/quality.md: axe finds no serious violations. The shell (shell.spec) and the point of sale
// (pos.spec) check theirs; this covers the feed, the market and order screens, the catalogue and
// the seller's post screens, with the overlays they open, on the demo data.

async function visit(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await expectNoSeriousAxeFindings(page, path);
}

test('a shopper: feed with its overlays, comments, market, product, search, cart, orders', async ({
  page,
}) => {
  // eleven axe scans, the last on the pay screen with every payment code: more than the default 45 s on a
  // busy machine
  test.slow();
  await loginByApi(page, DEMO.customer);
  const card = page.locator('article[data-post-id]').first();
  await visit(page, '/', () => expect(card).toBeVisible());

  await card.getByRole('button', { name: /^Open photo 1 of/ }).click();
  await expect(page.getByTestId('lightbox-counter')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/ lightbox');
  await page.keyboard.press('Escape');

  const save = card.getByRole('button', { name: /^(Save|Unsave)$/ });
  if ((await save.getAttribute('aria-pressed')) === 'true') {
    await save.click(); // the demo may have saved it: unsave, so Save opens the picker
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  }
  await save.click();
  await expect(page.getByRole('button', { name: 'New collection' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/ collection picker');
  await page.keyboard.press('Escape');

  const postId = await card.getAttribute('data-post-id');
  await visit(page, `/comments?id=${postId}&comments=true`, () =>
    expect(page.getByRole('textbox').first()).toBeVisible(),
  );

  const product = page.locator('main a[href*="/market-product"]').first();
  await visit(page, '/market', () => expect(product).toBeVisible());
  const productHref = await product.getAttribute('href');
  await visit(page, '/searchSuggestion', () => expect(page.getByRole('searchbox')).toBeVisible());
  await visit(page, productHref ?? '/market', () =>
    expect(
      page.getByRole('button', { name: /Add to cart|Already in cart|In the cart/i }).first(),
    ).toBeVisible(),
  );
  await visit(page, '/shoping', () => expect(page.locator('main')).not.toContainText('Loading'));
  const order = page.locator('main a[href*="/orderDetail"]').first();
  await visit(page, '/order', () => expect(order).toBeVisible());
  await visit(page, (await order.getAttribute('href')) ?? '/order', () =>
    expect(page.getByRole('heading').first()).toBeVisible(),
  );
});

// a seller's screens and a seller's sheets are two tests: eight axe scans in one outlast 45 s on a busy machine
test('a seller: catalogue, product form, posts, my content, new collection', async ({ page }) => {
  // five page loads with an axe scan each (3 to 5 s a scan here)
  test.slow();
  await loginByApi(page, DEMO.seller);
  const product = page.locator('main [data-product-id]').first();
  await visit(page, '/product', () => expect(product).toBeVisible());
  await visit(page, '/AddProduct', () => expect(page.getByLabel(/Name/).first()).toBeVisible());
  await visit(page, '/post', () => expect(page.locator('article[data-post-id]').first()).toBeVisible());
  await visit(page, '/myContent', () => expect(page.getByRole('list', { name: 'My content' })).toBeVisible());
  await visit(page, '/createCollection', () => expect(page.getByRole('textbox').first()).toBeVisible());
});

test('a seller: the add-post sheet and the logout sheet', async ({ page }) => {
  await loginByApi(page, DEMO.seller);
  await page.goto('/');
  await page.getByRole('button', { name: 'Add post' }).click();
  const sheet = page.getByTestId('add-post-sheet');
  await expect(sheet.getByRole('list', { name: 'Your products' }).getByRole('button').first()).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'add-post sheet, step 1');
  await sheet.getByRole('list', { name: 'Your products' }).getByRole('button').first().click();
  await sheet.getByRole('button', { name: /^Next/ }).click();
  await expect(sheet.getByRole('heading', { name: 'New post' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'add-post sheet, step 2');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'logout sheet');
});
