import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { serverWithSeller } from '../testing/file-server';
import { expectError, productForm, uploadImages } from './test-helpers';

/**
 * The category rule on the server (docs/decisions/0150-prohibited-terms.md), for product categories, post
 * hashtags and collection names: whole words in English, listed terms in both Chinese scripts.
 */
const { server, seller } = await serverWithSeller();
const images = await uploadImages(server, seller.token, 1);

const ALLOWED = ['Seaweed 紫菜', '紫菜', 'Gunpowder tea', '珠茶', '煙肉', '烟熏肉', 'Glue gun', '元貝'];
const REFUSED = [
  'Cigarettes',
  '香煙',
  '电子烟',
  'Weed',
  '大麻',
  'Replica bags',
  '翻版',
  '高仿',
  'Guns',
  '手枪',
  'Puppies',
  '象牙',
];

describe(`prohibited terms on the server (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  it('a product category: ordinary words pass, prohibited terms are refused in every language', async () => {
    for (const category of ALLOWED) {
      const res = await server.call<{ product: Product }>(
        '/res/product/create',
        { ...productForm(images), category: [category] },
        { token: seller.token },
      );
      expect(res.body.success, category).toBe(true);
    }
    const before = (
      await server.call<Product[]>('/res/product/list', { mine: true, limit: 100 }, { token: seller.token })
    ).data.length;
    for (const category of REFUSED) {
      const text = expectError(
        await server.call(
          '/res/product/create',
          { ...productForm(images), category: [category] },
          { token: seller.token },
        ),
        400,
        40000,
      );
      expect(text, category).toMatch(/prohibited/);
    }
    const after = (
      await server.call<Product[]>('/res/product/list', { mine: true, limit: 100 }, { token: seller.token })
    ).data.length;
    expect(after).toBe(before);
  });

  it('a post hashtag, with or without #', async () => {
    const post = (tags: string[]) => ({
      title: 'New stock',
      description: '',
      tags,
      imagePaths: images,
      linkedProducts: [],
    });
    for (const tag of ['#紫菜', 'Gunpowder tea', '#新貨']) {
      const res = await server.call('/res/post/create', post([tag]), { token: seller.token });
      expect(res.body.success, tag).toBe(true);
    }
    for (const tag of ['#weed', '#香煙', 'vape', '#FakeBags']) {
      expectError(await server.call('/res/post/create', post([tag]), { token: seller.token }), 400, 40000);
    }
  });

  it('a collection name', async () => {
    const ok = await server.call(
      '/user/saved/create_collection',
      { name: 'Seaweed recipes' },
      { token: seller.token },
    );
    expect(ok.body.success).toBe(true);
    expectError(
      await server.call('/user/saved/create_collection', { name: '電子煙' }, { token: seller.token }),
      400,
      40000,
    );
  });
});
