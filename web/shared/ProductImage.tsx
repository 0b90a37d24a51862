import { Package } from 'lucide-react';
import { firstPhotoTiming, imageSrcSet, imageUrl } from '../../contract/media';

export interface ProductImageProps {
  /** A stored image path (`<hash>/1280.webp`); none shows a placeholder. */
  path?: string | null;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  /** Empty (decorative) by default: the product's name is next to it. */
  alt?: string;
  className?: string;
  /**
   * One of the first images a screen shows (the largest paint): fetched at once and first, not lazily
   * once the layout says it is visible.
   */
  priority?: boolean;
}

const PLACEHOLDER = 'flex items-center justify-center bg-gray-100 text-gray-400';

/** A product photo from its stored renditions (srcset, lazy), or a neutral placeholder. */
export function ProductImage({ path, sizes, alt = '', className, priority = false }: ProductImageProps) {
  if (!path) {
    return alt ? (
      <div role="img" aria-label={alt} className={`${PLACEHOLDER} ${className ?? ''}`}>
        <Package aria-hidden="true" className="size-1/3 max-h-10 max-w-10" />
      </div>
    ) : (
      <div aria-hidden="true" className={`${PLACEHOLDER} ${className ?? ''}`}>
        <Package aria-hidden="true" className="size-1/3 max-h-10 max-w-10" />
      </div>
    );
  }
  return (
    <img
      src={imageUrl(path, 320)}
      srcSet={imageSrcSet(path)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...firstPhotoTiming(priority)}
      decoding="async"
      className={`bg-gray-100 object-cover ${className ?? ''}`}
    />
  );
}
