import { Check, FolderPlus, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { Skeleton } from '../../../ui/Skeleton';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { CollectionThumb } from './CollectionThumb';
import { useCollections } from './useCollections';
import { useFindPost } from './useFindPost';
import { useRemoveFromCollection } from './useRemoveFromCollection';
import { useSaveToCollection } from './useSaveToCollection';

export interface CollectionPickerSheetProps {
  /** The post to save; null keeps the sheet closed. */
  postId: string | null;
  onClose(): void;
}

/**
 * The collection picker of docs/product.md §4 "Post saved": the caller's collections, a create button (it opens
 * `/createCollection` with this post chosen, so the new collection gets it and the name suggestion sees it), and
 * choosing one saves the post there with a 1 s "Saved" toast.
 */
export function CollectionPickerSheet({ postId, onClose }: CollectionPickerSheetProps) {
  const { t } = useTranslation('collections');
  const toast = useToast();
  const open = postId !== null;
  const collections = useCollections(open);
  const save = useSaveToCollection();
  const remove = useRemoveFromCollection();
  const navigate = useNavigate();
  // a post may sit in several collections (docs/decisions/0060): ticks show which hold it
  const holding = new Set(useFindPost(open ? postId : null).data?.collections ?? []);

  function choose(collection: string) {
    if (!postId || save.isPending || remove.isPending) return;
    if (holding.has(collection)) {
      remove.mutate(
        { collection, ids: [postId] },
        {
          onSuccess: () => {
            toast.show(t('removedFromCollection'), { tone: 'success', durationMs: TOAST_MS.quick });
            onClose();
          },
          onError: (error) => toast.show(error.message, { tone: 'danger' }),
        },
      );
      return;
    }
    save.mutate(
      { id: postId, collection },
      {
        onSuccess: ({ queued }) => {
          if (queued) {
            toast.show(t('savedQueued'), { tone: 'info' });
            onClose();
            return;
          }
          toast.show(t('saved'), {
            tone: 'success',
            durationMs: TOAST_MS.error,
            action: {
              label: t('view'),
              onClick: () => navigate(`/savedContent?id=${encodeURIComponent(collection)}`),
            },
          });
          onClose();
        },
        onError: (error) => toast.show(error.message, { tone: 'danger' }),
      },
    );
  }

  const list = collections.data ?? [];

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('pickerTitle')}
      description={t('pickerDescription')}
    >
      <button
        type="button"
        onClick={() => {
          if (!postId) return;
          onClose();
          navigate(`/createCollection?post=${encodeURIComponent(postId)}`);
        }}
        className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 text-left font-semibold text-brand-dark hover:bg-pink-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl border-2 border-dashed border-pink-300">
          <Plus aria-hidden="true" className="size-6" />
        </span>
        {t('newCollection')}
      </button>
      {collections.isPending ? (
        <ul aria-busy="true" aria-label={t('loading')} className="mt-1 flex flex-col gap-2 pb-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex items-center gap-3 px-2 py-1">
              <Skeleton className="size-12 rounded-xl" />
              <Skeleton className="h-4 w-40" />
            </li>
          ))}
        </ul>
      ) : collections.isError ? (
        <div className="px-2 py-4 text-center">
          <p className="text-sm text-gray-600">{t('loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void collections.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-6 text-center">
          <FolderPlus aria-hidden="true" className="size-8 text-gray-400" />
          <p className="mt-2 text-sm text-gray-600">{t('empty')}</p>
        </div>
      ) : (
        <ul aria-label={t('listLabel')} className="mt-1 flex flex-col pb-2">
          {list.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                disabled={save.isPending}
                aria-pressed={holding.has(c._id)}
                onClick={() => choose(c._id)}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 py-1 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
              >
                <CollectionThumb image={c.cover} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-gray-900">{c.name}</span>
                  <span className="block text-sm text-gray-500">{t('count', { count: c.count })}</span>
                </span>
                {holding.has(c._id) && <Check aria-hidden="true" className="size-5 shrink-0 text-brand" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
