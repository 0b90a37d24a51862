import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type OutputInfo, type ResizeOptions } from 'sharp';
import {
  CANONICAL_WIDTH,
  IMAGE_CONTENT_TYPE,
  IMAGE_WIDTHS,
  type ImageWidth,
  imageKey,
  MAX_ASPECT_HEIGHT,
} from '../../contract/media';
import { ImageTooLargeError, NotAnImageError } from './errors';
import { Semaphore } from './semaphore';
import type { ImageStore } from './storage';

/** 50 MP: above the 48 MP of the largest phone cameras' full-resolution photos, far below what would hurt. */
export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;
export const WEBP_QUALITY = 80;

/**
 * Part of the content hash: change it whenever the renditions would come out differently (widths, quality,
 * colour handling), so new uploads get new names instead of colliding with files made the old way.
 */
const PIPELINE_VERSION = 'stallfeed-webp-v2';

/**
 * libwebp's effort (0–6, sharp's default 4). At 1280 px effort 4 costs ~125 ms of one core and effort 2 ~55 ms,
 * for files within a few per cent of each other at the same quality (docs/decisions/0125-hot-path-performance.md).
 */
export const WEBP_EFFORT = 2;

/** What sharp reports as `format` for the types we take; AVIF and HEIC both report 'heif'. SVG is left out on
 * purpose: it is a document (scripts, external references), and no phone camera produces it. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

// Every upload is a different image, so libvips' operation cache would only hold memory.
sharp.cache(false);
// sharp starts libvips with 1 thread per image on glibc (to limit fragmentation); the resize of one photo and
// its JPEG decode then use one core while the others idle. One thread per core, at most 4, halves the decode
// (docs/decisions/0125-hot-path-performance.md).
sharp.concurrency(Math.max(1, Math.min(availableParallelism(), 4)));

/**
 * Images processed at once. sharp runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise), which file I/O and password hashing share; keep two threads free for them, and never run more
 * images than there are cores. A slot decodes on one thread, then encodes on at most two (renderDerivatives).
 */
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const imageSlots = new Semaphore(Math.max(1, Math.min(availableParallelism(), threadPoolSize - 2)));

export interface ProcessOptions {
  maxInputPixels?: number;
}

export interface Derivative {
  /** the width in the file's name */
  width: ImageWidth;
  data: Buffer;
  /** the real size of the rendition (never larger than the original) */
  pixelWidth: number;
  pixelHeight: number;
}

export interface ProcessedImage {
  /** the canonical `<hash>/1280.webp` */
  filePath: string;
  /** true when the same bytes had been uploaded before and nothing was decoded or written */
  deduplicated: boolean;
}

/** 32 hex digits of SHA-256 over the pipeline version and the original bytes. */
export function contentHash(input: Buffer): string {
  return createHash('sha256').update(PIPELINE_VERSION).update('\0').update(input).digest('hex').slice(0, 32);
}

function toMediaError(err: unknown, maxInputPixels: number): Error {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return new ImageTooLargeError(maxInputPixels);
  // sharp says "unsupported image format", "Input Buffer is empty", or a decoder's complaint: all mean the
  // bytes are not a whole image of a kind we read
  return new NotAnImageError(message.slice(0, 200));
}

/**
 * Decodes `input` (proving it is an image, whatever its name or declared type) and renders the WebP renditions:
 * auto-oriented, converted to sRGB, metadata stripped (sharp writes none unless asked), never enlarged.
 * Returns one entry per width of the naming rule, widest first.
 */
export async function renderDerivatives(input: Buffer, opts: ProcessOptions = {}): Promise<Derivative[]> {
  const maxInputPixels = opts.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  // limitInputPixels makes sharp refuse from the header's dimensions, before a pixel is decoded;
  // failOn 'error' refuses truncated or corrupt data but tolerates the harmless warnings some cameras cause
  const inputOptions = { limitInputPixels: maxInputPixels, failOn: 'error' as const };

  let meta: Metadata;
  try {
    meta = await sharp(input, inputOptions).metadata();
  } catch (err) {
    throw toMediaError(err, maxInputPixels);
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) throw new NotAnImageError(`format ${meta.format} not accepted`);
  if (!(meta.width > 0 && meta.height > 0)) throw new NotAnImageError('no dimensions');
  if (meta.width * meta.height > maxInputPixels) throw new ImageTooLargeError(maxInputPixels);

  // Decode once into the largest rendition as raw sRGB pixels; the smaller ones are resized from those pixels,
  // which is cheaper than decoding the original again and looks the same. Only the first frame of an animation
  // is kept (sharp's default), and any embedded ICC profile is applied on the way to sRGB.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, inputOptions)
      .autoOrient()
      .resize(boundsFor(CANONICAL_WIDTH))
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw toMediaError(err, maxInputPixels);
  }

  const { width, height, channels } = base.info;
  // every width is encoded from the same decoded pixels; the widest on its own thread-pool thread, the smaller
  // ones one after the other on a second (libwebp encodes on one thread), so a slot uses at most two threads
  const widest = [...IMAGE_WIDTHS].sort((a, b) => b - a);
  const fits = (w: ImageWidth) => width <= w && height <= w * MAX_ASPECT_HEIGHT;
  // a small image is stored as is under the larger names: encode it once, at the widest width it fits
  const firstFit = widest.find((w) => fits(w));
  const encode = async (w: ImageWidth): Promise<Derivative | undefined> => {
    if (fits(w) && w !== firstFit) return undefined;
    let pipeline = sharp(base.data, { raw: { width, height, channels } });
    if (!fits(w)) pipeline = pipeline.resize(boundsFor(w));
    const out = await pipeline
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    return { width: w, data: out.data, pixelWidth: out.info.width, pixelHeight: out.info.height };
  };
  const [first, rest] = await Promise.all([
    encode(widest[0]!),
    (async () => {
      const out: (Derivative | undefined)[] = [];
      for (const w of widest.slice(1)) out.push(await encode(w));
      return out;
    })(),
  ]);
  const encoded = [first, ...rest];
  const unresized = encoded.find((d) => d?.width === firstFit);
  const derivatives: Derivative[] = widest.map((w, i) => encoded[i] ?? { ...unresized!, width: w });
  return derivatives;
}

function boundsFor(width: ImageWidth): ResizeOptions {
  return { width, height: width * MAX_ASPECT_HEIGHT, fit: 'inside', withoutEnlargement: true };
}

/**
 * Turns one upload into its stored renditions and answers the canonical file path. The same bytes uploaded again
 * are recognised by their hash and cost one `has` check. Sharp work waits for a free slot (see imageSlots).
 * Throws NotAnImageError or ImageTooLargeError for bad input.
 */
export async function processImage(
  input: Buffer,
  store: ImageStore,
  opts: ProcessOptions = {},
): Promise<ProcessedImage> {
  const hash = contentHash(input);
  const filePath = imageKey(hash, CANONICAL_WIDTH);
  // the canonical file is written last, so its presence means the whole set is there
  if (await store.has(filePath)) return { filePath, deduplicated: true };

  const derivatives = await imageSlots.run(() => renderDerivatives(input, opts));
  const others = derivatives.filter((d) => d.width !== CANONICAL_WIDTH);
  await Promise.all(others.map((d) => store.put(imageKey(hash, d.width), d.data, IMAGE_CONTENT_TYPE)));
  const canonical = derivatives.find((d) => d.width === CANONICAL_WIDTH)!;
  await store.put(filePath, canonical.data, IMAGE_CONTENT_TYPE);
  return { filePath, deduplicated: false };
}
