import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSuggestion } from '../../contract/ai';
import { createProduct } from '../products/test-helpers';
import { signUp, startTestServer, TEST_PASSWORD, type TestServer } from '../testing/test-server';

/**
 * The language of generated text (docs/decisions/0070): the explicit `locale`, else the caller's stored locale
 * (set by signing in with a locale, kept by the auth domain), else Accept-Language.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AI_RATE_LIMIT_PER_MINUTE: '100' });
});
afterAll(() => server.close());

async function suggest(token: string, productId: string, acceptLanguage: string, locale?: string) {
  const res = await fetch(`${server.url}/api/res/post/generate_content`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': acceptLanguage,
    },
    body: JSON.stringify({ data: { product_ids: [productId], ...(locale ? { locale } : {}) } }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { items: PostSuggestion[] } };
  return body.data.items[0]!;
}

describe(`AI locale from the account (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('uses the stored locale over Accept-Language, and the explicit locale over both', async () => {
    const seller = await signUp(server, 's');
    const login = await server.call<{ token: string }>('/auth/user/login', {
      email: seller.email,
      passwd: TEST_PASSWORD,
      locale: 'zh-CN',
    });
    const token = login.data.token;
    const product = await createProduct(server, token, { name: 'Egg rolls', price: 80, discount: 25 });

    // stored zh-CN beats the browser's zh-HK
    const stored = await suggest(token, product.id, 'zh-HK,zh;q=0.9');
    expect(stored.description).toContain('原价 HK$80');

    // the explicit locale beats the stored one
    const explicit = await suggest(token, product.id, 'zh-HK', 'en');
    expect(explicit.title).toBe('Egg rolls: 25% off');

    // a new sign-in in another language changes what comes back
    const again = await server.call<{ token: string }>('/auth/user/login', {
      email: seller.email,
      passwd: TEST_PASSWORD,
      locale: 'zh-HK',
    });
    const hk = await suggest(again.data.token, product.id, 'zh-CN');
    expect(hk.description).toContain('原價 HK$80');
  });
});
