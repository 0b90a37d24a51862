import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconButton } from '../../../ui/IconButton';

/** the address book's own words (namespace `addresses` or `pickup`): both name these keys alike */
type Words = (key: string, options?: { name: string }) => string;

/** what `useEntryEditing` holds for one book */
export interface EntryBook<E> {
  editing: E | 'new' | null;
  setEditing(entry: E | 'new' | null): void;
  removing: E | null;
  setRemoving(entry: E | null): void;
  /** this entry's edit form is open, in its place in the list */
  isEditing(entry: E): boolean;
}

/**
 * An address book's open forms and dialog: the entry being edited ('new' while the add form is open), the one
 * asked about removing. Both books (delivery, store pickup) keep them alike.
 */
export function useEntryEditing<E extends { _id: string }>(): EntryBook<E> {
  const [editing, setEditing] = useState<E | 'new' | null>(null);
  const [removing, setRemoving] = useState<E | null>(null);
  return {
    editing,
    setEditing,
    removing,
    setRemoving,
    isEditing: (entry: E) => editing !== 'new' && editing?._id === entry._id,
  };
}

/** An entry's Edit and Remove buttons, each named with the entry, as both address books show them. */
export function EntryActions<E extends { _id: string; name: string }>({
  t,
  entry,
  book,
}: {
  t: Words;
  entry: E;
  book: EntryBook<E>;
}) {
  return (
    <>
      <IconButton
        icon={Pencil}
        label={t('editNamed', { name: entry.name })}
        onClick={() => book.setEditing(entry)}
      />
      <IconButton
        icon={Trash2}
        tone="danger"
        label={t('removeNamed', { name: entry.name })}
        onClick={() => book.setRemoving(entry)}
      />
    </>
  );
}

/** An address book's remove call, by the entry's id (`useRemoveAddress`, `useRemovePickupAddress`). */
interface RemoveCall {
  isPending: boolean;
  mutate(id: string, handlers: { onSuccess(): void; onError(error: Error): void }): void;
}

/**
 * "Remove this address?": open while the book has an entry to remove, closed again by Cancel or once removing is
 * done or failed; what a removal or a failure also does is the book's own.
 */
export function RemoveEntryDialog<E extends { _id: string; name: string }>({
  t,
  book,
  remove,
  onRemoved,
  onFailed,
}: {
  t: Words;
  book: EntryBook<E>;
  remove: RemoveCall;
  onRemoved(entry: E): void;
  onFailed(error: Error): void;
}) {
  const entry = book.removing;
  const onClose = () => book.setRemoving(null);
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('removeTitle')}
      message={entry ? t('removeMessage', { name: entry.name }) : undefined}
      confirmLabel={t('removeConfirm')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!entry) return;
        remove.mutate(entry._id, {
          onSuccess: () => {
            onRemoved(entry);
            onClose();
          },
          onError: (err) => {
            onClose();
            onFailed(err);
          },
        });
      }}
    />
  );
}

/** The book's "Add" button under its entries, opening the new-entry form. */
export function AddEntryButton({ t, onClick }: { t: Words; onClick(): void }) {
  return (
    <Button variant="secondary" onClick={onClick} className="self-start">
      <Plus aria-hidden="true" className="size-4" />
      {t('addNew')}
    </Button>
  );
}
