import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { INITIAL_JS_BUDGET_KB, initialScripts, totalKb } from '../e2e/support/page-weight';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start-server';
import { note } from './lib/harness';

/**
 * Initial JavaScript for `/` (docs/quality.md budget: 150 KB gzip): loads the page in Chromium at
 * 390×844 as a logged-out visitor and sums the gzip size of every script it fetched before the
 * network went idle. Prints figures; exits 1 when over budget.
 */
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
const started = Date.now();
const scripts = await initialScripts(page, `${server.url}/`);
const loadMs = Date.now() - started;
await browser.close();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

for (const s of scripts)
  console.log(
    `${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB  ${s.url}`,
  );
const total = totalKb(scripts);
note(
  'page-weight',
  'initial JavaScript for /',
  `${total.toFixed(1)} KB gzip in ${scripts.length} files (budget ${INITIAL_JS_BUDGET_KB} KB); loaded in ${loadMs} ms on loopback`,
);
process.exitCode = total <= INITIAL_JS_BUDGET_KB ? 0 : 1;
