import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/private-services';
import { startTestS3, type TestS3 } from '../testing/s3-server';
import { signUp, startTestServer, type TestServer, type TestSession } from '../testing/test-server';
import { solidImage } from './test-images';

// An image bucket that cannot be reached (docs/decisions/0223-dependency-faults.md): an upload answers 503 with
// Retry-After and nothing is recorded; /readyz says the storage is down; when the bucket is back, so is the upload.
let s3: TestS3 | undefined;
let port = 0;
let server: TestServer;
let seller: TestSession;

beforeAll(async () => {
  port = await freePort();
  s3 = await startTestS3({ port });
  server = await startTestServer(s3.env);
  seller = await signUp(server, 's');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function upload(color: string) {
  const form = new FormData();
  form.append('token', seller.token);
  const png = await solidImage(32, 32, 'png', color);
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stock.png');
  const started = Date.now();
  const res = await fetch(`${server.url}/api/res/product/upload_img`, { method: 'POST', body: form });
  const body = (await res.json()) as { data?: { file_path: string[] }; error?: { code: number } };
  return { status: res.status, body, ms: Date.now() - started, retryAfter: res.headers.get('retry-after') };
}

const readiness = async () => {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { storage: string; database: string } };
};

describe('image storage outage', () => {
  it('answers 503 with Retry-After at once while the bucket is unreachable, readiness says so, and uploads work again when it is back', {
    timeout: 60_000,
  }, async () => {
    expect((await upload('#aa3300')).status).toBe(200);
    expect((await readiness()).status).toBe(200);

    await s3!.close();
    s3 = undefined;
    const refused = await upload('#0033aa');
    expect(refused.status).toBe(503);
    expect(refused.body.error?.code).toBe(50301);
    expect(refused.retryAfter).toBe('3');
    expect(refused.ms).toBeLessThan(10_000);
    const down = await readiness();
    expect(down.status).toBe(503);
    expect(down.body.storage).toBe('down');
    expect(down.body.database).toBe('ok');

    s3 = await startTestS3({ port });
    await expect.poll(async () => (await readiness()).status, { timeout: 10_000 }).toBe(200);
    const again = await upload('#0033aa');
    expect(again.status).toBe(200);
    // the same picture as the refused one: stored whole now (its canonical rendition is written last)
    expect(again.body.data?.file_path).toHaveLength(1);
  });
});
