import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLocale } from '../ai/locale';
import type { ImageStore } from '../media';
import { type PreviewLocale, type PreviewSources, pagePreview } from './page-preview';
import { withPreview } from './preview-html';
import { shareImage } from './share-image';

const LOCALES: readonly PreviewLocale[] = ['en', 'zh-HK', 'zh-CN'];

/** `GET /share-img/<hash>.jpg`: a product or post photo as link previews want it (share-image.ts). */
export function registerShareImages(app: FastifyInstance, images: ImageStore): void {
  app.get<{ Params: { file: string } }>('/share-img/:file', async (request, reply) => {
    const hash = /^([0-9a-f]{32})\.jpg$/.exec(request.params.file)?.[1];
    const stream = hash ? await shareImage(images, hash) : null;
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
