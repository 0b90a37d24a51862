import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconButton } from '../../../ui/IconButton';

/** the address book's own words (namespace `addresses` or `pickup`): both name these keys alike */
type Words = (key: string, options?: { name: string }) => string;

/** An entry's Edit and Remove buttons, each named with the entry, as both address books show them. */
export function EntryActions({
  t,
  name,
  onEdit,
  onRemove,
}: {
  t: Words;
  name: string;
  onEdit(): void;
  onRemove(): void;
}) {
  return (
    <>
      <IconButton icon={Pencil} label={t('editNamed', { name })} onClick={onEdit} />
      <IconButton icon={Trash2} tone="danger" label={t('removeNamed', { name })} onClick={onRemove} />
    </>
  );
}

/** "Remove this address?": open while `entry` is set; what removing does is the book's own. */
export function RemoveEntryDialog<E extends { _id: string; name: string }>({
  t,
  entry,
  busy,
  onCancel,
  onConfirm,
}: {
  t: Words;
  entry: E | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(entry: E): void;
}) {
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('removeTitle')}
      message={entry ? t('removeMessage', { name: entry.name }) : undefined}
      confirmLabel={t('removeConfirm')}
      tone="danger"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (entry) onConfirm(entry);
      }}
    />
  );
}
