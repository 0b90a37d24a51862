import { expect, test } from '@playwright/test';
import { INITIAL_JS_BUDGET_KB, initialScripts, totalKb } from './support/page-weight';

// docs/quality.md's budget, checked on every run (sizes are deterministic; no timing involved).
test('the first load of the home feed stays within the JavaScript budget', async ({ page }) => {
  const scripts = await initialScripts(page, '/');
  await expect(page.locator('article[data-post-id]').first()).toBeVisible();
  const total = totalKb(scripts);
  test.info().annotations.push({ type: 'initial JS', description: `${total.toFixed(1)} KB gzip` });
  expect(total, scripts.map((s) => `${(s.gzip / 1024).toFixed(1)} ${s.url}`).join('\n')).toBeLessThanOrEqual(
    INITIAL_JS_BUDGET_KB,
  );
  // the feature chunks the budget keeps out of the first load
  expect(scripts.map((s) => s.url).join(' ')).not.toMatch(
    /SheetPanel|Lightbox|BarcodeScanner|PosPage|ProductForm/,
  );
});
