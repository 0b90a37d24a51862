import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import type { PostSuggestion } from '../../contract/ai';
import { createProduct } from '../products/test-helpers';
import { serverForFile } from '../testing/file-server';
import { signUp, TEST_PASSWORD } from '../testing/test-server';

/**
 * The language of generated text (docs/decisions/0070): the explicit `locale`, else the caller's stored locale
 * (set by signing in with a locale, kept by the auth domain), else Accept-Language.
 */
const server = await serverForFile({ AI_RATE_LIMIT_PER_MINUTE: '100' });

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

  it('answers in one script per language, whatever script the listing was typed in', async () => {
    const seller = await signUp(server, 's');
    const product = await createProduct(server, seller.token, {
      name: '牛油蛋卷 Butter egg rolls',
      description: '香脆牛油蛋卷，每盒十二條，送禮自用兩相宜。',
      category: ['餅乾零食'],
      price: 80,
      discount: 25,
    });
    // an implementation we did not write decides what is Traditional: OpenCC's Hong Kong → Simplified
    const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
    const cn = await suggest(seller.token, product.id, 'en', 'zh-CN');
    for (const text of [cn.title, cn.description, ...cn.tags, ...cn.sources.map((x) => x.text)]) {
      expect(toSimplified(text), text).toBe(text);
    }
    expect(cn.title).toContain('牛油蛋卷');
    expect(cn.description).toContain('条');

    const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
    const hk = await suggest(seller.token, product.id, 'en', 'zh-HK');
    for (const text of [hk.title, hk.description, ...hk.tags]) {
      expect(toTraditional(text), text).toBe(text);
    }
    expect(hk.description).toContain('條');
  });
});
