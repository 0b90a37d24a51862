import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../e2e/support/chromium';
import { INITIAL_JS_BUDGET_KB, initialScripts, totalKb } from '../e2e/support/page-weight';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start-server';
import { note } from './lib/harness';

/**
 * Initial JavaScript for `/` (docs/quality.md budget: 120 KB gzip): loads the page in Chromium at
 * 390×844 as a logged-out visitor and sums the gzip size of every script it fetched before the
 * network went idle. Prints figures; exits 1 when over budget.
 *
 * `PAGE_WEIGHT_BY_PACKAGE=1` also prints what those files are made of, by package (the app's own code as `app`)
 * and by module: the app is built again with source maps into a temporary folder (the chunks keep their names,
 * their hashes do not depend on the maps) and each file's gzip size is shared among its sources
 * (docs/decisions/0004-first-page-weight.md, issue 58).
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
const browser = await chromium.launch(chromiumLaunchOptions(undefined, CHROMIUM_PATH));
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
if (process.env.PAGE_WEIGHT_BY_PACKAGE === '1') printBySource(scripts.map((s) => path.basename(s.url)));
process.exitCode = total <= INITIAL_JS_BUDGET_KB ? 0 : 1;

/**
 * Shares each file's gzip size among the sources its source map names: each source's minified text is gzipped
 * on its own, and those sizes are scaled to the file's (an estimate: gzip finds repeats across sources too).
 */
function printBySource(files: string[]): void {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-weight-maps-'));
  const root = path.resolve(import.meta.dirname, '..');
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
    const byPackage = new Map<string, number>();
    const byModule = new Map<string, number>();
    const add = (into: Map<string, number>, key: string, n: number) =>
      into.set(key, (into.get(key) ?? 0) + n);
    for (const file of files) {
      const built = path.join(outDir, 'assets', file);
      if (!fs.existsSync(built)) {
        console.log(
          `  (${file} is not in the build with source maps: built differently from the served one)`,
        );
        continue;
      }
      const code = fs.readFileSync(built, 'utf8');
      // the bundler's own runtime (rolldown-runtime) comes without a map
      if (!fs.existsSync(`${built}.map`)) {
        add(byPackage, '(bundler runtime)', gzip(code));
        continue;
      }
      const lines = code.split('\n');
      const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${built}.map`, 'utf8')));
      const segments: { line: number; column: number; source: string }[] = [];
      map.eachMapping((m) =>
        segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(glue)' }),
      );
      segments.sort((a, b) => a.line - b.line || a.column - b.column);
      const text = new Map<string, string>();
      segments.forEach((seg, i) => {
        const next = segments[i + 1];
        const line = lines[seg.line - 1] ?? '';
        const end = next && next.line === seg.line ? next.column : line.length;
        text.set(seg.source, (text.get(seg.source) ?? '') + line.slice(seg.column, end));
      });
      const sizes = [...text].map(([source, t]) => [source, gzip(t)] as const);
      const scale = gzip(code) / sizes.reduce((n, [, g]) => n + g, 0);
      for (const [source, g] of sizes) {
        const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'app';
        add(byPackage, pkg, g * scale);
        const rel =
          source === '(glue)'
            ? source
            : source.includes('node_modules/')
              ? source.slice(source.lastIndexOf('node_modules/') + 'node_modules/'.length)
              : path.relative(root, path.resolve(path.dirname(built), source));
        add(byModule, `${rel}  (${file.replace(/-[\w-]{8}\.js$/, '')})`, g * scale);
      }
    }
    const list = (title: string, into: Map<string, number>, top: number) => {
      console.log(`\n${title}`);
      for (const [key, n] of [...into].sort((a, b) => b[1] - a[1]).slice(0, top))
        console.log(`${(n / 1024).toFixed(1).padStart(7)} KB gzip  ${key}`);
    };
    list('by package (estimate):', byPackage, 30);
    list('by module, largest 30 (estimate):', byModule, 30);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
