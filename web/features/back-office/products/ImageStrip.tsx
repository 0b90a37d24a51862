import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductImage } from '../../../shared/ProductImage';
import { ProgressBar } from '../../../ui/ProgressBar';
import { Spinner } from '../../../ui/Spinner';

export interface ImageStripProps {
  /** Stored image paths; the first is the cover (thumbnail). */
  paths: string[];
  onRemove(index: number): void;
  /** Opens the photo menu / file picker. */
  onAdd(): void;
  /** Most images allowed (the add tile is disabled at the limit). */
  max: number;
  uploading?: boolean;
  /** Upload progress 0..1 while `uploading`. */
  progress?: number;
  /** Accessible name of the strip, e.g. "Photos". */
  label: string;
  /** Marks the first photo as the cover (a product's or post's thumbnail); off where there is none. */
  cover?: boolean;
}

/** A horizontal strip of uploaded photos with remove buttons and an add-more tile. */
export function ImageStrip({
  paths,
  onRemove,
  onAdd,
  max,
  uploading = false,
  progress = 0,
  label,
  cover = true,
}: ImageStripProps) {
  const { t } = useTranslation('products');
  const full = paths.length >= max;
  return (
    <div>
      <ul
        aria-label={label}
        className="-mx-4 flex gap-2.5 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:none]"
      >
        {paths.map((path, index) => (
          <li key={path} className="relative size-24 shrink-0">
            <ProductImage
              path={path}
              sizes="96px"
              alt={t('form.image', { n: index + 1 })}
              className="size-24 rounded-xl ring-1 ring-black/5"
            />
            {cover && index === 0 && (
              <span className="absolute inset-x-0 bottom-0 rounded-b-xl bg-black/55 py-0.5 text-center text-xs font-medium text-white">
                {t('form.cover')}
              </span>
            )}
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={t('form.removeImage', { n: index + 1 })}
              className="group absolute -top-2 -right-2 flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="flex size-7 items-center justify-center rounded-full bg-gray-900/80 text-white shadow group-hover:bg-gray-900">
                <X aria-hidden="true" className="size-4" />
              </span>
            </button>
          </li>
        ))}
        {uploading && (
          <li className="flex size-24 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-brand">
            <Spinner size="md" />
          </li>
        )}
        {!full && !uploading && (
          <li className="shrink-0">
            <button
              type="button"
              onClick={onAdd}
              className="flex size-24 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-gray-300 text-gray-600 hover:border-brand hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              <span className="px-1 text-center text-xs font-medium leading-tight">
                {t('form.addImages')}
              </span>
            </button>
          </li>
        )}
      </ul>
      {uploading && <ProgressBar value={progress} label={t('upload.progress')} className="mt-1" />}
    </div>
  );
}
