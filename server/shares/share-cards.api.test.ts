import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeQrPng } from '../../e2e/support/decode-qr';
import { createProduct } from '../products/test-helpers';
import { serverWithSeller } from '../testing/file-server';
import { wrapText } from './share-card';

/**
 * Share cards (docs/decisions/0245-share-cards.md): a product as a 1080×1350 or 1080×1920 JPEG whose QR code, read by
 * zxing (a decoder this project did not write), opens the product page in the card's language.
 */
const { server, seller } = await serverWithSeller();
const product = await createProduct(server, seller.token, {
  name: 'Hokkaido dried scallops 北海道元貝',
  description: 'Large, 300 g.',
  price: 388,
  discount: 0,
});

async function card(file: string, lang?: string) {
  const res = await fetch(`${server.url}/share-card/${file}${lang ? `?lang=${lang}` : ''}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('share cards', () => {
  it('a post card and a story card, each with a QR code to the product page in its language', async () => {
    for (const [format, height, lang] of [
      ['post', 1350, 'zh-HK'],
      ['story', 1920, undefined],
    ] as const) {
      const { res, body } = await card(`${product._id}-${format}.jpg`, lang);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, height]);
      const read = await decodeQrPng(await sharp(body).png().toBuffer());
      expect(read).toBe(`${server.url}/market-product?id=${product._id}${lang ? `&lang=${lang}` : ''}`);
    }
  });

  it('a new price makes a new card; a removed or unknown product has none', async () => {
    const before = (await card(`${product._id}-post.jpg`)).body;
    expect((await card(`${product._id}-post.jpg`)).body.equals(before)).toBe(true);
    await server.call(
      '/res/product/update',
      {
        id: product._id,
        name: product.name,
        description: product.description,
        price: 328,
        cost: 0,
        quantity: 5,
        category: product.category,
        imagePath: product.imagePaths,
      },
      { token: seller.token },
    );
    expect((await card(`${product._id}-post.jpg`)).body.equals(before)).toBe(false);
    await server.call('/res/product/remove', { ids: [product._id] }, { token: seller.token });
    expect((await card(`${product._id}-post.jpg`)).res.status).toBe(404);
    expect((await card('nope-post.jpg')).res.status).toBe(404);
    expect((await card(`${product._id}-poster.jpg`)).res.status).toBe(404);
  });

  it('a product selling out gets a new card (its caption says sold out: docs/decisions/0263-product-files.md)', async () => {
    const tea = await createProduct(server, seller.token, { name: 'Tieguanyin', price: 45, quantity: 1 });
    const inStock = (await card(`${tea._id}-post.jpg`)).body;
    await server.call(
      '/res/product/adjust_stock',
      { id: tea._id, change: -1, reason: 'damaged' },
      { token: seller.token },
    );
    const soldOut = await card(`${tea._id}-post.jpg`);
    expect(soldOut.res.status).toBe(200);
    expect(soldOut.body.equals(inStock)).toBe(false);
  });

  it('wraps a long name in two lines and ends it with …', () => {
    const lines = wrapText(
      'Hokkaido dried scallops 北海道元貝 large grade, three hundred grams in a gift box',
      44,
      700,
      2,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(wrapText('Dried mango', 44, 700, 2)).toEqual(['Dried mango']);
  });
});
