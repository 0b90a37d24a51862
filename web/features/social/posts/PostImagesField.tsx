import { Camera, Images } from 'lucide-react';
import { useRef, useState } from 'react';
import { POST_IMAGES_MAX } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { checkPicked, isMobileDevice } from '../../../shared/posts/picked-images';
import { Sheet } from '../../../ui/Sheet';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { ImageStrip } from '../../back-office/products';
import { useUploadPostImages } from './useUploadPostImages';

export interface PostImagesFieldProps {
  value: string[];
  onChange(next: string[]): void;
  /** Reports uploads in flight, so Post waits for them. */
  onUploadingChange?(uploading: boolean): void;
}

/**
 * The post's image strip: remove buttons, and add-more — on a phone an action sheet (take photo,
 * choose from gallery, cancel), elsewhere the file picker. Checks the 10-image limit and file types
 * before anything is uploaded, then uploads with progress.
 */
export function PostImagesField({ value, onChange, onUploadingChange }: PostImagesFieldProps) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const upload = useUploadPostImages();
  const [menuOpen, setMenuOpen] = useState(false);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;

  function addMore() {
    if (isMobileDevice()) setMenuOpen(true);
    else gallery.current?.click();
  }

  function picked(event: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const check = checkPicked(files, latest.current.length);
    if (check.kind === 'none') return;
    if (check.kind === 'not-images') return toast.show(t('images.onlyImages'), { tone: 'warning' });
    if (check.kind === 'too-many')
      return toast.show(t('images.max', { max: POST_IMAGES_MAX }), { tone: 'danger' });
    if (check.skipped > 0) toast.show(t('images.skipped', { count: check.skipped }), { tone: 'warning' });
    onUploadingChange?.(true);
    upload.mutate(check.files, {
      onSuccess: ({ file_path }) => {
        const next = [...latest.current, ...file_path.filter((p) => !latest.current.includes(p))];
        onChange(next.slice(0, POST_IMAGES_MAX));
        toast.show(t('images.uploaded'), { tone: 'success', durationMs: TOAST_MS.notice });
      },
      onError: () => toast.show(t('images.failed'), { tone: 'danger' }),
      onSettled: () => onUploadingChange?.(false),
    });
  }

  function choose(input: HTMLInputElement | null) {
    input?.click(); // while the tap still counts as a user gesture
    setMenuOpen(false);
  }

  const uploading = upload.isPending;

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between">
        <h3 className="text-sm font-medium text-gray-800">{t('compose.images')}</h3>
        <span className="text-xs text-gray-500 tabular-nums">
          {t('compose.imageCount', { count: value.length, max: POST_IMAGES_MAX })}
        </span>
      </div>
      <ImageStrip
        paths={value}
        onRemove={(index) => onChange(value.filter((_, i) => i !== index))}
        onAdd={addMore}
        max={POST_IMAGES_MAX}
        uploading={uploading}
        progress={upload.progress}
        label={t('compose.images')}
      />

      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={picked}
        data-testid="post-image-input"
      />
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={picked} />
      <Sheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={t('images.menuTitle')}
        description={t('images.menuDescription')}
      >
        <ul className="flex flex-col gap-1 pb-2">
          <li>
            <MenuRow
              icon={<Camera aria-hidden="true" className="size-5" />}
              label={t('images.takePhoto')}
              onClick={() => choose(camera.current)}
            />
          </li>
          <li>
            <MenuRow
              icon={<Images aria-hidden="true" className="size-5" />}
              label={t('images.gallery')}
              onClick={() => choose(gallery.current)}
            />
          </li>
          <li>
            <button
              type="button"
              onClick={() => setMenuOpen(false)}
              className="mt-1 flex min-h-12 w-full items-center justify-center rounded-xl bg-gray-100 font-semibold text-gray-800 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('images.cancel')}
            </button>
          </li>
        </ul>
      </Sheet>
    </div>
  );
}

function MenuRow({ icon, label, onClick }: { icon: React.ReactNode; label: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium text-gray-900 hover:bg-gray-50 active:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pink-50 text-brand-dark">
        {icon}
      </span>
      {label}
    </button>
  );
}
