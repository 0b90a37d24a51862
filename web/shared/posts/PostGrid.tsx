import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedItem } from '../../../contract/collections';
import { imageUrl } from '../../../contract/media';
import { useTranslation } from '../../i18n/use-translation';
import { Skeleton } from '../../ui/Skeleton';

/**
 * Three columns of saved posts. Without `selected`, each opens the post's comments page; with it,
 * each is a toggle button (the edit screen and the create screen's optional posts).
 */
export function PostGrid({
  items,
  label,
  selected,
  onToggle,
}: {
  items: SavedItem[];
  label: string;
  selected?: Set<string>;
  onToggle?(id: string): void;
}) {
  const { t } = useTranslation('saved');
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-0.5">
      {items.map((item, i) => {
        const image = item.image ? (
          <img src={imageUrl(item.image, 320)} alt="" loading="lazy" className="size-full object-cover" />
        ) : null;
        const tileClass =
          'relative block aspect-square overflow-hidden bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';
        return (
          <li key={item._id} data-post-id={item._id}>
            {selected && onToggle ? (
              <button
                type="button"
                aria-pressed={selected.has(item._id)}
                aria-label={t('selectPost', { n: i + 1 })}
                onClick={() => onToggle(item._id)}
                className={`${tileClass} w-full`}
              >
                {image}
                <span
                  className={`absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full border-2 border-white ${
                    selected.has(item._id) ? 'bg-brand text-white' : 'bg-black/20'
                  }`}
                >
                  {selected.has(item._id) && <Check aria-hidden="true" className="size-4" />}
                </span>
              </button>
            ) : (
              <Link
                to={`/comments?id=${encodeURIComponent(item._id)}`}
                aria-label={t('postLabel', { n: i + 1 })}
                className={tileClass}
              >
                {image}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The grid while its posts load: nine grey squares where the first posts will stand. */
export function PostGridSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="grid grid-cols-3 gap-0.5">
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <Skeleton className="aspect-square rounded-none" />
        </li>
      ))}
    </ul>
  );
}
