import { Bookmark } from 'lucide-react';
import { imageSrcSet, imageUrl } from '../../../../contract/media';

/**
 * A collection's (or a saved item's) 48 px picture in a row: its cover photo, or a bookmark on grey when it
 * has none. The collection picker, the move sheet and Recently deleted show the same square.
 */
export function CollectionThumb({ image }: { image: string | null | undefined }) {
  return image ? (
    <img
      src={imageUrl(image, 320)}
      srcSet={imageSrcSet(image)}
      sizes="48px"
      alt=""
      loading="lazy"
      className="size-12 shrink-0 rounded-xl bg-gray-100 object-cover"
    />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-400">
      <Bookmark aria-hidden="true" className="size-5" />
    </span>
  );
}
