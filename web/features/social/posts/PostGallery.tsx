import { firstPhotoTiming, imageSrcSet, imageUrl, PHOTO_SIZES } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';

/** How many tiles a gallery shows (docs/product.md §2: layouts for 1, 2, 3 and 4+ images). */
export const GALLERY_TILES = 4;

/** The "+N" of the 4th tile: images beyond the four shown; 0 when all fit. */
export function hiddenCount(total: number): number {
  return Math.max(0, total - GALLERY_TILES);
}

// The column is at most 480 px wide; tiles are the whole width, or half of it.
const FULL = PHOTO_SIZES.postSingle;
const HALF = PHOTO_SIZES.postTile;

/**
 * A post's photos: one fills the width (4:5), two side by side, three as one tall and two stacked,
 * four or more as a 2×2 grid whose last tile says +N. Each tile opens the lightbox there.
 */
export function PostGallery({
  images,
  title,
  onOpen,
  priority = false,
}: {
  images: string[];
  title: string;
  onOpen(index: number): void;
  /** the first card of a page: its first photo is the page's largest paint, fetched first and never lazily */
  priority?: boolean;
}) {
  const { t } = useTranslation('posts');
  const total = images.length;
  if (total === 0) return null;
  const shown = images.slice(0, GALLERY_TILES);
  const more = hiddenCount(total);

  const layout =
    total === 1
      ? 'grid-cols-1'
      : total === 2
        ? 'grid-cols-2 aspect-[2/1.2]'
        : total === 3
          ? 'grid-cols-2 grid-rows-2 aspect-square'
          : 'grid-cols-2 grid-rows-2 aspect-square';

  return (
    <div
      className={`grid gap-0.5 overflow-hidden bg-gray-100 ${layout}`}
      data-testid="post-gallery"
      data-count={total}
    >
      {shown.map((path, i) => {
        const tall = total === 3 && i === 0;
        const plus = more > 0 && i === GALLERY_TILES - 1;
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a post may show the same photo twice; tiles never reorder
            key={`${path}-${i}`}
            type="button"
            onClick={() => onOpen(i)}
            aria-label={
              plus
                ? t('gallery.openMore', { n: i + 1, count: total, more })
                : t('gallery.open', { n: i + 1, count: total, title })
            }
            className={`relative block min-h-0 overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${
              tall ? 'row-span-2' : ''
            } ${total === 1 ? 'aspect-[4/5] max-h-[70dvh] w-full' : 'h-full'}`}
          >
            <img
              src={imageUrl(path, total === 1 ? 640 : 320)}
              srcSet={imageSrcSet(path)}
              sizes={total === 1 ? FULL : HALF}
              alt=""
              loading={priority && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && i === 0 ? 'high' : 'auto'}
              {...firstPhotoTiming(priority && i === 0)}
              decoding="async"
              className="size-full object-cover transition-transform duration-300 active:scale-[0.98]"
            />
            {plus && (
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center bg-black/50 text-3xl font-semibold text-white"
              >
                +{more}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
