import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { createPost, uploadPostImages } from '../posts/test-helpers';
import { createProduct, uploadImages } from '../products/test-helpers';
import { signUp, startTestServer, type TestServer, type TestSession } from '../testing/test-server';

/**
 * Shared links preview from the HTML alone (docs/decisions/0240-share-previews.md): fetched as a crawler does,
 * with no JavaScript, and read by open-graph-scraper (a published Open Graph reader, not ours).
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-share-dist-'));
fs.copyFileSync(
  path.join(import.meta.dirname, '..', '..', 'web', 'index.html'),
  path.join(dist, 'index.html'),
);

let server: TestServer;
let seller: TestSession;
let product: Product;

const PRICE_TAG = [
  { multiple: false, property: 'product:price:amount', fieldName: 'priceAmount' },
  { multiple: false, property: 'product:price:currency', fieldName: 'priceCurrency' },
  { multiple: false, property: 'product:availability', fieldName: 'availability' },
];

async function crawl(url: string, language = 'en') {
  const res = await fetch(`${server.url}${url}`, {
    headers: { 'user-agent': 'WhatsApp/2.24.1 A', 'accept-language': language },
  });
  const html = await res.text();
  const { result } = await ogs({ html, customMetaTags: PRICE_TAG });
  return {
    status: res.status,
    html,
    og: result as typeof result & { customMetaTags?: Record<string, string> },
  };
}

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: dist });
  seller = await signUp(server, 's');
  await server.call('/user/info/update', { shop_name: '美記海味 Mei Kee' }, { token: seller.token });
  product = await createProduct(server, seller.token, {
    name: 'Dried mango slices 芒果乾',
    description: 'Soft Philippine mango slices, 500 g bag.',
    price: 68,
    discount: 0,
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('link previews', () => {
  it('a product URL carries og:title, an absolute JPEG og:image under 300 KB and the price', async () => {
    const { status, og } = await crawl(`/market-product?id=${product._id}`);
    expect(status).toBe(200);
    expect(og.ogTitle).toBe('Dried mango slices 芒果乾');
    expect(og.ogType).toBe('product');
    expect(og.ogDescription).toContain('HK$68');
    expect(og.ogDescription).toContain('美記海味 Mei Kee');
    expect(og.customMetaTags).toMatchObject({ priceAmount: '68.00', priceCurrency: 'HKD' });
    expect(og.twitterCard).toBe('summary_large_image');
    const image = og.ogImage?.[0]?.url ?? '';
    expect(image.startsWith(`${server.url}/share-img/`)).toBe(true);
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('speaks the link’s language (lang, else Accept-Language)', async () => {
    const hk = await crawl(`/market-product?id=${product._id}&lang=zh-HK`);
    expect(hk.og.ogLocale).toBe('zh_HK');
    expect(hk.og.ogDescription).toContain('來自');
    expect(hk.html).toContain('<html lang="zh-HK">');
    const cn = await crawl(`/market-product?id=${product._id}`, 'zh-CN,zh;q=0.9');
    expect(cn.og.ogDescription).toContain('来自');
  });

  it('a removed product’s link says so clearly, with a 404 and no error', async () => {
    await server.call('/res/product/remove', { ids: [product._id] }, { token: seller.token });
    const gone = await crawl(`/market-product?id=${product._id}`);
    expect(gone.status).toBe(404);
    expect(gone.og.ogTitle).toBe('This product is no longer available');
    expect(gone.html).toContain('<div id="root">');
    const never = await crawl('/market-product?id=nosuchproduct');
    expect(never.status).toBe(404);
  });

  it('a post and a shop preview too; other pages keep the app’s own title', async () => {
    const images = await uploadPostImages(server, seller.token);
    const post = await createPost(server, seller.token, {
      title: '今日新貨：北海道元貝',
      description: 'Fresh in this morning',
      tags: ['新貨'],
      imagePaths: images,
    });
    const p = await crawl(`/comments?id=${post.id}`);
    expect(p.og.ogTitle).toBe('今日新貨：北海道元貝');
    expect(p.og.ogImage?.[0]?.url).toMatch(/\/share-img\/[0-9a-f]{32}\.jpg$/);
    const shop = await crawl(`/shop?id=${seller.user_id}`);
    expect(shop.og.ogTitle).toBe('美記海味 Mei Kee on Stallfeed');
    const home = await crawl('/market');
    expect(home.status).toBe(200);
    expect(home.html).not.toContain('og:title');
    expect(home.html).toContain('<title>Stallfeed</title>');
  });
});

describe('the price a preview says (docs/decisions/0263-product-files.md)', () => {
  it('a product with variants previews “from” its cheapest tin, in each language', async () => {
    const tins = await createProduct(server, seller.token, {
      name: 'Shui Xian tea tins',
      discount: 0,
      variants: [
        { name: '150 g', price: 88, quantity: 12 },
        { name: '500 g', price: 268, quantity: 5 },
      ],
    });
    const en = await crawl(`/market-product?id=${tins._id}`);
    expect(en.og.ogDescription).toMatch(/^from HK\$88 · From /);
    expect(en.og.customMetaTags).toMatchObject({ priceAmount: '88.00', availability: 'in stock' });
    const hk = await crawl(`/market-product?id=${tins._id}&lang=zh-HK`);
    expect(hk.og.ogDescription).toMatch(/^HK\$88 起 · 來自 /);
    const cn = await crawl(`/market-product?id=${tins._id}&lang=zh-CN`);
    expect(cn.og.ogDescription).toMatch(/^HK\$88 起 · 来自 /);
  });

  it('a sold-out product previews as sold out', async () => {
    const gone = await createProduct(server, seller.token, {
      name: 'Butter egg rolls',
      price: 45,
      quantity: 0,
      // a light photo, so the dark band shows against it whatever ran before in this process
      imagePath: await uploadImages(server, seller.token, 1, '#f5e6c8'),
    });
    const en = await crawl(`/market-product?id=${gone._id}`);
    // said first, in the title and the description, never "scan to buy" (docs/decisions/0271-market-sort-filter-and-paying.md)
    expect(en.og.ogTitle).toBe('Butter egg rolls · Sold out');
    expect(en.og.ogDescription).toMatch(/^Sold out · HK\$40\.50 · From /);
    expect(en.html).not.toMatch(/scan to buy/i);
    expect(en.og.customMetaTags).toMatchObject({ availability: 'out of stock' });
    const hk = await crawl(`/market-product?id=${gone._id}&lang=zh-HK`);
    expect(hk.og.ogTitle).toBe('Butter egg rolls · 已售罄');
    expect(hk.og.ogDescription).toMatch(/^已售罄 · HK\$40\.50 · 來自 /);
    const cn = await crawl(`/market-product?id=${gone._id}&lang=zh-CN`);
    expect(cn.og.ogDescription).toMatch(/^已售罄 · HK\$40\.50 · 来自 /);

    // the 1200×630 picture says it across the photo, in the link's language; the in-stock one does not
    const soldPicture = en.og.ogImage?.[0]?.url ?? '';
    expect(soldPicture).toMatch(/\/share-img\/[0-9a-f]{32}-sold-en\.jpg$/);
    expect(hk.og.ogImage?.[0]?.url).toMatch(/-sold-zh-HK\.jpg$/);
    const plain = soldPicture.replace('-sold-en', '');
    const [sold, inStock] = await Promise.all([fetch(soldPicture), fetch(plain)]);
    expect([sold.status, sold.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const soldBytes = Buffer.from(await sold.arrayBuffer());
    const inStockBytes = Buffer.from(await inStock.arrayBuffer());
    const meta = await sharp(soldBytes).metadata();
    expect([meta.format, meta.width, meta.height, soldBytes.length < 300 * 1024]).toEqual([
      'jpeg',
      1200,
      630,
      true,
    ]);
    // the band across the middle is dark where the plain picture shows the photo
    const middle = async (jpeg: Buffer) =>
      // stats() reads its input: the band's patch is cut out first
      (
        await sharp(
          await sharp(jpeg)
            .extract({ left: 20, top: 300, width: 60, height: 30 })
            .greyscale()
            .png()
            .toBuffer(),
        ).stats()
      ).channels[0]!.mean;
    expect(await middle(soldBytes)).toBeLessThan((await middle(inStockBytes)) - 40);
    expect((await fetch(soldPicture.replace('-sold-en', '-sold-fr'))).status).toBe(404);

    // back in stock: the plain picture and title again
    const restocked = await server.call(
      '/res/product/update',
      {
        id: gone._id,
        name: gone.name,
        description: gone.description,
        price: 45,
        cost: 20,
        discount: 10,
        quantity: 5,
        imagePath: gone.imagePaths,
      },
      { token: seller.token },
    );
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    const back = await crawl(`/market-product?id=${gone._id}`);
    expect(back.og.ogTitle).toBe('Butter egg rolls');
    expect(back.og.ogImage?.[0]?.url).toMatch(/\/share-img\/[0-9a-f]{32}\.jpg$/);
  });

  it('an open-price product previews as “Price at the stall”, never sold out, with no price tag', async () => {
    const bag = await createProduct(server, seller.token, {
      name: 'Mixed dried seafood bag',
      open_price: true,
      price: undefined,
      cost: undefined,
      quantity: undefined,
      discount: 0,
    });
    const en = await crawl(`/market-product?id=${bag._id}`);
    expect(en.og.ogDescription).toMatch(/^Price at the stall · From /);
    expect(en.og.customMetaTags?.priceAmount).toBeUndefined();
    expect(en.og.customMetaTags).toMatchObject({ availability: 'in stock' });
    const hk = await crawl(`/market-product?id=${bag._id}&lang=zh-HK`);
    expect(hk.og.ogDescription).toMatch(/^檔口即場定價 · /);
  });
});
