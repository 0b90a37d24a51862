import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run bench`: every benchmark in turn (they print figures; they are not tests).
 * `npm run bench -- feed checkout` runs only the named ones.
 */
const BENCHES: Record<string, string> = {
  'page-weight': 'initial JavaScript for / (budget 150 KB gzip)',
  'upload-image': '12-megapixel JPEG to stored WebP derivatives',
  'product-list': '/res/product/list with 10,000 products',
  feed: 'home feed with 100,000 posts vs plain Fastify',
  checkout: 'checkouts under contention; POS payment confirmation',
  ai: 'AI assistant: labelled package photos → suggested listing (bench/ai-photos)',
  cluster: 'feed and checkout through nginx with 1, 2 and 4 processes on PostgreSQL, Redis and S3',
};

const chosen = process.argv.slice(2).filter((a) => a in BENCHES);
const names = chosen.length ? chosen : Object.keys(BENCHES);
let failed = 0;
for (const name of names) {
  console.log(`\n━━ ${name}: ${BENCHES[name]} ━━`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
