/**
 * Upload image pipeline benchmark: a 12-megapixel phone-like JPEG (4000×3000, noisy so it compresses like a
 * photo) through processImage — hash, decode, auto-orient, three WebP renditions, fsynced writes to disk.
 * Prints figures; it is not a test. Run: `npx tsx bench/upload-image.ts [runs]`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contentHash, processImage, renderDerivatives } from '../server/media/process-image';
import { DiskImageStore } from '../server/media/storage';
import { noisyJpeg } from '../server/media/test-images';
import { note } from './lib/harness';

const RUNS = Number(process.argv[2]) || 15;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  return `median ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, min ${fmt(sorted[0]!)} ms`;
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'stallfeed-bench-upload-'));
  try {
    const jpeg = await noisyJpeg(4000, 3000);
    note(
      'upload-image',
      'input',
      `4000x3000 JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB; ${RUNS} runs; ` +
        `${availableParallelism()} cores, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ` +
        `libvips threads ${sharp.concurrency()}`,
    );

    // warm-up (loads codecs), not counted
    await processImage(jpeg, new DiskImageStore(path.join(root, 'warmup')));

    const total: number[] = [];
    const totalCpu: number[] = [];
    const hash: number[] = [];
    const render: number[] = [];
    let sizes = '';
    for (let run = 0; run < RUNS; run += 1) {
      // a fresh store each run, or the second run would be answered from the content hash without work
      const store = new DiskImageStore(path.join(root, `run-${run}`));
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const result = await processImage(jpeg, store);
      total.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuBefore);
      totalCpu.push((cpu.user + cpu.system) / 1000);
      if (result.deduplicated) throw new Error('unexpected deduplication');

      const h = performance.now();
      contentHash(jpeg);
      hash.push(performance.now() - h);
      const r = performance.now();
      const derivatives = await renderDerivatives(jpeg);
      render.push(performance.now() - r);
      sizes = derivatives
        .map((d) => `${d.width}: ${d.pixelWidth}x${d.pixelHeight} ${(d.data.length / 1024).toFixed(0)} KB`)
        .join(', ');
    }

    // the same bytes again: answered from the hash
    const store = new DiskImageStore(path.join(root, 'run-0'));
    const dedup: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await processImage(jpeg, store);
      dedup.push(performance.now() - started);
    }

    // throughput with 4 uploads at once, 3 batches (the pipeline's semaphore bounds the sharp work)
    const parallel = 4;
    const cpuBefore = process.cpuUsage(); // every thread of this process: libvips' and libuv's too
    const batchStarted = performance.now();
    for (let batch = 0; batch < 3; batch += 1)
      await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          processImage(jpeg, new DiskImageStore(path.join(root, `par-${batch}-${i}`))),
        ),
      );
    const batchMs = (performance.now() - batchStarted) / 3;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerImage = (cpu.user + cpu.system) / 1000 / (3 * parallel);

    const B = 'upload-image';
    note(B, 'renditions', sizes);
    note(B, '12 MP JPEG → 3 WebP stored (total)', summary(total));
    note(B, '  CPU of this process per image (all threads)', summary(totalCpu));
    note(B, '  of which: decode + 3 WebP', summary(render));
    note(B, '  of which: SHA-256 of input', summary(hash));
    note(B, 'same image again (deduplicated)', summary(dedup));
    note(
      B,
      `${parallel} uploads at once (3 rounds)`,
      `${batchMs.toFixed(0)} ms per round, ${((parallel / batchMs) * 1000).toFixed(1)} images/s; ` +
        `CPU ${cpuPerImage.toFixed(0)} ms per image (all threads), so at most ` +
        `${((availableParallelism() * 1000) / cpuPerImage).toFixed(1)} images/s on ${availableParallelism()} idle cores`,
    );
    note(B, 'peak RSS', `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
