import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { COLLECTION_NAME_MAX } from '../../../../contract/collections';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { SuggestNameButton } from '../../platform/ai';
import { useCollectionItems, useUpdateCollection } from '../collections';

/** `/collectionName?id=…`: rename a collection (`update_collection`), then back to it. */
export default function CollectionNamePage() {
  const { t } = useTranslation('saved');
  const navigate = useNavigate();
  const toast = useToast();
  const id = useSearchParams()[0].get('id') ?? '';
  const items = useCollectionItems(id);
  const current = items.data?.pages[0]?.collection.name;
  const [name, setName] = useState('');
  const update = useUpdateCollection();
  const backTo = `/savedContent?id=${encodeURIComponent(id)}`;

  useEffect(() => {
    if (current !== undefined) setName(current);
  }, [current]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || update.isPending) return;
    update.mutate(
      { id, name: name.trim() },
      {
        onSuccess: (c) => {
          toast.show(t('renamed', { name: c.name }));
          navigate(backTo, { replace: true });
        },
      },
    );
  }

  return (
    <>
      <PageHeader title={t('renameTitle')} back={backTo} />
      <main className="px-4 py-6">
        {items.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : items.isError ? (
          <QueryFailed title={t('loadError')} query={items} />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <TextField
              label={t('nameLabel')}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (update.isError) update.reset();
              }}
              maxLength={COLLECTION_NAME_MAX}
              autoFocus
              autoComplete="off"
              enterKeyHint="done"
              error={update.isError ? update.error.message : undefined}
            />
            <SuggestNameButton
              collectionId={id}
              onPick={(picked) => {
                setName(picked.slice(0, COLLECTION_NAME_MAX));
                if (update.isError) update.reset();
              }}
            />
            <Button
              type="submit"
              disabled={!name.trim() || name.trim() === current}
              loading={update.isPending}
            >
              {t('save')}
            </Button>
          </form>
        )}
      </main>
    </>
  );
}
