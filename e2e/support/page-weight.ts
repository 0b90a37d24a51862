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
 * Opens `url` and returns every script fetched until the network is idle, with its gzip size at
 * level 9 (what a gzip-only client would download). Used by the browser suite and by the bench.
 */
export async function initialScripts(page: Page, url: string): Promise<ScriptWeight[]> {
  const pending: Promise<ScriptWeight>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
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
