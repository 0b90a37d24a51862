import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * docs/quality.md: axe finds no serious (or critical) violations on what the page shows now — once what is fading or
 * sliding in has arrived. axe reads colours as they are at that instant, so text of a sheet still fading in read as
 * too faint (three specs flaked on "color-contrast" this way, each passing on its retry).
 */
export async function expectNoSeriousAxeFindings(page: Page, what: string): Promise<void> {
  // (a spinner's endless animation is not waited for, nor anything for more than 2 s)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // every rule runs and every violation is reported with all its nodes; `resultTypes` only spares axe building
  // selectors for each node that passed (10–30 % of a scan here, docs/quality.md, "Test run time")
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
