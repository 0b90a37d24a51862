import { expect, type Page } from '@playwright/test';

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Walks out of the screen on show as a person would (docs/decisions/0224-screens-tell-the-truth.md): taps Back
 * while the screen has one; a top-level screen without Back is left by the bottom navigation's Home. Returns the
 * screens passed, in order, ending at / — or where the walk got stuck (no way out, or a Back that did nothing).
 * A screen that sends the person on by itself (the till's payment step without a sale) counts as one passed.
 */
export async function walkBack(page: Page, maxSteps = 10): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const at = here(page);
    if (seen.at(-1) !== at) seen.push(at);
    if (new URL(page.url()).pathname === '/') return seen;
    // the screen's own Back, in its header (a closed sheet may hold another one, off screen)
    const back = page.locator('header').getByRole('button', { name: 'Back', exact: true }).first();
    // a full-screen viewer (the product's photos) is left by its Close
    const close = page.getByRole('button', { name: 'Close', exact: true }).first();
    const home = page.locator('nav [data-nav="home"]');
    const way = (await back.isVisible())
      ? back
      : (await close.isVisible())
        ? close
        : (await home.isVisible())
          ? home
          : null;
    if (!way) {
      // give a screen that is still arriving (its module loading on a busy machine) time before calling it a
      // dead end: the CI of 2026-11-30 saw /orderDetail take over a second to draw its header
      const arrived = await expect
        .poll(
          async () =>
            here(page) !== at ||
            (await back.isVisible()) ||
            (await close.isVisible()) ||
            (await home.isVisible()),
          { timeout: 10_000 },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (arrived) continue;
      return [...seen, '(no way out)'];
    }
    const tapped = await way.elementHandle({ timeout: 1000 }).catch(() => null);
    try {
      await way.click({ timeout: 5000 });
    } catch {
      continue; // the screen moved on by itself meanwhile: look again
    }
    // a tap that lands while the screen is still settling on a busy machine can be lost; a person taps again
    const moved = await expect
      .poll(() => here(page), { timeout: 8000 })
      .not.toBe(at)
      .then(
        () => true,
        () => false,
      );
    if (!moved) {
      await way.click({ timeout: 5000 }).catch(() => undefined);
      await expect.poll(() => here(page), { message: `Back from ${at} did nothing, twice` }).not.toBe(at);
    }
    // the address changes before the next screen is drawn (its module may still be loading, and the screen left
    // stays until then): the next way out is looked for once the one tapped has gone, or the old screen's Back
    // would be tapped for the new one. Home stays, with the navigation, and the walk ends at / anyway.
    if (way !== home) await tapped?.waitForElementState('hidden', { timeout: 5000 }).catch(() => undefined);
    await tapped?.dispose();
  }
  return seen;
}

/** The walk reached / and showed no screen twice on the way. */
export function expectOnceEachUntilHome(seen: string[]): void {
  expect(seen.at(-1), seen.join(' → ')).toBe('/');
  expect(new Set(seen).size, seen.join(' → ')).toBe(seen.length);
}
