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

function shareKey(hash: string): string {
  return `${hash}/share.jpg`;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function renderShareImage(photo: Buffer): Promise<Buffer> {
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
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The share picture of a stored image (made now if it is not yet); null when no such image is stored. */
export async function shareImage(images: ImageStore, hash: string): Promise<Readable | null> {
  if (!HASH.test(hash)) return null;
  const kept = await images.get(shareKey(hash));
  if (kept) return kept.stream;
  const source = await images.get(imageKey(hash, 1280));
  if (!source) return null;
  await images.put(shareKey(hash), await renderShareImage(await readAll(source.stream)), 'image/jpeg');
  return (await images.get(shareKey(hash)))?.stream ?? null;
}

/** `/share-img/<hash>.jpg` for an image path `<hash>/<width>.webp` */
export function shareImagePath(imagePath: string): string | null {
  const hash = imagePath.split('/')[0] ?? '';
  return HASH.test(hash) ? `/share-img/${hash}.jpg` : null;
}
