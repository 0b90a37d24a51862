import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSuggestion } from '../../../contract/ai';
import { ean13 } from '../../products/seed-images';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../../testing/test-server';
import { uploadPhotos } from '../test-helpers';
import { renderPackage } from '../testing/render-package';
import { engineState, readPhoto, setEngineAnswerLimit, stopEngine } from './engine-client';

/**
 * The offline models run in their own process (docs/decisions/0250-ai-engine-process.md): the API process never
 * maps the ONNX runtime, an engine that dies takes no request down with it, and the next photo starts another.
 */
let server: TestServer;
let seller: TestSession;
const CODE = ean13('489555000222');

beforeAll(async () => {
  server = await startTestServer({ AI_RATE_LIMIT_PER_MINUTE: '100' });
  ({ seller } = await signUpCast(server));
}, 60_000);

afterAll(async () => {
  await server?.close();
  stopEngine();
});

function suggest(path: string) {
  return server.call<{ items: ProductSuggestion[] }>(
    '/res/product/generate_content',
    { paths: [path], locale: 'en' },
    { token: seller.token },
  );
}

it('reads a package in the engine process; the API process never loads the ONNX runtime', async () => {
  const photo = await renderPackage({ name: 'OOLONG TEA', subtitle: '150g', ean13: CODE, hue: 120 });
  const reading = await readPhoto(photo);
  expect(reading.barcodes).toEqual([CODE]);
  expect(reading.lines.map((l) => l.text).join(' ')).toMatch(/OOLONG/);
  const engine = engineState()?.pid;
  expect(engine).toBeGreaterThan(0);
  expect(engine).not.toBe(process.pid);
  // the model's native library is mapped in the engine's memory, not in this one's
  expect(await readFile(`/proc/${engine}/maps`, 'utf8')).toMatch(/onnxruntime/);
  expect(await readFile('/proc/self/maps', 'utf8')).not.toMatch(/onnxruntime/);
}, 60_000);

it('an engine that dies on a photo costs that photo its reading, not the server; the next photo starts another', async () => {
  const photo = await renderPackage({ name: 'JASMINE TEA', subtitle: '100g', ean13: CODE, hue: 200 });
  const [path] = await uploadPhotos(server, seller.token, [photo]);
  if (!engineState()) await readPhoto(photo);
  const before = engineState()!.pid;
  // killed while it reads, as a crash in the native model would end it: the photo shows nothing else to go on
  const answer = suggest(path!);
  await expect.poll(() => engineState()?.inHand, { interval: 5, timeout: 20_000 }).toBe(1);
  process.kill(before, 'SIGKILL');
  const unread = await answer;
  expect(unread.status, JSON.stringify(unread.body)).toBe(422);
  expect(unread.body).toMatchObject({ error: { code: 42290 } });
  const read = await suggest(path!);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  expect(read.data.items[0]!.barcode).toBe(CODE);
  expect(engineState()?.pid).not.toBe(before);
}, 90_000);

it('an engine that stops answering is ended at the limit, so the photos after it are read by a new one', async () => {
  const photo = await renderPackage({ name: 'GREEN TEA', subtitle: '50g', ean13: CODE, hue: 90 });
  if (!engineState()) await readPhoto(photo);
  const frozen = engineState()!.pid;
  setEngineAnswerLimit(2_000);
  try {
    // frozen as a native loop would hold it: it takes the photo and never answers
    process.kill(frozen, 'SIGSTOP');
    const started = Date.now();
    await expect(readPhoto(photo)).rejects.toThrow(/did not answer in 2 s/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // the new engine loads its models on this first photo, which takes longer than 2 s on a slow machine
    setEngineAnswerLimit(60_000);
    const reading = await readPhoto(photo);
    expect(reading.barcodes).toEqual([CODE]);
    expect(engineState()?.pid).not.toBe(frozen);
    // the frozen one was killed, not left behind
    await expect.poll(() => isRunning(frozen), { timeout: 5_000 }).toBe(false);
  } finally {
    setEngineAnswerLimit(60_000);
  }
}, 90_000);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
