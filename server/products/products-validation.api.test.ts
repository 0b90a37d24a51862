import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { serverWithSeller } from '../testing/file-server';
import { signUp } from '../testing/test-server';
import { createProduct, expectError, productForm, uploadImages } from './test-helpers';

const { server, seller } = await serverWithSeller();
const otherSeller = await signUp(server, 's');
const images = await uploadImages(server, seller.token, 1);

async function countMine(token: string): Promise<number> {
  return (await server.call<Product[]>('/res/product/list', { mine: true, limit: 100 }, { token })).data
    .length;
}

describe(`products: every rule enforced by the server (${process.env.TEST_DB_KIND ?? 'sqlite'})`, () => {
  const { name: _n, description: _d, ...withoutNameAndDescription } = productForm([]);
  const invalidCreates: [string, Record<string, unknown>, RegExp][] = [
    ['missing name', { name: undefined }, /name/],
    ['blank name', { name: '   ' }, /name/],
    ['missing description', { description: undefined }, /description/],
    ['negative quantity', { quantity: -1 }, /quantity/],
    ['fractional quantity', { quantity: 1.5 }, /quantity/],
    ['price with 3 decimals', { price: 1.005 }, /price: at most 2 decimal places/],
    ['negative price', { price: -1 }, /price/],
    ['cost with 3 decimals', { cost: 0.001 }, /cost/],
    ['discount above 100', { discount: 100.5 }, /discount/],
    ['negative discount', { discount: -5 }, /discount/],
    ['size outside S, M, L', { size: 'XL' }, /size/],
    [
      'prohibited category word',
      { category: ['Snacks', 'Replica bags'] },
      /category.1: category contains a prohibited word/,
    ],
    ['prohibited word in Chinese', { category: ['假貨'] }, /prohibited/],
    ['more than 10 categories', { category: Array.from({ length: 11 }, (_, i) => `c${i}`) }, /category/],
    ['more than 10 images', { imagePath: Array.from({ length: 11 }, () => 'x') }, /imagePath/],
    ['an image path that is not an upload', { imagePath: ['../../etc/passwd'] }, /imagePath.0/],
    [
      'a well-formed path never uploaded',
      { imagePath: [`${'ab'.repeat(16)}/1280.webp`] },
      /imagePath.0: this image was not uploaded/,
    ],
    ['unknown field seller_id', { seller_id: 'someone-else' }, /unknown field\(s\) seller_id/],
    ['barcode with spaces', { barcode: 'a b c' }, /barcode/],
    ['price as a string', { price: '10' }, /price/],
  ];

  for (const [label, override, message] of invalidCreates) {
    it(`create refuses ${label} → 400, nothing written`, async () => {
      const before = await countMine(seller.token);
      const payload: Record<string, unknown> = { ...productForm(images), ...override };
      for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
      const text = expectError(
        await server.call('/res/product/create', payload, { token: seller.token }),
        400,
        40000,
      );
      expect(text).toMatch(message);
      expect(await countMine(seller.token)).toBe(before);
    });
  }

  it('create without name and description names both fields', async () => {
    const text = expectError(
      await server.call(
        '/res/product/create',
        { ...withoutNameAndDescription, imagePath: images },
        { token: seller.token },
      ),
      400,
    );
    expect(text).toMatch(/name/);
    expect(text).toMatch(/description/);
  });

  it('validation messages carry the i18n marker with all three languages', async () => {
    const res = await server.call(
      '/res/product/create',
      { ...productForm(images), quantity: -1 },
      { token: seller.token },
    );
    if (res.body.success) throw new Error('expected a failure');
    const parsed = JSON.parse(res.body.error.message.slice('i18n:'.length));
    expect(Object.keys(parsed.message).sort()).toEqual(['en', 'zh-CN', 'zh-HK']);
  });

  it('update refuses 0 images, bad numbers and unknown fields; the product stays as it was', async () => {
    const product = await createProduct(server, seller.token, { imagePath: images });
    const base = { ...productForm(images), id: product._id };
    for (const [override, field] of [
      [{ imagePath: [] }, /imagePath/],
      [{ quantity: 2.5 }, /quantity/],
      [{ discount: 101 }, /discount/],
      [{ price: 3.333 }, /price/],
      [{ seller_id: otherSeller.user_id }, /seller_id/],
    ] as const) {
      const text = expectError(
        await server.call('/res/product/update', { ...base, ...override }, { token: seller.token }),
        400,
        40000,
      );
      expect(text).toMatch(field);
    }
    expect(
      (await server.call<Product>('/res/product/get', { id: product._id }, { token: seller.token })).data,
    ).toEqual(product);
  });

  it('money and percentages are stored exactly', async () => {
    const product = await createProduct(server, seller.token, {
      imagePath: images,
      price: 99_999_999.99,
      cost: 0.01,
      discount: 33.33,
    });
    expect(product.price).toBe(99_999_999.99);
    expect(product.cost).toBe(0.01);
    expect(product.discount).toBe(33.33);
    // 9,999,999,999 cents × 33.33% = 3,332,999,999.67 → 3,333,000,000 cents off → 6,666,999,999 cents
    expect(product.discounted_price).toBe(66_669_999.99);
  });

  it('categories are trimmed, whitespace-collapsed and de-duplicated case-insensitively', async () => {
    const product = await createProduct(server, seller.token, {
      imagePath: images,
      category: ['  Dried   fish ', 'dried fish', 'Tea'],
    });
    expect(product.category).toEqual(['dried fish', 'Tea']);
  });

  it('a barcode is unique per seller among live products: 409 for the same seller, fine for another', async () => {
    const code = '4891234567891';
    const first = await createProduct(server, seller.token, { imagePath: images, barcode: code });
    const dup = await server.call('/res/product/create', productForm(images, { barcode: code }), {
      token: seller.token,
    });
    const text = expectError(dup, 409, 40903);
    expect(text).toBe(`You already have a product with barcode ${code}.`);
    if (dup.body.success) throw new Error('expected a failure');
    expect(dup.body.error.message).toContain('你已有條碼為 4891234567891 的產品');

    // another product of the same seller cannot take the code by an update either
    const second = await createProduct(server, seller.token, { imagePath: images, barcode: null });
    expectError(
      await server.call(
        '/res/product/update',
        { ...productForm(images, { barcode: code }), id: second._id },
        { token: seller.token },
      ),
      409,
      40903,
    );
    // the product keeping its own code is no conflict
    const same = await server.call(
      '/res/product/update',
      { ...productForm(images, { barcode: code }), id: first._id },
      {
        token: seller.token,
      },
    );
    expect(same.status).toBe(200);

    const otherImages = await uploadImages(server, otherSeller.token);
    const other = await createProduct(server, otherSeller.token, { imagePath: otherImages, barcode: code });
    expect(other.barcode).toBe(code);

    // removing a product frees its code
    await server.call('/res/product/remove', { ids: [first._id] }, { token: seller.token });
    const again = await createProduct(server, seller.token, { imagePath: images, barcode: code });
    expect(again.barcode).toBe(code);
  });

  it('two saves racing for one barcode: exactly one wins (the unique index decides)', async () => {
    const code = `RACE-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('/res/product/create', productForm(images, { barcode: code }), { token: seller.token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expectError(r, 409, 40903);
  });
});
