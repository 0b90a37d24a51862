import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/errors';
import { FilePath, imageUrl } from '../../contract/media';
import { AppError } from '../http/app-error';
import { registerErrorHandlers } from '../http/error-handler';
import { UploadTooLargeError } from './errors';
import { MemoryImageStore } from './memory-store';
import { mediaPlugin } from './plugin';
import { receiveImages } from './receive-images';
import { DiskImageStore } from './storage';
import { noisyJpeg, solidImage } from './test-images';

const MB = 1024 * 1024;
const MAX_FILE_BYTES = 5 * MB;
const MAX_FILES = 3;

let app: FastifyInstance;
let base: string;
let dataDir: string;
let store: DiskImageStore;
const guardedStore = new MemoryImageStore();
/** bytes the server had read from the socket when the upload was refused */
let socketBytesAtError = -1;

/** A bare server: the media plugin plus upload routes that answer in the wire format of docs/wire-rules.md. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stallfeed-media-api-'));
  store = new DiskImageStore(path.join(dataDir, 'images'));
  // forceCloseConnections: the refused 50 MB upload's connection lingers up to 2 s (see close-after-answer.ts); don't wait
  app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(mediaPlugin, { store, limits: { maxFiles: MAX_FILES, maxFileBytes: MAX_FILE_BYTES } });

  // the application's own error mapping: MediaErrors are AppErrors, so no extra wiring is needed
  registerErrorHandlers(app);
  app.addHook('onError', async (request, _reply, err) => {
    if (err instanceof UploadTooLargeError) socketBytesAtError = request.raw.socket.bytesRead;
  });

  app.post('/upload', async (request) => {
    const { paths, token } = await receiveImages(request, store, {
      maxFiles: MAX_FILES,
      maxFileBytes: MAX_FILE_BYTES,
    });
    return { success: true, data: { file_path: paths, token: token ?? null } };
  });
  app.post('/guarded-upload', async (request) => {
    const { paths } = await receiveImages(request, guardedStore, {
      maxFiles: MAX_FILES,
      maxFileBytes: MAX_FILE_BYTES,
      authorize: (token) => {
        if (token !== 'good-token') throw new AppError('sessionInvalid');
      },
    });
    return { success: true, data: { file_path: paths } };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function form(files: Array<{ data: Buffer; name: string; type: string; field?: string }>, token?: string) {
  const body = new FormData();
  if (token !== undefined) body.append('token', token);
  for (const f of files)
    body.append(f.field ?? 'files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return body;
}

async function upload(body: FormData, route = '/upload') {
  const res = await fetch(`${base}${route}`, { method: 'POST', body });
  return {
    status: res.status,
    json: (await res.json()) as { success: boolean; data?: unknown; error?: { code: number } },
  };
}

/** GET with the path sent byte for byte (fetch would normalise `..` away before it left the client). */
function rawGet(
  rawPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('receiveImages over HTTP', () => {
  let paths: string[] = [];

  it('stores two images sent as repeated files fields and returns their paths and the token', async () => {
    const { status, json } = await upload(
      form(
        [
          { data: await noisyJpeg(1600, 1200), name: 'IMG_0001.JPG', type: 'image/jpeg' },
          { data: await solidImage(300, 300, 'png'), name: 'logo.png', type: 'image/png' },
        ],
        'session-token-123',
      ),
    );
    expect(status).toBe(200);
    const data = json.data as { file_path: string[]; token: string };
    expect(data.token).toBe('session-token-123');
    expect(data.file_path).toHaveLength(2);
    for (const p of data.file_path) expect(FilePath.safeParse(p).success).toBe(true);
    paths = data.file_path;
  });

  it('serves stored renditions with immutable caching, nosniff and an ETag', async () => {
    const res = await fetch(`${base}${imageUrl(paths[0]!)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const image = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(image.length);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 960]);

    const small = await fetch(`${base}${imageUrl(paths[0]!, 300)}`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);

    const again = await fetch(`${base}${imageUrl(paths[0]!)}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers the same path for the same image uploaded again', async () => {
    const jpeg = await noisyJpeg(640, 480);
    const first = await upload(form([{ data: jpeg, name: 'a.jpg', type: 'image/jpeg' }]));
    const second = await upload(form([{ data: jpeg, name: 'b.jpg', type: 'image/jpeg', field: 'file' }]));
    expect(second.json.data).toEqual(first.json.data);
  });

  it('refuses text named .jpg with 400 and stores nothing', async () => {
    const before = (await readdir(store.rootDir)).length;
    const text = Buffer.from('GIF89a? no, just text pretending to be a picture\n'.repeat(20));
    const { status, json } = await upload(form([{ data: text, name: 'photo.jpg', type: 'image/jpeg' }]));
    expect(status).toBe(400);
    expect(json).toEqual({
      success: false,
      error: { message: expect.any(String), code: ERRORS.badUpload.code },
    });
    expect((await readdir(store.rootDir)).length).toBe(before);
  });

  it('refuses more files than allowed with 413', async () => {
    const png = await solidImage(10, 10, 'png');
    const files = Array.from({ length: MAX_FILES + 1 }, (_, i) => ({
      data: png,
      name: `${i}.png`,
      type: 'image/png',
    }));
    const { status, json } = await upload(form(files));
    expect(status).toBe(413);
    expect(json.error?.code).toBe(ERRORS.payloadTooLarge.code);
  });

  it('refuses a form without files with 400', async () => {
    const { status, json } = await upload(form([], 'tok'));
    expect(status).toBe(400);
    expect(json.error?.code).toBe(ERRORS.validation.code);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });

  it('asks authorize before decoding anything, with the token field sent first', async () => {
    const png = await solidImage(20, 20, 'png');
    const refused = await upload(
      form([{ data: png, name: 'a.png', type: 'image/png' }], 'bad'),
      '/guarded-upload',
    );
    expect(refused.status).toBe(401);
    expect(guardedStore.files.size).toBe(0);
    const anonymous = await upload(
      form([{ data: png, name: 'a.png', type: 'image/png' }]),
      '/guarded-upload',
    );
    expect(anonymous.status).toBe(401);
    const accepted = await upload(
      form([{ data: png, name: 'a.png', type: 'image/png' }], 'good-token'),
      '/guarded-upload',
    );
    expect(accepted.status).toBe(200);
    expect(guardedStore.files.size).toBe(3);
  });

  it('answers the next request promptly after refusing an upload it did not read to the end', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(base);
    const boundary = 'keepalive-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\nbad\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      // 3 MB: well inside the file limit, but more than the server reads before authorize refuses it
      Buffer.concat([await solidImage(200, 200, 'png'), Buffer.alloc(3 * MB)]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const send = (method: string, reqPath: string, payload?: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const headers = payload
          ? { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length }
          : {};
        const req = http.request(
          { host: url.hostname, port: url.port, path: reqPath, method, agent, headers },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    try {
      const refused = await send('POST', '/guarded-upload', body);
      expect(refused.status).toBe(401);
      const started = performance.now();
      const next = await send('GET', `/img/${'0'.repeat(32)}/320.webp`);
      expect(next.status).toBe(404);
      expect(performance.now() - started).toBeLessThan(1000); // not stuck behind the unread body
    } finally {
      agent.destroy();
    }
  });

  it('stops reading an oversized file at the limit: a 50 MB upload with a 5 MB limit is cut off early', async () => {
    const boundary = 'stallfeed-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const total = 50 * MB;
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        if (pulled >= total) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
          return;
        }
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });

    socketBytesAtError = -1;
    const started = performance.now();
    const res = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const json = (await res.json()) as { error: { code: number } };
    const elapsed = performance.now() - started;

    expect(res.status).toBe(413);
    expect(json.error.code).toBe(ERRORS.payloadTooLarge.code);
    // the server had read little more than the limit when it gave up (socket and parser buffers aside)…
    expect(socketBytesAtError).toBeGreaterThan(MAX_FILE_BYTES);
    expect(socketBytesAtError).toBeLessThan(MAX_FILE_BYTES + 2 * MB);
    // …and never read the rest: the client could only push what the socket buffers hold (a few MB)
    expect(pulled).toBeLessThan(total / 2);
    expect(elapsed).toBeLessThan(10_000);

    // the server is fine afterwards
    const ok = await upload(
      form([{ data: await solidImage(40, 40, 'png'), name: 'ok.png', type: 'image/png' }]),
    );
    expect(ok.status).toBe(200);
  });
});

describe('GET /img/*', () => {
  const notFound = { success: false, error: { message: 'Not found.', code: 40400 } };

  it('answers 404 with the JSON error for a well-formed name that is not stored', async () => {
    const res = await rawGet(`/img/${'0'.repeat(32)}/1280.webp`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(notFound);
  });

  it('never leaves the store: traversal and malformed paths answer 404', async () => {
    for (const p of [
      '/img/../package.json',
      '/img/../../../../etc/passwd',
      '/img/..%2F..%2Fpackage.json',
      '/img/%2e%2e/%2e%2e/package.json',
      '/img/%2Fetc%2Fpasswd',
      '/img/images/../../package.json',
      `/img/${'0'.repeat(32)}/..%2F..%2F..%2Fpackage.json`,
      '/img/',
      '/img/_/..',
    ]) {
      const res = await rawGet(p);
      expect(res.status, p).toBe(404);
      expect(JSON.parse(res.body), p).toEqual(notFound);
    }
  });
});
