import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';

/**
 * One address book's save: its add call for a new entry, its update call for an entry being edited, and what
 * the form shows while either runs or after either failed. Both address books (delivery, store pickup) save
 * this way.
 */
export function useAddressBookSave<I extends object, R extends { _id: string }>(
  add: UseMutationResult<R, Error, I>,
  update: UseMutationResult<R, Error, I & { _id: string }>,
) {
  return {
    saving: add.isPending || update.isPending,
    failure: add.error ?? update.error,
    save(
      input: I,
      editing: { _id: string } | undefined,
      onSaved: (id: string) => void,
      onError?: (error: Error) => void,
    ) {
      const handlers = { onSuccess: (saved: R) => onSaved(saved._id), ...(onError ? { onError } : {}) };
      if (editing) update.mutate({ ...input, _id: editing._id }, handlers);
      else add.mutate(input, handlers);
    },
  };
}

/** An address book's add-or-edit form: its fields, then the save failure, if any, then Cancel and Save. */
export function AddressBookForm({
  label,
  onSubmit,
  failure,
  saving,
  onCancel,
  cancelLabel,
  saveLabel,
  children,
}: {
  label: string;
  /** called with a valid-looking submit; the field checks are the form's own */
  onSubmit(): void;
  failure: string | null;
  saving: boolean;
  onCancel?: () => void;
  cancelLabel: string;
  saveLabel: string;
  children: ReactNode;
}) {
  function submit(e: FormEvent) {
    e.preventDefault();
    // the form may sit inside another form's sheet (checkout): its submit stays its own
    e.stopPropagation();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={label}>
      {children}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex gap-2">
        {onCancel && (
          <Button variant="secondary" className="flex-1" onClick={onCancel} disabled={saving}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" className="flex-1" loading={saving}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
