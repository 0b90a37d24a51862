import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { chromiumLaunchOptions } from './support/chromium';

// the service worker is what this file tests in part (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

// docs/decisions/0080-installable-app.md: Chromium's own installability check, the one Lighthouse's
// "installable-manifest" audit reported. It needs a real profile: in Playwright's default (incognito-like)
// contexts Chromium answers "in-incognito" and checks nothing else.
test('Chromium finds the app installable: manifest, icons, a worker controlling the page', async () => {
  test.setTimeout(60_000);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'stallfeed-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    // and the manifest Chromium parsed is ours, with a maskable icon
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
