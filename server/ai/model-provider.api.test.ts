import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostSuggestion, ProductSuggestion } from '../../contract/ai';
import { createProduct } from '../products/test-helpers';
import { signUpCast, startTestServer, type TestServer, type TestSession } from '../testing/test-server';
import { uploadPhotos } from './test-helpers';
import { renderPackage } from './testing/render-package';

/**
 * The model provider against a local server speaking the OpenAI chat-completions protocol
 * (docs/decisions/0073): the request it sends, its structured answer used, and every failure falling back to
 * the offline answer.
 */
type Mode = 'ok' | 'malformed' | 'wrong-shape' | 'error' | 'slow';
let mode: Mode = 'ok';
let answer: unknown = {};
const requests: Array<{ url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];

const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
    const reply = (content: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    };
    if (mode === 'error') {
      res.writeHead(500).end('{"error":"boom"}');
    } else if (mode === 'malformed') {
      reply('Sure! Here is a great title for you');
    } else if (mode === 'wrong-shape') {
      reply(JSON.stringify({ heading: 'no title field' }));
    } else if (mode === 'slow') {
      setTimeout(() => reply(JSON.stringify(answer)), 2_000);
    } else {
      reply(JSON.stringify(answer));
    }
  });
});

let server: TestServer;
let seller: TestSession;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  server = await startTestServer({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: 'test-vision',
    AI_API_KEY: 'sk-test',
    AI_TIMEOUT_MS: '500',
    AI_RATE_LIMIT_PER_MINUTE: '100',
  });
  ({ seller } = await signUpCast(server));
}, 60_000);

afterAll(async () => {
  await server?.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  mode = 'ok';
});

describe('model provider', () => {
  it('sends the photo as a data URL with the offline findings and a JSON schema, and uses the answer', async () => {
    const [path] = await uploadPhotos(server, seller.token, [
      await renderPackage({ name: 'GREEN TEA', subtitle: '100g', hue: 110 }),
    ]);
    answer = {
      found: true,
      name: 'Sencha Green Tea 100 g',
      description: 'A bright, grassy sencha.',
      category: 'Tea',
    };
    const res = await server.call<{ items: ProductSuggestion[] }>(
      '/res/product/generate_content',
      { paths: [path], locale: 'en' },
      { token: seller.token },
    );
    const [item] = res.data.items;
    expect(item!.name).toBe('Sencha Green Tea 100 g');
    expect(item!.description).toBe('A bright, grassy sencha.');
    expect(item!.category).toEqual(['Tea']);
    expect(item!.provider).toBe('model');
    expect(item!.sources[0]).toEqual({ field: 'name', text: 'vision model test-vision' });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('test-vision');
    const format = request!.body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'product', strict: true });
    const messages = request!.body.messages as Array<{ role: string; content: unknown }>;
    expect(messages[0]!.role).toBe('system');
    const parts = messages[1]!.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(parts[0]!.text).toMatch(/GREEN ?TEA/); // the OCR text goes along as context
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/webp;base64,/);
  }, 60_000);

  it('post: the structured answer is used', async () => {
    const product = await createProduct(server, seller.token, { name: 'Egg rolls', discount: 0, price: 78 });
    answer = { title: 'Crunchy egg rolls are back', description: 'HK$78 a tin.', tags: ['Snacks'] };
    const res = await server.call<{ items: PostSuggestion[] }>(
      '/res/post/generate_content',
      { product_ids: [product.id], locale: 'en' },
      { token: seller.token },
    );
    expect(res.data.items[0]).toMatchObject({
      title: 'Crunchy egg rolls are back',
      description: 'HK$78 a tin.',
      tags: ['Snacks'],
      provider: 'model',
    });
  });

  for (const failure of ['malformed', 'wrong-shape', 'error', 'slow'] as const) {
    it(`post: a ${failure} answer falls back to the offline answer`, async () => {
      const product = await createProduct(server, seller.token, {
        name: 'Almond cookies',
        discount: 0,
        price: 68,
      });
      mode = failure;
      const started = Date.now();
      const res = await server.call<{ items: PostSuggestion[] }>(
        '/res/post/generate_content',
        { product_ids: [product.id], locale: 'en' },
        { token: seller.token },
      );
      expect(res.status).toBe(200);
      expect(res.data.items[0]).toMatchObject({ title: 'New in: Almond cookies', provider: 'offline' });
      expect(requests).toHaveLength(1);
      // the timeout (AI_TIMEOUT_MS=500) cuts the slow model off long before its 2 s answer
      expect(Date.now() - started).toBeLessThan(1_900);
    });
  }
});
