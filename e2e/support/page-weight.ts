import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

/** docs/quality.md: initial JavaScript for `/` at most 150 KB gzip. */
export const INITIAL_JS_BUDGET_KB = 150;

export interface ScriptWeight {
  url: string;
  raw: number;
  gzip: number;
}

/**
 * Loaded on purpose after the first load, once the browser is idle (docs/decisions/0080-installable-app.md):
 * the service worker's registration, its update prompt, the host of "confirm it's you" (decision 0222) and the live stream's host (decision 0225). Whether they start before the network goes idle
 * depends only on how busy the machine is, so they are not counted.
 */
const AFTER_FIRST_LOAD = /\/(UpdatePrompt|ReauthHost|LiveFacts|virtual_pwa-register|workbox-window)[.-]/;

/**
 * Opens `url` and returns every script fetched until the network is idle (but those of AFTER_FIRST_LOAD), with its gzip size at
 * level 9 (what a gzip-only client would download). Used by the browser suite and by the bench.
 */
export async function initialScripts(page: Page, url: string): Promise<ScriptWeight[]> {
  const pending: Promise<ScriptWeight>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || AFTER_FIRST_LOAD.test(res.url())) return;
    pending.push(
      res.body().then((body) => ({
        url: new URL(res.url()).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
}

export function totalKb(scripts: ScriptWeight[]): number {
  return scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
}
