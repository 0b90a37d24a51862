import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** docs/quality.md: initial JavaScript for `/` at most 120 KB gzip (117 since React Router's declarative mode, decision 0004). */
export const INITIAL_JS_BUDGET_KB = 120;

export interface ScriptWeight {
  url: string;
  raw: number;
  gzip: number;
}

/**
 * Loaded on purpose after the first load, once the browser is idle (docs/decisions/0080-installable-app.md):
 * the service worker's registration, its update prompt, the host of "confirm it's you" (decision 0222) and the
 * live stream's host (decision 0225), the queue of likes made offline (1.5 s after `load`, decision 0269). Whether they start before the network goes idle depends only on how busy
 * the machine is, so they are not counted, and neither are the chunks that only they import (the live stream's
 * host imports five small chunks of its own, which one run on a busy machine counted).
 */
const AFTER_FIRST_LOAD =
  /\/(UpdatePrompt|ReauthHost|LiveFacts|like-queue|virtual_pwa-register|workbox-window)[.-]/;

interface LoadedScript extends ScriptWeight {
  /** the chunks it imports statically (`import … from "./x.js"`, `import "./x.js"`), as paths */
  imports: string[];
}

/** The static imports of a built chunk, as absolute paths (dynamic `import("./x.js")` calls are not followed). */
function staticImports(url: string, body: string): string[] {
  const found = body.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((m) => new URL(m[1] ?? '', `http://x${url}`).pathname);
}

function closureOf(roots: Iterable<string>, byUrl: Map<string, LoadedScript>): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let url = todo.pop(); url !== undefined; url = todo.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    todo.push(...(byUrl.get(url)?.imports ?? []));
  }
  return seen;
}

/**
 * Opens `url` and returns every script fetched until the network is idle, with its gzip size at level 9 (what a
 * gzip-only client would download), less those of AFTER_FIRST_LOAD and the chunks only they import. A chunk the
 * first screen imports too (the framework, say) is counted. Used by the browser suite and by the bench.
 */
export async function initialScripts(page: Page, url: string): Promise<ScriptWeight[]> {
  const pending: Promise<LoadedScript>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then((body) => {
        const path = new URL(res.url()).pathname;
        return {
          url: path,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          imports: staticImports(path, body.toString('utf8')),
        };
      }),
    );
  };
  page.on('response', onResponse);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // what loads later (the chunks loaded on purpose after the first load) is not read: the test may end first
  page.off('response', onResponse);
  // the page's own script and preloads are first-load scripts whatever else imports them
  const named = [...((await response?.text()) ?? '').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const loaded = await Promise.all(pending);
  const byUrl = new Map(loaded.map((s) => [s.url, s]));
  const later = closureOf(
    loaded.filter((s) => AFTER_FIRST_LOAD.test(s.url)).map((s) => s.url),
    byUrl,
  );
  const first = closureOf([...named, ...loaded.filter((s) => !later.has(s.url)).map((s) => s.url)], byUrl);
  return loaded
    .filter((s) => first.has(s.url))
    .map(({ url: u, raw, gzip }) => ({ url: u, raw, gzip }))
    .sort((a, b) => b.gzip - a.gzip);
}

export function totalKb(scripts: ScriptWeight[]): number {
  return scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
}
