import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LinkedProduct } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { Sheet } from '../../../ui/Sheet';
import { Skeleton } from '../../../ui/Skeleton';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { canPublish, type PostDraft, PostFields, toPostInput } from './PostFields';
import { ProductPicker } from './ProductPicker';
import { usePost } from './usePost';
import { useRemovePost } from './useRemovePost';
import { useUpdatePost } from './useUpdatePost';

/** `/edit-post?id=…`: the author edits title, description, hashtags, images and linked products (same rules as create). */
export default function EditPostPage() {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const [params] = useSearchParams();
  const id = params.get('id');
  const post = usePost(id);
  const update = useUpdatePost();
  const remove = useRemovePost();
  const [draft, setDraft] = useState<PostDraft | null>(null);
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (post.data && draft === null) {
      setDraft({
        images: post.data.imagePaths,
        title: post.data.title,
        description: post.data.description,
        tags: post.data.tags,
        products: post.data.linkedProducts,
      });
    }
  }, [post.data, draft]);

  const change = (c: Partial<PostDraft>) => setDraft((d) => (d ? { ...d, ...c } : d));
  const toggle = (p: LinkedProduct) =>
    setDraft((d) =>
      d
        ? {
            ...d,
            products: d.products.some((x) => x.id === p.id)
              ? d.products.filter((x) => x.id !== p.id)
              : [...d.products, p],
          }
        : d,
    );

  function save() {
    if (!id || !draft || !canPublish(draft) || uploading) return;
    update.mutate(
      { id, ...toPostInput(draft) },
      {
        onSuccess: () => {
          toast.show(t('edit.saved'), { tone: 'success', durationMs: TOAST_MS.quick });
          setTimeout(() => navigate('/myContent'), TOAST_MS.quick);
        },
        onError: (error) => toast.show(error.message, { tone: 'danger' }),
      },
    );
  }

  const notMine = post.data && session && post.data.creater_id !== session.user_id;
  const error = post.error as ApiError | null;

  return (
    <>
      <PageHeader
        title={t('edit.title')}
        back="/myContent"
        right={
          post.data && !notMine ? (
            <button
              type="button"
              onClick={() => setConfirmDelete(true)}
              aria-label={t('edit.delete')}
              className="flex size-11 items-center justify-center rounded-full text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          ) : undefined
        }
      />
      <main className="px-4 pt-4 pb-28">
        {!id || error?.status === 404 ? (
          <EmptyState title={t('detail.notFound')} action={{ label: t('edit.toMine'), to: '/myContent' }} />
        ) : post.isError ? (
          <EmptyState
            title={t('list.errorTitle')}
            message={error?.message}
            action={{ label: t('list.retry'), onClick: () => void post.refetch() }}
          />
        ) : notMine ? (
          <EmptyState title={t('edit.notYours')} action={{ label: t('edit.toMine'), to: '/myContent' }} />
        ) : !draft ? (
          <div role="status" aria-busy="true" aria-label={t('list.loading')} className="flex flex-col gap-4">
            <div className="flex gap-2.5">
              <Skeleton className="size-24 rounded-xl" />
              <Skeleton className="size-24 rounded-xl" />
            </div>
            <Skeleton className="h-11 w-full rounded-xl" />
            <Skeleton className="h-28 w-full rounded-xl" />
          </div>
        ) : (
          <PostFields
            draft={draft}
            onChange={change}
            onUploadingChange={setUploading}
            onEditProducts={() => setPicking(true)}
          />
        )}
      </main>
      {draft && !notMine && (
        <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <Button
            block
            size="lg"
            disabled={!canPublish(draft) || uploading}
            loading={update.isPending}
            onClick={save}
          >
            {t('edit.save')}
          </Button>
        </div>
      )}
      <Sheet open={picking} onOpenChange={setPicking} title={t('sheet.step1Title')}>
        {draft && <ProductPicker selected={draft.products} onToggle={toggle} />}
        <Button block className="mt-4" onClick={() => setPicking(false)}>
          {t('edit.doneProducts')}
        </Button>
      </Sheet>
      <ConfirmDialog
        open={confirmDelete}
        title={t('manage.deleteTitle')}
        message={post.data ? t('manage.deleteMessage', { title: post.data.title }) : undefined}
        confirmLabel={t('manage.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          id &&
          remove.mutate(id, {
            onSuccess: (data) => {
              toast.show(data.message || t('manage.deleted'), {
                tone: 'success',
                durationMs: TOAST_MS.quick,
              });
              navigate('/myContent', { replace: true });
            },
            onError: (e) => {
              setConfirmDelete(false);
              toast.show(e.message, { tone: 'danger' });
            },
          })
        }
      />
    </>
  );
}
