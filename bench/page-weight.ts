import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { buildIfStale } from '../scripts/build-if-stale';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start-server';

/**
 * Initial JavaScript for `/` (QUALITY.md budget: 150 KB gzip): loads the page in Chromium at
 * 390×844 as a logged-out visitor and sums the gzip size of every script it fetched before the
 * network went idle. Prints figures; exits 1 when over budget.
 */
const BUDGET_KB = 150;
buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-weight-'));
const server = await startServer(
  loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'on',
    DATABASE_URL: '',
  }),
);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const scripts: { url: string; raw: number; gzip: number }[] = [];
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'script') return;
  const body = await res.body();
  scripts.push({
    url: new URL(res.url()).pathname,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
  });
});
const started = Date.now();
await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
const loadMs = Date.now() - started;
await browser.close();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

scripts.sort((a, b) => b.gzip - a.gzip);
for (const s of scripts)
  console.log(
    `${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB  ${s.url}`,
  );
const totalKb = scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
console.log(
  `initial JS for /: ${totalKb.toFixed(1)} KB gzip in ${scripts.length} files (budget ${BUDGET_KB} KB); loaded in ${loadMs} ms on loopback`,
);
process.exitCode = totalKb <= BUDGET_KB ? 0 : 1;
