import { expect, type Page } from '@playwright/test';

/**
 * Opens the shared till as a person would (docs/decisions/0280-staff-pins-and-roles.md): once the shop has staff,
 * /pos shows a PIN pad; this taps the PIN's digits on it. A shop without staff shows no pad: nothing to do.
 * Call it right after the till was opened (the pad appears once the shop's staff list has answered).
 */
export async function unlockTill(page: Page, pin = '1111') {
  const pad = page.getByRole('region', { name: /Enter your PIN/ });
  // the till draws before the shop's staff list answers: wait for that answer (and a frame to draw it) before
  // deciding there is no pad
  await page
    .waitForFunction(
      () =>
        document.getElementById('pin-title') !== null ||
        performance.getEntriesByType('resource').some((e) => e.name.includes('/api/res/staff/list')),
      null,
      { timeout: 15_000 },
    )
    // a long visit can fill the browser's resource timing buffer: by then the answer has long come
    .catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (!(await pad.isVisible())) return;
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(pad).toBeHidden();
  await expect(page.getByTestId('till-holder')).toBeVisible();
}
