import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// docs/decisions/0080-installable-app.md: a new deployment waits until the user taps "Reload".
// A new deployment is simulated by changing the served sw.js on disk (the server reads files from dist/web),
// then asking the registration to check for an update.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

const swFile = path.resolve(import.meta.dirname, '../dist/web/sw.js');

test('a new deployment shows "Update available — Reload", and the tap activates it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // the prompt's registration (2 s after load) must have run before the update is looked for
  await page.waitForTimeout(4500);

  const original = fs.readFileSync(swFile, 'utf8');
  try {
    fs.writeFileSync(swFile, `${original}\n// deployment ${Date.now()}\n`);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // nothing changed under the page until the tap
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(prompt).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      )
      .toBeNull();
  } finally {
    fs.writeFileSync(swFile, original);
  }
});
