import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, buildServerIfStale } from './build-if-stale.mjs';

// The server the browser tests drive: the compiled server `npm start` runs (current build), a fresh data folder
// with demo data, quiet logs. Plain JavaScript run by node, as scripts/start.mjs is: through tsx, whose loader sees
// every module the server imports, it was ready in 9.8–12.5 s, by node alone in 6.8–8.3 s.
// one folder per port, so two runs at once (e.g. a second checkout's) do not wipe each other's data
const dataDir = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
process.env.SEED_DEMO = 'on';
// the browser tests drive the demo accounts from one address, far faster than people do
process.env.WRITES_PER_MINUTE_PER_ACCOUNT ??= '100000';
process.env.WRITES_PER_MINUTE_PER_ADDRESS ??= '100000';
process.env.COMMENTS_PER_MINUTE ??= '100000';
process.env.POSTS_PER_HOUR ??= '100000';
buildIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(buildServerIfStale()).href);
