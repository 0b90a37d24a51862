import { useRef } from 'react';
import { REVIEW_PHOTOS_MAX } from '../../../../contract/reviews';
import { useTranslation } from '../../../i18n/use-translation';
import { checkPicked } from '../../../shared/posts/picked-images';
import { useToast } from '../../../ui/toast';
import { ImageStrip } from '../../back-office/products';
import { useUploadReviewPhotos } from './useUploadReviewPhotos';

/** Up to 5 photos of what arrived: picked from the gallery or the camera, uploaded at once, removable. */
export function ReviewPhotosField({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const upload = useUploadReviewPhotos();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;

  function picked(event: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const check = checkPicked(files, latest.current.length, REVIEW_PHOTOS_MAX);
    if (check.kind === 'none') return;
    if (check.kind === 'not-images') return toast.show(t('form.onlyImages'), { tone: 'warning' });
    if (check.kind === 'too-many')
      return toast.show(t('form.tooMany', { max: REVIEW_PHOTOS_MAX }), { tone: 'danger' });
    upload.mutate(check.files, {
      onSuccess: ({ file_path }) =>
        onChange(
          [...latest.current, ...file_path.filter((p) => !latest.current.includes(p))].slice(
            0,
            REVIEW_PHOTOS_MAX,
          ),
        ),
      onError: () => toast.show(t('form.uploadFailed'), { tone: 'danger' }),
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-gray-900">
        {t('form.photos', { max: REVIEW_PHOTOS_MAX })}
      </span>
      <ImageStrip
        paths={value}
        onRemove={(i) => onChange(value.filter((_, j) => j !== i))}
        onAdd={() => input.current?.click()}
        max={REVIEW_PHOTOS_MAX}
        uploading={upload.isPending}
        progress={upload.progress}
        label={t('form.photosLabel')}
        cover={false}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        onChange={picked}
        className="hidden"
        data-testid="review-photo-input"
      />
    </div>
  );
}
