import { imageSrcSet, imageUrl, PHOTO_SIZES } from '../../contract/media';

/** A photo the first screen of a page opens with, as that screen draws it. */
export interface FirstPhoto {
  path: string;
  sizes: string;
  /** the rendition the <img> names in src (for a browser without srcset) */
  width: 320 | 640;
}

/** Where the first photos of the public pages come from (app.ts wires the domains' services). */
export interface FirstPhotoSources {
  /** the photos of the feed's first post, as the anonymous feed shows it */
  feedFirstPost(): Promise<string[]>;
  /** the first photo of each product on the market's first row */
  marketFirstRow(): Promise<string[]>;
}

/** how long an answer serves: a page load costs no query under a burst, and a new first post shows within it */
const FRESH_MS = 5_000;

/**
 * `<link rel="preload">` for the largest paint of `/` and `/market` (issue 28: the largest image preloaded): the
 * browser fetches the first post's or the first row's photos while it loads the script, instead of after the
 * script has run and asked for the page (decision 0125). Only the plain pages: a tag or a search shows other photos.
 */
export function firstPhotoPreloads(sources: FirstPhotoSources, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; tags: string }>();
  const photosOf: Record<string, () => Promise<FirstPhoto[]>> = {
    '/': async () => {
      const paths = await sources.feedFirstPost();
      const first = paths[0];
      if (!first) return [];
      return [
        paths.length === 1
          ? { path: first, sizes: PHOTO_SIZES.postSingle, width: 640 }
          : { path: first, sizes: PHOTO_SIZES.postTile, width: 320 },
      ];
    },
    '/market': async () =>
      (await sources.marketFirstRow()).map((path) => ({ path, sizes: PHOTO_SIZES.marketCard, width: 320 })),
  };
  return async function preloadTags(pathname: string, search: string): Promise<string> {
    const photos = search ? undefined : photosOf[pathname];
    if (!photos) return '';
    const cached = cache.get(pathname);
    if (cached && now() - cached.at < FRESH_MS) return cached.tags;
    // a page that cannot find its photo is still served: the preload is a head start, never a condition
    const tags = (await photos().catch(() => [])).map(preloadTag).join('');
    cache.set(pathname, { at: now(), tags });
    return tags;
  };
}

function preloadTag(photo: FirstPhoto): string {
  const srcset = imageSrcSet(photo.path);
  if (!srcset) return '';
  return `<link rel="preload" as="image" href="${attr(imageUrl(photo.path, photo.width))}" imagesrcset="${attr(
    srcset,
  )}" imagesizes="${attr(photo.sizes)}" fetchpriority="high">`;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** the page's HTML with the tags at the end of its head */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
