import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../e2e/support/chromium';

/**
 * Screenshots of app screens at 390×844 for a human look:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 [--login email] [--locale zh-HK] [--desktop] /path1 …
 * (--desktop: 1280×800 without touch, to check the centred phone-width column).
 * Files go to .tmp/screens/.
 */
const [base = 'http://localhost:3000', ...rest] = process.argv.slice(2);
let login: string | undefined;
let locale: string | undefined;
let desktop = false;
const paths: string[] = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--login') login = rest[++i];
  else if (rest[i] === '--locale') locale = rest[++i];
  else if (rest[i] === '--desktop') desktop = true;
  else paths.push(rest[i]!);
}
const outDir = path.resolve('.tmp/screens');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions(undefined, CHROMIUM_PATH));
const page = await browser.newPage(
  desktop
    ? { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
    : { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true },
);
await page.goto(`${base}/language`);
if (locale) await page.evaluate((l) => localStorage.setItem('locale', l), locale);
if (login) {
  const res = await page.request.post(`${base}/api/auth/user/login`, {
    data: { data: { email: login, passwd: 'stallfeed-demo-2026' } },
  });
  const s = ((await res.json()) as { data: Record<string, string> }).data;
  await page.evaluate((session) => {
    for (const [k, v] of Object.entries(session)) localStorage.setItem(k, v);
  }, s);
}
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const file = path.join(
    outDir,
    `${(login ? 'in-' : '') + (p.replace(/[^\w]+/g, '_') || 'root')}${locale ? `-${locale}` : ''}${desktop ? '-desktop' : ''}.png`,
  );
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
