import { Heart, MessageCircle, Newspaper, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '../../../../contract/media';
import type { FeedPost } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { flattenPages } from '../../../shared/posts/post-cache';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton, iconButtonClasses } from '../../../ui/IconButton';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { TOAST_MS, useToast } from '../../../ui/toast';
import { openAddPost } from './add-post-store';
import { compactCount } from './format';
import { TimeAgo } from './TimeAgo';
import { useMyPosts } from './useMyPosts';
import { useRemovePost } from './useRemovePost';

/** `/myContent`: the seller's posts as a compact list with Edit and Delete (confirmed). */
export default function MyContentPage() {
  const { t, i18n } = useTranslation('posts');
  const session = useSession();
  const toast = useToast();
  const posts = useMyPosts();
  const remove = useRemovePost();
  const [deleting, setDeleting] = useState<FeedPost | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const io = new IntersectionObserver(
      (e) => {
        if (e.some((x) => x.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const list = flattenPages(posts.data);
  const locale = i18n.language;

  return (
    <>
      <PageHeader title={t('manage.title')} back="/post" />
      <main className="pb-6">
        {posts.isPending ? (
          <ul aria-busy="true" aria-label={t('list.loading')} className="flex flex-col gap-3 p-4">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-3">
                <Skeleton className="size-20 rounded-xl" />
                <div className="flex flex-1 flex-col gap-2 pt-1">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </li>
            ))}
          </ul>
        ) : posts.isError ? (
          <QueryFailed title={t('list.errorTitle')} query={posts} />
        ) : list.length === 0 ? (
          session?.role === 's' ? (
            <EmptyState
              icon={<Newspaper />}
              title={t('mine.emptyTitle')}
              message={t('mine.empty')}
              action={{ label: t('mine.create'), onClick: () => openAddPost() }}
            />
          ) : (
            // shoppers do not publish posts: say what this page is for them instead (issue 19)
            <EmptyState
              icon={<Newspaper />}
              title={t('mine.emptyTitleCustomer')}
              message={t('mine.emptyCustomer')}
              action={{ label: t('mine.browse'), to: '/' }}
            />
          )
        ) : (
          <ul aria-label={t('manage.title')} className="divide-y divide-gray-100">
            {list.map((post) => (
              <li key={post.id} className="flex items-center gap-3 px-4 py-3" data-post-id={post.id}>
                <Link
                  to={`/comments?id=${encodeURIComponent(post.id)}`}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {post.imagePaths[0] ? (
                    <img
                      src={imageUrl(post.imagePaths[0], 320)}
                      srcSet={imageSrcSet(post.imagePaths[0])}
                      sizes="80px"
                      alt=""
                      loading="lazy"
                      className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover"
                    />
                  ) : (
                    <span className="size-20 shrink-0 rounded-xl bg-gray-100" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-semibold text-gray-900">{post.title}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs whitespace-nowrap text-gray-500">
                      <TimeAgo iso={post.createdAt} locale={locale} />
                      <span className="flex items-center gap-1">
                        <Heart aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{t('manage.likes')}</span>
                        {compactCount(post.like, locale)}
                      </span>
                      <span className="flex items-center gap-1">
                        <MessageCircle aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{t('manage.comments')}</span>
                        {compactCount(post.total_comments, locale)}
                      </span>
                    </span>
                  </span>
                </Link>
                <Link
                  to={`/edit-post?id=${encodeURIComponent(post.id)}`}
                  aria-label={t('manage.edit', { title: post.title })}
                  className={iconButtonClasses()}
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </Link>
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('manage.delete', { title: post.title })}
                  onClick={() => setDeleting(post)}
                />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} className="flex justify-center py-3">
          {isFetchingNextPage && (
            <Spinner size="md" className="text-gray-400" label={t('list.loadingMore')} />
          )}
          {posts.isFetchNextPageError && (
            <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
              {t('list.retry')}
            </Button>
          )}
        </div>
      </main>
      <ConfirmDialog
        open={deleting !== null}
        title={t('manage.deleteTitle')}
        message={deleting ? t('manage.deleteMessage', { title: deleting.title }) : undefined}
        confirmLabel={t('manage.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (data) => {
              setDeleting(null);
              toast.show(data.message || t('manage.deleted'), {
                tone: 'success',
                durationMs: TOAST_MS.quick,
              });
            },
            onError: (error) => {
              setDeleting(null);
              toast.show(error.message, { tone: 'danger' });
            },
          })
        }
      />
    </>
  );
}
