import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import { createPost, uploadPostImages } from '../posts/test-helpers';
import { createProduct } from '../products/test-helpers';
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
