// Plain JavaScript on purpose: `npm start` runs this with node alone, before anything could compile TypeScript.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Builds what `npm start` serves when it is missing or older than any source it is built from, so a fresh clone
 * or a pull always runs the current code: the web app (dist/web, by Vite) and the server (dist/server/main.mjs,
 * one file by esbuild, packages left to node_modules; docs/decisions/0249-compiled-start.md).
 */
const root = path.resolve(import.meta.dirname, '..');

/** @param {string} target */
function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * @param {string} stamp the built file whose time says when it was built
 * @param {string[]} sources what it is built from
 */
function isStale(stamp, sources) {
  const built = fs.statSync(path.join(root, stamp), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return { built, stale: built < Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) };
}

export function buildIfStale() {
  const { built, stale } = isStale('dist/web/index.html', [
    'web',
    'contract',
    'vite.config.ts',
    'package-lock.json',
  ]);
  if (!stale) return;
  console.log(
    built ? 'The web app changed since the last build: building…' : 'Building the web app (first start)…',
  );
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  // the server's first render (dist/web-ssr, docs/decisions/0254-server-first-paint.md) first: the browser's
  // build writes index.html, the stamp read above, last
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

export const SERVER_BUNDLE = path.join(root, 'dist/server/main.mjs');

/** The compiled server, built first when missing or stale; answers its path. */
export function buildServerIfStale() {
  const { stale } = isStale('dist/server/main.mjs', [
    'server',
    'contract',
    'package.json',
    'package-lock.json',
  ]);
  if (!stale) return SERVER_BUNDLE;
  const result = buildSync({
    // the server, and the process it forks to read photos with the offline AI models (decision 0250)
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      'engine-process': path.join(root, 'server/ai/engine/engine-process.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  // written beside and renamed: a second process starting at the same moment never reads half a file
  // main.mjs last: it is the stamp the staleness check reads
  const files = [...result.outputFiles].sort(
    (a, b) => Number(a.path === SERVER_BUNDLE) - Number(b.path === SERVER_BUNDLE),
  );
  for (const file of files) {
    const temp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temp, file.contents);
    fs.renameSync(temp, file.path);
  }
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildIfStale();
  buildServerIfStale();
}
