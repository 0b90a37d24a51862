import { Camera, FolderOpen, Images, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Sheet } from '../../../ui/Sheet';

export interface AddPhotoMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The files picked or photographed (never empty). */
  onFiles(files: File[]): void;
  title?: string;
  description?: string;
  /** One photo at a time (e.g. a replacement); default many. */
  single?: boolean;
  /** An extra row under the three sources, e.g. "Add without photos". */
  extra?: { label: string; icon: LucideIcon; onSelect(): void };
}

/**
 * The add-photo menu (docs/product.md §2): photo library, take photo (rear camera), choose files. The file
 * inputs live outside the sheet so they survive it closing while the picker is open.
 */
export function AddPhotoMenu({
  open,
  onOpenChange,
  onFiles,
  title,
  description,
  single,
  extra,
}: AddPhotoMenuProps) {
  const { t } = useTranslation('products');
  const library = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);

  function pick(input: HTMLInputElement | null) {
    input?.click(); // first, while the tap still counts as a user gesture
    onOpenChange(false);
  }

  function changed(event: React.ChangeEvent<HTMLInputElement>) {
    const list = [...(event.target.files ?? [])];
    event.target.value = ''; // the same photo can be picked again
    if (list.length > 0) onFiles(list);
  }

  const rows: { key: string; label: string; icon: LucideIcon; onSelect(): void }[] = [
    { key: 'library', label: t('photoMenu.library'), icon: Images, onSelect: () => pick(library.current) },
    { key: 'camera', label: t('photoMenu.camera'), icon: Camera, onSelect: () => pick(camera.current) },
    { key: 'files', label: t('photoMenu.files'), icon: FolderOpen, onSelect: () => pick(files.current) },
  ];
  if (extra) {
    rows.push({
      key: 'extra',
      label: extra.label,
      icon: extra.icon,
      onSelect: () => {
        onOpenChange(false);
        extra.onSelect();
      },
    });
  }

  return (
    <>
      <input ref={library} type="file" accept="image/*" multiple={!single} hidden onChange={changed} />
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={changed} />
      <input
        ref={files}
        type="file"
        accept="image/*,.heic,.heif"
        multiple={!single}
        hidden
        onChange={changed}
      />
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        title={title ?? t('photoMenu.title')}
        description={description ?? t('photoMenu.description')}
      >
        <ul className="flex flex-col gap-1 pb-2">
          {rows.map(({ key, label, icon: Icon, onSelect }) => (
            <li key={key}>
              <button
                type="button"
                onClick={onSelect}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium text-gray-900 hover:bg-gray-50 active:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-cyan-50 text-nav-product">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
