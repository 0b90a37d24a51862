import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { imageKey } from '../../contract/media';
import type { ImageStore } from '../media';

/**
 * The picture a link preview shows (docs/decisions/0240-share-previews.md): 1200×630 JPEG, the photo whole in the
 * middle on a blurred, darkened copy of itself. JPEG because WhatsApp shows no WebP preview; under 300 KB because
 * it shows none above that. Made from the stored 1280 px rendition on first ask and kept beside it.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const HASH = /^[0-9a-f]{32}$/;

/** the words across a sold-out product's picture (docs/decisions/0271-market-sort-filter-and-paying.md) */
export const SOLD_OUT_WORDS = { en: 'Sold out', 'zh-HK': '已售罄', 'zh-CN': '已售罄' } as const;
export type SoldOutLocale = keyof typeof SOLD_OUT_WORDS;

function shareKey(hash: string, soldOut?: SoldOutLocale): string {
  return soldOut ? `${hash}/share-sold-${soldOut}.jpg` : `${hash}/share.jpg`;
}

/** a band across the middle of the picture that says sold out, set in the machine's fonts (as the share card) */
function soldOutBand(locale: SoldOutLocale): Buffer {
  const { width, height } = SHARE_IMAGE;
  const family =
    locale === 'zh-CN'
      ? "'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans', sans-serif"
      : "'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans', 'DejaVu Sans', sans-serif";
  const band = 150;
  const top = Math.round((height - band) / 2);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0" y="${top}" width="${width}" height="${band}" fill="#111827" fill-opacity="0.82"/>` +
      `<text x="${width / 2}" y="${top + band / 2}" dominant-baseline="central" text-anchor="middle" font-family="${family}" font-size="84" font-weight="800" fill="#ffffff">${SOLD_OUT_WORDS[locale]}</text>` +
      '</svg>',
  );
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function renderShareImage(photo: Buffer, soldOut?: SoldOutLocale): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const backdrop = await sharp(photo)
    .resize(width, height, { fit: 'cover' })
    .blur(28)
    .modulate({ brightness: 0.7 })
    .toBuffer();
  const front = await sharp(photo)
    .resize(height - 40, height - 40, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  return sharp(backdrop)
    .composite([
      {
        input: front.data,
        left: Math.round((width - front.info.width) / 2),
        top: Math.round((height - front.info.height) / 2),
      },
      ...(soldOut ? [{ input: soldOutBand(soldOut), left: 0, top: 0 }] : []),
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The share picture of a stored image (made now if it is not yet), with "Sold out" across it in that language
 * when asked; null when no such image is stored.
 */
export async function shareImage(
  images: ImageStore,
  hash: string,
  soldOut?: SoldOutLocale,
): Promise<Readable | null> {
  if (!HASH.test(hash)) return null;
  const key = shareKey(hash, soldOut);
  const kept = await images.get(key);
  if (kept) return kept.stream;
  const source = await images.get(imageKey(hash, 1280));
  if (!source) return null;
  await images.put(key, await renderShareImage(await readAll(source.stream), soldOut), 'image/jpeg');
  return (await images.get(key))?.stream ?? null;
}

/**
 * `/share-img/<hash>.jpg` for an image path `<hash>/<width>.webp`; a sold-out product's
 * `/share-img/<hash>-sold-<locale>.jpg`, which says so (docs/decisions/0271-market-sort-filter-and-paying.md)
 */
export function shareImagePath(imagePath: string, soldOut?: SoldOutLocale): string | null {
  const hash = imagePath.split('/')[0] ?? '';
  if (!HASH.test(hash)) return null;
  return soldOut ? `/share-img/${hash}-sold-${soldOut}.jpg` : `/share-img/${hash}.jpg`;
}
