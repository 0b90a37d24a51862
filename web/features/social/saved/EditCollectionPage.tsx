import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ALL_SAVED } from '../../../../contract/collections';
import { useTranslation } from '../../../i18n/use-translation';
import { PostGrid, PostGridSkeleton } from '../../../shared/posts/PostGrid';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { useToast } from '../../../ui/toast';
import {
  useCollectionItems,
  useDeleteCollection,
  useMoveCollections,
  useRecoverCollection,
  useRecoverRemoved,
  useRecoverUnsaved,
  useRemoveFromCollection,
  useUnsaveMany,
} from '../collections';
import { MoveSheet } from './MoveSheet';

/** How long an Undo stays in its toast; after that, "Recently deleted" on /savedContent has it. */
export const UNDO_MS = 5000;

/**
 * `/editCollection?id=…`: select posts, then move them to another collection, remove them from this
 * one or unsave them (each with Undo); or delete the whole collection (confirm, Undo).
 */
export default function EditCollectionPage() {
  const { t } = useTranslation('saved');
  const navigate = useNavigate();
  const toast = useToast();
  const id = useSearchParams()[0].get('id') ?? '';
  const isAll = id === ALL_SAVED;
  const items = useCollectionItems(id);
  const collection = items.data?.pages[0]?.collection;
  const name = isAll ? t('allSaved') : (collection?.name ?? '');
  const list = items.data?.pages.flatMap((p) => p.items) ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const move = useMoveCollections();
  const remove = useRemoveFromCollection();
  const recoverRemoved = useRecoverRemoved();
  const unsave = useUnsaveMany();
  const recoverUnsaved = useRecoverUnsaved();
  const del = useDeleteCollection();
  const recoverCollection = useRecoverCollection();
  const ids = [...selected];
  const busy = move.isPending || remove.isPending || unsave.isPending || del.isPending;
  const failed = (e: Error) => toast.show(e.message, { tone: 'danger' });
  const undo = (run: () => void) => ({
    durationMs: UNDO_MS,
    action: { label: t('undo'), onClick: run },
  });

  function toggle(postId: string) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(postId)) next.delete(postId);
      else next.add(postId);
      return next;
    });
  }

  return (
    <>
      <PageHeader title={t('editTitle')} back={`/savedContent?id=${encodeURIComponent(id)}`} />
      <main className="pb-40">
        {items.isPending ? (
          <PostGridSkeleton label={t('loading')} />
        ) : items.isError ? (
          <QueryFailed title={t('loadError')} query={items} />
        ) : (
          <>
            <p className="px-4 py-2 text-sm text-gray-600">
              {name} · {selected.size === 0 ? t('selectHint') : t('selected', { count: selected.size })}
            </p>
            {list.length === 0 ? (
              <EmptyState title={t('collectionEmpty')} />
            ) : (
              <PostGrid items={list} label={t('gridLabel', { name })} selected={selected} onToggle={toggle} />
            )}
            <LoadMoreOf query={items} />
            {!isAll && (
              <div className="px-4 pt-8">
                <Button variant="danger" className="w-full" onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  {t('deleteCollection')}
                </Button>
              </div>
            )}
          </>
        )}
      </main>

      <div className="fixed inset-x-0 bottom-0 z-20 mx-auto flex max-w-[480px] gap-2 border-t border-gray-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {!isAll && (
          <>
            <Button
              variant="secondary"
              className="flex-1"
              disabled={!ids.length || busy}
              onClick={() => setMoving(true)}
            >
              {t('move')}
            </Button>
            <Button
              variant="secondary"
              className="flex-1"
              disabled={!ids.length || busy}
              onClick={() =>
                remove.mutate(
                  { collection: id, ids },
                  {
                    onSuccess: (r) => {
                      setSelected(new Set());
                      toast.show(
                        t('removedToast', { count: r.removed }),
                        undo(() => recoverRemoved.mutate({ collection: id, ids }, { onError: failed })),
                      );
                    },
                    onError: failed,
                  },
                )
              }
            >
              {t('remove')}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          className="flex-1"
          disabled={!ids.length || busy}
          onClick={() =>
            unsave.mutate(
              { ids },
              {
                onSuccess: (r) => {
                  setSelected(new Set());
                  toast.show(
                    t('unsavedToast', { count: r.removed }),
                    undo(() => recoverUnsaved.mutate({ ids }, { onError: failed })),
                  );
                },
                onError: failed,
              },
            )
          }
        >
          {t('unsave')}
        </Button>
      </div>

      <MoveSheet
        open={moving}
        from={id}
        onClose={() => setMoving(false)}
        onChoose={(to) =>
          move.mutate(
            { from: id, to: to._id, ids },
            {
              onSuccess: () => {
                setMoving(false);
                setSelected(new Set());
                toast.show(t('moved', { name: to.name }), {
                  durationMs: UNDO_MS,
                  action: {
                    label: t('view'),
                    onClick: () => navigate(`/savedContent?id=${encodeURIComponent(to._id)}`),
                  },
                });
              },
              onError: failed,
            },
          )
        }
      />

      {confirmDelete && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('deleteConfirmTitle', { name })}
          message={t('deleteConfirm')}
          confirmLabel={t('delete')}
          busy={del.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            del.mutate(
              { id },
              {
                onSuccess: () => {
                  setConfirmDelete(false);
                  toast.show(
                    t('deleted', { name }),
                    undo(() => recoverCollection.mutate({ id }, { onError: failed })),
                  );
                  navigate('/savedContent', { replace: true });
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </>
  );
}
