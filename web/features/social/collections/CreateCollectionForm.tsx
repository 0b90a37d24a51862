import { type FormEvent, type ReactNode, useState } from 'react';
import { COLLECTION_NAME_MAX, type Collection } from '../../../../contract/collections';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useCreateCollection } from './useCreateCollection';

export interface CreateCollectionFormProps {
  onCreated(collection: Collection): void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** shown under the name field; `fill` replaces the name (the name suggestions, docs/decisions/0062) */
  suggest?: (fill: (name: string) => void) => ReactNode;
}

/** Name a new collection (`create_collection`); a taken name shows the server's message under the field. */
export function CreateCollectionForm({ onCreated, onCancel, autoFocus, suggest }: CreateCollectionFormProps) {
  const { t } = useTranslation('collections');
  const [name, setName] = useState('');
  const create = useCreateCollection();
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, { onSuccess: (collection) => onCreated(collection) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('nameLabel')}
        placeholder={t('namePlaceholder')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (create.isError) create.reset();
        }}
        maxLength={COLLECTION_NAME_MAX}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="done"
        error={create.isError ? create.error.message : undefined}
      />
      {suggest?.((picked) => {
        setName(picked.slice(0, COLLECTION_NAME_MAX));
        if (create.isError) create.reset();
      })}
      <div className="flex gap-2">
        {onCancel && (
          <Button variant="secondary" className="flex-1" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" className="flex-1" disabled={!trimmed} loading={create.isPending}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}
