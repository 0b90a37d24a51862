/**
 * Lighthouse (the `lighthouse` package, its default mobile settings: emulated phone, simulated slow 4G and 4×
 * CPU slowdown) on `/`, `/market`, a product's page (a shared link) and `/product` of the production build served by the real server with the
 * demo data, in Debian's Chromium (headless). Prints performance, accessibility and best-practices scores,
 * LCP, CLS and TBT per page, then the same for a static reference page of each: the page's largest element alone,
 * at its place, with no script (bench/lib/reference-page.ts), and the app's LCP as a multiple of the reference's.
 * Targets (issue 28, docs/decisions/0125-hot-path-performance.md): performance ≥ 97, LCP ≤ 1.8 s, TBT ≤ 100 ms,
 * CLS 0, LCP within 1.25 × the reference's. Prints figures; it is not a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start-server';
import { note } from './lib/harness';
import { type LargestElement, referenceHtml, startReferenceProxy } from './lib/reference-page';

// LIGHTHOUSE_PAGES=/market,/ runs only those; `/market-product` alone is the newest demo product's page, as a
// seller's shared link opens it
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/market', '/market-product', '/product'];
const DEBUG_PORT = 3400 + 60 + (process.pid % 20);

buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-lighthouse-'));
const server = await startServer(
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'on',
    DATABASE_URL: '',
  }),
);
// the app and each page's static reference through one origin (bench/lib/reference-page.ts)
const proxy = await startReferenceProxy(server.url);
let chromium: ChildProcess | undefined;
try {
  chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${path.join(dataDir, 'chromium-profile')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const page of PAGES) {
    const url = page === '/market-product' ? await newestProductPage(server.url) : `${server.url}${page}`;
    const lhr = await measure(url.replace(server.url, proxy.url), page);
    const largest = lhr && largestElementOf(lhr);
    if (!lhr || !largest) continue;
    // the same largest element, alone and without script, through the same origin (issue 28's reference)
    const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    const reference = await measure(
      proxy.setPage(name, referenceHtml(largest)),
      `${page} (static reference)`,
    );
    const lcp = (r: Result) => r.audits['largest-contentful-paint']?.numericValue ?? 0;
    if (reference && lcp(reference) > 0)
      note(
        'lighthouse',
        `${page} against its reference`,
        `LCP ${(lcp(lhr) / 1000).toFixed(2)} s against ${(lcp(reference) / 1000).toFixed(2)} s for ${
          largest.image ? `its photo (${largest.image})` : `its heading ("${largest.text}")`
        } alone: ${(lcp(lhr) / lcp(reference)).toFixed(2)} × (target ≤ 1.25 ×)`,
      );
  }
} finally {
  if (chromium && chromium.exitCode === null) {
    const exited = new Promise((r) => chromium!.once('exit', r));
    chromium.kill('SIGTERM');
    await exited; // it writes its profile until it exits
  }
  await proxy.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of `url`, its figures printed under `label`; null when Lighthouse could not record it. */
async function measure(url: string, label: string): Promise<Result | null> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${label}`);
  // LIGHTHOUSE_JSON=<dir>: each page's whole report, for the metrics' observed timings and their dependencies
  if (process.env.LIGHTHOUSE_JSON) {
    fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
    const name = label.replace(/[^a-z0-9]+/gi, '_') || 'root';
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    note('lighthouse', label, `no scores: ${runtimeError.code} ${runtimeError.message}`);
    return null;
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => a.id)
    .slice(0, 8);
  note(
    'lighthouse',
    label,
    `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ` +
      `LCP ${((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s, ` +
      `CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, ` +
      `TBT ${(audits['total-blocking-time']?.numericValue ?? 0).toFixed(0)} ms, ` +
      `FCP ${((audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s` +
      (failing.length ? `; audits below 0.9: ${failing.join(', ')}` : ''),
  );
  // an accessibility finding names its elements, so it can be fixed without rerunning under a debugger
  for (const ref of categories.accessibility?.auditRefs ?? []) {
    const audit = audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const items = (
      audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined
    )?.items;
    const where = (items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.node?.selector ?? '?');
    console.log(`  accessibility ${label}: ${ref.id}: ${where.join(' | ')}`);
  }
  return result.lhr;
}

interface LcpNode {
  snippet?: string;
  nodeLabel?: string;
  boundingRect?: { top: number; left: number; width: number; height: number };
}

/** The page's largest element as Lighthouse found it: a photo (the file the page fetched for it) or a text. */
function largestElementOf(lhr: Result): LargestElement | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: LcpNode }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node?.boundingRect) return null;
  const { top, left, width, height } = node.boundingRect;
  const rect = { top, left, width, height };
  const folder = /\/img\/[0-9a-f]+\//.exec(node.snippet ?? '')?.[0];
  if (!node.snippet?.startsWith('<img') || !folder) return { text: node.nodeLabel ?? '', rect };
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
    ?.items;
  const image = (requests ?? []).map((r) => new URL(r.url).pathname).find((p) => p.startsWith(folder));
  return image ? { image, rect } : null;
}

/** the page a shared link of the newest demo product opens */
async function newestProductPage(base: string): Promise<string> {
  const res = await fetch(`${base}/api/res/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { limit: 1, sort: -1 } }),
  });
  const [product] = ((await res.json()) as { data: { _id: string }[] }).data;
  if (!product) throw new Error('no demo product');
  return `${base}/market-product?id=${product._id}`;
}
