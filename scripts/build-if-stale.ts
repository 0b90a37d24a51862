import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the web app when dist/web is missing or older than any source it is built from,
 * so `npm start` on a fresh clone or after a pull always serves the current code.
 */
const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/web/index.html');
const sources = ['web', 'contract', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
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

export function buildIfStale(): void {
  const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (built >= newest) return;
  console.log(
    built ? 'The web app changed since the last build: building…' : 'Building the web app (first start)…',
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) buildIfStale();
