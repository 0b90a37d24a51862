import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// Issue 26, search as a Hong Kong shopper types it (docs/decisions/0237-search-matching.md), on the demo
// catalogue at 390×844: Simplified Chinese finds Traditional names, a slip still finds the word, and a search
// that finds nothing offers the nearest real words.

async function search(page: Page, text: string) {
  await page.goto('/market');
  await page.getByRole('link', { name: 'Search products' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/market\?search=/);
}

const productNames = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('listitem').getByRole('heading');

test('Simplified finds Traditional, a slip finds the word, and "did you mean" leads to results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });

  // typed in Simplified: the scallops named in Traditional, both of them
  await search(page, '元贝');
  // (other specs may add scallops of their own to the shared server: the demo's two must be among them)
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('heading', { name: 'Hokkaido dried scallops 北海道元貝' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Loose dried scallops 散裝元貝' })).toBeVisible();
  for (const name of await productNames(page).allTextContents()) expect(name).toMatch(/元貝|元贝/);

  // the suggestions on /searchSuggestion match the same way while typing
  await page.goto('/searchSuggestion');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('铁观音');
  await expect(page.getByRole('button', { name: 'Tieguanyin oolong 鐵觀音' })).toBeVisible();

  // one letter left out still finds the scallops
  await search(page, 'scalops');
  await expect(productNames(page).first()).toContainText('scallops');

  // two letters off finds nothing, and offers the word the catalogue uses
  await search(page, 'tiegunyan');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  const hint = page.getByTestId('did-you-mean');
  await expect(hint).toContainText('Did you mean');
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  await page.screenshot({ path: 'test-results/search-did-you-mean.png' });
  await hint.getByRole('link', { name: 'tieguanyin' }).click();
  await expect(page).toHaveURL(/search=tieguanyin/);
  await expect(productNames(page).first()).toContainText('Tieguanyin');
});
