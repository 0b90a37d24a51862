import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageKey } from '../../contract/media';
import type { Product } from '../../contract/products';
import { resolveLocale } from '../ai/locale';
import type { ImageStore } from '../media';
import {
  isSoldOut,
  type PreviewLocale,
  type PreviewSources,
  pagePreview,
  productPrice,
} from './page-preview';
import { withPreview } from './preview-html';
import { type CardFormat, renderShareCard } from './share-card';
import { readAll, type SoldOutLocale, shareImage } from './share-image';

const LOCALES: readonly PreviewLocale[] = ['en', 'zh-HK', 'zh-CN'];

/** `GET /share-img/<hash>.jpg`: a product or post photo as link previews want it (share-image.ts). */
export function registerShareImages(app: FastifyInstance, images: ImageStore): void {
  app.get<{ Params: { file: string } }>('/share-img/:file', async (request, reply) => {
    // `<hash>.jpg`, or a sold-out product's `<hash>-sold-<locale>.jpg` (decision 0271)
    const m = /^([0-9a-f]{32})(?:-sold-(en|zh-HK|zh-CN))?\.jpg$/.exec(request.params.file);
    const stream = m ? await shareImage(images, m[1]!, m[2] as SoldOutLocale | undefined) : null;
    if (!stream) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    // named by the photo's hash: the same name is always the same picture
    return reply
      .type('image/jpeg')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}

/**
 * The app's HTML for a page request, with the page's preview when it is a product, post or shop (and its 404
 * when that is gone); the app's own HTML for every other page. The link's `lang` wins over Accept-Language:
 * a seller shares in her customers' language.
 */
export async function pageHtml(
  request: FastifyRequest,
  html: string,
  sources: PreviewSources,
  publicUrl: string | undefined,
): Promise<{ status: number; html: string; vary?: string }> {
  const url = new URL(request.url, 'http://page');
  const asked = url.searchParams.get('lang');
  const locale = resolveLocale(
    LOCALES.find((l) => l === asked),
    request.headers['accept-language'],
  );
  const preview = await pagePreview(url.pathname, url.searchParams, locale, sources).catch(() => null);
  if (!preview) return { status: 200, html };
  const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  return {
    status: preview.status,
    html: withPreview(html, preview, origin, request.url),
    // without `lang`, the preview's words follow the crawler's Accept-Language
    vary: 'Accept-Language',
  };
}

/**
 * `GET /share-card/<product id>-<post|story>.jpg?lang=`: the product's share card (share-card.ts), kept in the image
 * store under a name made from everything it shows, so a new price or name makes a new card.
 */
export function registerShareCards(
  app: FastifyInstance,
  images: ImageStore,
  productOf: (id: string) => Promise<Product | null>,
  publicUrl: string | undefined,
): void {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/share-card/:file',
    async (request, reply) => {
      const m = /^([A-Za-z0-9_-]{1,64})-(post|story)\.jpg$/.exec(request.params.file);
      const product = m ? await productOf(m[1]!) : null;
      if (!m || !product || product.removed)
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      const format = m[2] as CardFormat;
      const locale = resolveLocale(
        LOCALES.find((l) => l === request.query.lang),
        request.headers['accept-language'],
      );
      const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      const langQuery = locale === 'en' ? '' : `&lang=${locale}`;
      const facts = {
        name: product.name,
        price: productPrice(product, locale),
        // a sold-out product's card says so instead of "Scan to buy" (docs/decisions/0263-product-files.md)
        soldOut: isSoldOut(product),
        shop: product.seller_name,
        url: `${origin}/market-product?id=${encodeURIComponent(product._id)}${langQuery}`,
        locale,
      };
      const photoPath = product.imagePaths[0] ?? null;
      const key = `${createHash('sha256')
        .update(JSON.stringify([facts, photoPath, format]))
        .digest('hex')
        .slice(0, 32)}/card.jpg`;
      let kept = await images.get(key);
      if (!kept) {
        const hash = photoPath?.split('/')[0];
        const source = hash ? await images.get(imageKey(hash, 1280)).catch(() => null) : null;
        const photo = source ? await readAll(source.stream) : null;
        await images.put(key, await renderShareCard({ ...facts, photo }, format), 'image/jpeg');
        kept = await images.get(key);
      }
      if (!kept) return reply.status(500).type('text/plain; charset=utf-8').send('Could not make the card');
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'public, max-age=300')
        .header('Vary', 'Accept-Language')
        .send(kept.stream);
    },
  );
}
