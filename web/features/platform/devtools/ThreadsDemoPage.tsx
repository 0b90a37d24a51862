import { useIsMutating } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { REPLIES_PREVIEW } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { flattenPages } from '../../../shared/posts/post-cache';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonText } from '../../../ui/Skeleton';
import { COMMENTS_PAGE, CommentSection, PostCard, useComments, usePostFeed } from '../../social/posts';
import { DevSection } from './DevLinks';

/**
 * `/threads-demo`: the threaded comments of a real post (the feed's most-commented one, or `?id=`), rendered by
 * the same CommentSection as /comments: replies under each comment, "more" paging, and the states of the calls
 * (loading, pending, failed) shown live beside it; the post's like button shows the optimistic toggle.
 * No login to read; replying needs one. docs/decisions/0043-developer-pages.md.
 */
export default function ThreadsDemoPage() {
  const { t } = useTranslation('devtools');
  const [params, setParams] = useSearchParams();
  const feed = usePostFeed();
  const posts = flattenPages(feed.data);
  const busiest = [...posts].sort((a, b) => b.total_comments - a.total_comments)[0];
  const post = posts.find((p) => p.id === params.get('id')) ?? busiest;

  return (
    <>
      <PageHeader title={t('pages.threads.title')} back />
      <main className="flex flex-col gap-6 pt-4 pb-28">
        <p className="px-4 text-sm text-gray-600">
          {t('threads.intro', { page: COMMENTS_PAGE, replies: REPLIES_PREVIEW })}
        </p>
        {feed.isPending ? (
          <div role="status" aria-label={t('threads.loading')} className="px-4">
            <SkeletonText lines={4} />
          </div>
        ) : feed.isError ? (
          <QueryFailed title={t('threads.loadFailed')} query={feed} />
        ) : !post ? (
          <EmptyState icon={<MessagesSquare />} title={t('threads.noPosts')} />
        ) : (
          <>
            <div className="px-4">
              <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
                {t('threads.choose')}
                <select
                  value={post.id}
                  onChange={(e) => setParams({ id: e.target.value }, { replace: true })}
                  className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 text-base"
                >
                  {posts.map((p) => (
                    <option key={p.id} value={p.id}>
                      {t('threads.option', { title: p.title, count: p.total_comments })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="px-4">
              <CallStates postId={post.id} />
            </div>
            <PostCard post={post} />
            <CommentSection postId={post.id} total={post.total_comments} focus={false} />
          </>
        )}
      </main>
    </>
  );
}

/** The live state of the thread's calls: the comments pages and every call still under way (add, remove, like). */
function CallStates({ postId }: { postId: string }) {
  const { t } = useTranslation('devtools');
  const comments = useComments(postId); // the same query as the section below: no second fetch
  const pending = useIsMutating();
  const pages = comments.data?.pages ?? [];
  const replies = pages.flatMap((p) => p.items).reduce((n, c) => n + c.replies.length, 0);
  return (
    <DevSection title={t('threads.states')}>
      <dl
        aria-live="polite"
        data-testid="thread-states"
        className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-2xl border border-gray-200 p-3 text-xs text-gray-700"
      >
        <dt>{t('threads.status')}</dt>
        <dd data-state="status">{t(`threads.statusValue.${comments.status}`)}</dd>
        <dt>{t('threads.pages')}</dt>
        <dd>{pages.length}</dd>
        <dt>{t('threads.topLevel')}</dt>
        <dd>{pages.reduce((n, p) => n + p.items.length, 0)}</dd>
        <dt>{t('threads.repliesShown')}</dt>
        <dd>{replies}</dd>
        <dt>{t('threads.morePages')}</dt>
        <dd>{comments.hasNextPage ? t('threads.yes') : t('threads.no')}</dd>
        <dt>{t('threads.fetching')}</dt>
        <dd>{comments.isFetching ? t('threads.yes') : t('threads.no')}</dd>
        <dt>{t('threads.pending')}</dt>
        <dd data-state="pending">{pending}</dd>
      </dl>
    </DevSection>
  );
}
