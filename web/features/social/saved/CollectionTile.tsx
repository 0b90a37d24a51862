import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { imageUrl } from '../../../../contract/media';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Where cover `i` of `n` sits in the 2×2 tile, so fewer than four covers still fill it (no blank
 * quarters): one fills the tile, two split it, three are one tall and two stacked.
 */
function coverSpan(n: number, i: number): string {
  if (n === 1) return 'col-span-2 row-span-2';
  if (n === 2) return 'row-span-2';
  if (n === 3 && i === 0) return 'row-span-2';
  return '';
}

/** A collection tile of /savedContent: a 2×2 cover of its latest posts, its name and count. */
export function CollectionTile({
  to,
  name,
  count,
  covers,
}: {
  to: string;
  name: string;
  count: number;
  covers: string[];
}) {
  const { t } = useTranslation('saved');
  return (
    <Link
      to={to}
      className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <span className="grid aspect-square grid-cols-2 grid-rows-2 gap-0.5 overflow-hidden rounded-2xl bg-gray-100">
        {covers.length === 0 ? (
          <span className="col-span-2 row-span-2 flex items-center justify-center text-gray-400">
            <Bookmark aria-hidden="true" className="size-8" />
          </span>
        ) : (
          covers
            .slice(0, 4)
            .map((cover, i) => (
              <img
                key={cover}
                src={imageUrl(cover, 320)}
                alt=""
                loading="lazy"
                className={`size-full min-h-0 bg-gray-100 object-cover ${coverSpan(covers.length, i)}`}
              />
            ))
        )}
      </span>
      <span className="mt-1.5 block truncate font-semibold text-gray-900">{name}</span>
      <span className="block text-sm text-gray-500">{t('count', { count })}</span>
    </Link>
  );
}
