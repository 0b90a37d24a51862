import { Camera, ImagePlus } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { SquareCrop } from './SquareCrop';
import { useUploadPic } from './useUploadPic';

/** Pick or take a photo, crop it square, upload it (`/user/info/upload_pic`). */
export function AvatarPicker({ kind = 'avatar', onSaved }: { kind?: 'avatar' | 'store'; onSaved?(): void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const upload = useUploadPic();
  const [file, setFile] = useState<File | null>(null);
  const make = useRef<(() => Promise<File>) | null>(null);
  const onReady = useCallback((fn: () => Promise<File>) => {
    make.current = fn;
  }, []);

  async function save() {
    if (!make.current) return;
    const cropped = await make.current();
    upload.mutate(
      { file: cropped, kind },
      {
        onSuccess: () => {
          setFile(null);
          toast.show(t('avatar.saved'), { tone: 'success' });
          onSaved?.();
        },
        onError: (e) => toast.show(e.message, { tone: 'danger' }),
      },
    );
  }

  const pickClass =
    'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand';
  const picked = (e: React.ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) setFile(f);
    e.target.value = '';
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <label className={pickClass}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {kind === 'store' ? t('avatar.chooseStore') : t('avatar.choose')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={picked}
            data-testid={`pick-${kind}`}
          />
        </label>
        <label className={pickClass}>
          <Camera aria-hidden="true" className="size-5" />
          {t('avatar.take')}
          <input type="file" accept="image/*" capture="user" className="sr-only" onChange={picked} />
        </label>
      </div>
      {file && (
        <>
          <SquareCrop file={file} onReady={onReady} />
          <Button onClick={() => void save()} loading={upload.isPending} block>
            {t('avatar.save')}
          </Button>
        </>
      )}
    </div>
  );
}
