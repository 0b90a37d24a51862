import { z } from 'zod';

/**
 * The naming rule of stored images, shared by the server (which writes them) and the browser (which shows them).
 *
 * An upload is stored as three WebP renditions under one folder named by its content hash:
 *
 *   <hash>/320.webp   <hash>/640.webp   <hash>/1280.webp
 *
 * `<hash>` is the first 32 hex digits (128 bits) of SHA-256 over a pipeline version tag and the original bytes,
 * so the same upload always gets the same name and is stored once. The `file_path` an upload answers, and the
 * value kept in `imagePaths`, is the canonical `<hash>/1280.webp`; the browser derives the other widths from it.
 *
 * Images are never enlarged. All three names always exist, so a URL built from the rule never 404s: when the
 * original is narrower than a width, that name holds the largest rendition there is (a 500 px wide photo has a
 * 320 px `320.webp`, and a 500 px `640.webp` and `1280.webp`). The `w` descriptors of `imageSrcSet` then overstate
 * the width of such small images, which only makes the browser pick a file no sharper than the original anyway.
 * Renditions are also at most 4× as tall as the width of their name (a long screenshot is scaled down further).
 */

export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width whose name is the canonical `file_path`. */
export const CANONICAL_WIDTH: ImageWidth = 1280;

/** Renditions are at most this many times as tall as the width of their name. */
export const MAX_ASPECT_HEIGHT = 4;

export const IMAGE_URL_PREFIX = '/img/';
export const IMAGE_CONTENT_TYPE = 'image/webp';

const HASH_HEX_LENGTH = 32;
const HASH = new RegExp(`^[0-9a-f]{${HASH_HEX_LENGTH}}$`);
const IMAGE_KEY = new RegExp(`^([0-9a-f]{${HASH_HEX_LENGTH}})/(${IMAGE_WIDTHS.join('|')})\\.webp$`);

/** The stored name of one rendition: `<hash>/<width>.webp`. */
export function imageKey(hash: string, width: ImageWidth): string {
  if (!HASH.test(hash)) throw new Error('image hash must be 32 lowercase hex digits');
  return `${hash}/${width}.webp`;
}

/** Splits a rendition name (any width) into hash and width; null when it does not follow the rule. */
export function parseImageKey(key: string): { hash: string; width: ImageWidth } | null {
  const match = IMAGE_KEY.exec(key);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]) as ImageWidth };
}

/** True for the name of any stored rendition; what `GET /img/<key>` may serve. */
export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key);
}

/**
 * A stored image path as clients send it back (`imagePaths`, `paths`): only the canonical `<hash>/1280.webp`,
 * which by construction has no `..`, no leading `/`, no backslash and no scheme.
 */
export const FilePath = z
  .string()
  .max(64)
  .refine((value) => parseImageKey(value)?.width === CANONICAL_WIDTH, {
    message: 'not an uploaded image path',
  });
export type FilePath = z.infer<typeof FilePath>;

/** The smallest stored width that is at least `width` (the largest when none is). */
function pickWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? CANONICAL_WIDTH;
}

/**
 * The URL of an image at a display width: `imageUrl(p)` is the 1280 rendition, `imageUrl(p, 200)` the 320 one.
 * A path that breaks the rule (never produced by an upload) becomes one URL-encoded segment below `/img/_/`:
 * even a `..` there only climbs back to `/img/`, so the URL stays inside the image route and answers 404.
 */
export function imageUrl(filePath: string, width: number = CANONICAL_WIDTH): string {
  const parsed = parseImageKey(filePath);
  if (!parsed) return `${IMAGE_URL_PREFIX}_/${encodeURIComponent(filePath)}`;
  return `${IMAGE_URL_PREFIX}${imageKey(parsed.hash, pickWidth(width))}`;
}

/** The `srcset` of an image: every stored width with its `w` descriptor; '' for a path that breaks the rule. */
export function imageSrcSet(filePath: string): string {
  const parsed = parseImageKey(filePath);
  if (!parsed) return '';
  return IMAGE_WIDTHS.map((w) => `${IMAGE_URL_PREFIX}${imageKey(parsed.hash, w)} ${w}w`).join(', ');
}

/**
 * The `sizes` of the photos a first screen opens with, shared by the screens that draw them and the server that
 * preloads the first of them from the page's HTML (server/http/first-screen.ts): the same srcset and sizes
 * make the browser pick the same file twice, so the preloaded one is the one shown.
 */
export const PHOTO_SIZES = {
  /** a post with one photo: the card's full width */
  postSingle: '(min-width: 480px) 480px, 100vw',
  /** a tile of a post's gallery of two or more */
  postTile: '(min-width: 480px) 240px, 50vw',
  /** a market card, two to a row */
  marketCard: '(max-width: 480px) 50vw, 240px',
  /** a product page's photos, one at a time across the column */
  productPage: '(max-width: 480px) 100vw, 480px',
} as const;

/** The market's first row: its two cards' photos load first, and the page's HTML preloads them. */
export const MARKET_FIRST_ROW = 2;

/**
 * The Element Timing name of the photos a screen opens with (the ones loaded eagerly and first): a page the
 * server drew starts the app's scripts once the browser says it has shown them (web/app/first-paint-gate.ts).
 * Set on the <img> as the page is drawn: Chromium times only an image that carries it when it finishes loading.
 */
export const FIRST_PHOTO_TIMING = 'first-photo';

/** The attribute that names a first photo for Element Timing (none for any other photo). */
export function firstPhotoTiming(first: boolean): Record<string, string> {
  return first ? { elementtiming: FIRST_PHOTO_TIMING } : {};
}
