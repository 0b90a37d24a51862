/**
 * AI assistant benchmark (docs/decisions/0074-ai-bench.md): every photo of the labelled set in bench/ai-photos/
 * through `/res/product/generate_content` of a real server with the demo data, as the demo seller Mei, offline
 * provider. Reports the share of photos whose suggested name contains the printed name (English, Chinese), the
 * barcode hit rate, the look-alike hit rate, and median / p95 time per call. Prints figures; it is not a test.
 * Run: `npm run bench -- ai`.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ProductSuggestion } from '../contract/ai';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { startTestServer } from '../server/testing/test-server';
import type { PhotoLabel } from './ai-photos/generate';

const DIR = path.join(import.meta.dirname, 'ai-photos');
const labels = JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as PhotoLabel[];

/** Case, spaces and punctuation do not count: "DRIED MANGO" is found in "Dried Mango 芒果乾". */
const norm = (s: string) => s.toLowerCase().replace(/[\s\p{P}]/gu, '');

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function share(hits: number, total: number): string {
  return `${hits}/${total} = ${total ? ((hits / total) * 100).toFixed(0) : '–'} %`;
}

async function main() {
  const server = await startTestServer({ SEED_DEMO: 'on', AI_RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    const login = await server.call<{ token: string }>('/auth/user/login', {
      email: 'mei@stallfeed.demo',
      passwd: DEMO_PASSWORD,
    });
    const token = login.data.token;
    // uploads first (not timed: the phone does this before the AI button is tapped)
    const form = new FormData();
    form.append('token', token);
    const paths: string[] = [];
    for (let i = 0; i < labels.length; i += 10) {
      const batch = new FormData();
      batch.append('token', token);
      for (const l of labels.slice(i, i + 10)) {
        batch.append(
          'files',
          new Blob([readFileSync(path.join(DIR, l.file))], { type: 'image/jpeg' }),
          l.file,
        );
      }
      const res = await fetch(`${server.url}/api/res/product/upload_img`, { method: 'POST', body: batch });
      paths.push(...((await res.json()) as { data: { file_path: string[] } }).data.file_path);
    }
    // warm-up call (loads the OCR model once, as the server does in the background after it starts)
    await server.call('/res/product/generate_content', { paths: [paths[0]] }, { token });

    const times: number[] = [];
    const tally = { en: [0, 0], zh: [0, 0], barcode: [0, 0], lookAlike: [0, 0] };
    const misses: string[] = [];
    for (const [i, label] of labels.entries()) {
      const started = performance.now();
      const res = await server.call<{ items: ProductSuggestion[] }>(
        '/res/product/generate_content',
        { paths: [paths[i]], locale: 'en' },
        { token },
      );
      times.push(performance.now() - started);
      const item = res.body.success ? res.data.items[0] : undefined;
      const name = norm(item?.name ?? '');
      const check = (key: keyof typeof tally, ok: boolean, what: string) => {
        tally[key][1]! += 1;
        if (ok) tally[key][0]! += 1;
        else
          misses.push(
            `${label.file}: ${what} → ${item ? JSON.stringify(item.name) : JSON.stringify(res.body)}`,
          );
      };
      if (label.nameEn) check('en', name.includes(norm(label.nameEn)), `expected ${label.nameEn}`);
      if (label.nameZh) check('zh', name.includes(norm(label.nameZh)), `expected ${label.nameZh}`);
      if (label.barcode)
        check(
          'barcode',
          item?.barcode === label.barcode,
          `expected barcode ${label.barcode} (got ${item?.barcode})`,
        );
      if (label.lookAlikeOf)
        check('lookAlike', item?.name === label.lookAlikeOf, `expected look-alike ${label.lookAlikeOf}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${labels.length} photos, ${availableParallelism()} cores, offline provider, database ${server.dbKind}`,
    );
    console.log(`printed name found (English)  ${share(tally.en[0]!, tally.en[1]!)}   target ≥ 90 %`);
    console.log(`printed name found (Chinese)  ${share(tally.zh[0]!, tally.zh[1]!)}   target ≥ 80 %`);
    console.log(
      `barcode read                  ${share(tally.barcode[0]!, tally.barcode[1]!)}   target: every readable code`,
    );
    console.log(`look-alike of a seeded product ${share(tally.lookAlike[0]!, tally.lookAlike[1]!)}`);
    console.log(
      `time per call                 median ${percentile(sorted, 50).toFixed(0)} ms   p95 ${percentile(sorted, 95).toFixed(0)} ms   max ${sorted.at(-1)!.toFixed(0)} ms   target median ≤ 3000 ms`,
    );
    if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
  } finally {
    await server.close();
  }
}

await main();
