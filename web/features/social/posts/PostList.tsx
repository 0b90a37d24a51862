import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import type { FeedPost } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { useDrawnCount } from '../../../lib/first-paint';
import { scrollRestorer } from '../../../lib/route-cache';
import { flattenPages, type PostPage } from '../../../shared/posts/post-cache';
import { Button } from '../../../ui/Button';
import { QueryFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { PostCard, PostCardSkeleton } from './PostCard';

export const SKELETON_POSTS = 3;
/** the posts a phone's first screen shows (a card is ~600 px high on a 390×844 phone), with one to spare */
const FIRST_SCREEN_POSTS = 3;

export interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  /** Shown when there are no posts. */
  empty: ReactNode;
  /** A post to show first (e.g. the one just published), whether or not the loaded pages hold it. */
  pinned?: FeedPost | null;
  /** Extra header controls per post (my posts: edit/delete). */
  headerAction?: (post: FeedPost) => ReactNode;
  label: string;
}

/**
 * The list while its first page (or the code that shows it) loads: 3 skeleton posts. It holds the route's
 * scroll restore while shown, so coming back lands where the reader was once the posts are in.
 */
export function PostListSkeleton() {
  const { t } = useTranslation('posts');
  useLayoutEffect(() => scrollRestorer.hold(), []);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('list.loading')}
      className="flex flex-col divide-y divide-gray-100"
    >
      {Array.from({ length: SKELETON_POSTS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * An infinitely scrolling list of post cards: 3 skeleton posts while loading, an error with Retry,
 * the empty state, and the next page fetched as its end comes near.
 */
export function PostList({ query, empty, pinned, headerAction, label }: PostListProps) {
  const { t } = useTranslation('posts');
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const loading = query.isPending;
  const loaded = flattenPages(query.data);
  const posts = pinned ? [pinned, ...loaded.filter((p) => p.id !== pinned.id)] : loaded;
  // the server's first paint of / draws the posts a phone's first screen shows; the page's others right after
  const drawn = useDrawnCount(posts.length, FIRST_SCREEN_POSTS);
  const allDrawn = drawn === posts.length;

  useEffect(() => {
    const el = sentinel.current;
    // the next page is asked for near the end of the page loaded, not of the first screen's posts
    if (!el || !hasNextPage || isFetchNextPageError || !allDrawn) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, allDrawn]);

  if (loading) return <PostListSkeleton />;

  if (query.isError && !query.data) {
    return <QueryFailed title={t('list.errorTitle')} query={query} />;
  }

  if (posts.length === 0) return <>{empty}</>;

  return (
    <section aria-label={label}>
      <ul className="flex flex-col divide-y-8 divide-gray-100">
        {posts.slice(0, drawn).map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              highlight={pinned?.id === post.id}
              headerAction={headerAction?.(post)}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex min-h-16 items-center justify-center py-4">
        {isFetchingNextPage ? (
          <Spinner size="md" className="text-gray-400" label={t('list.loadingMore')} />
        ) : isFetchNextPageError ? (
          <div className="flex flex-col items-center gap-2 text-sm text-gray-600">
            <p>{t('list.moreError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
              {t('list.retry')}
            </Button>
          </div>
        ) : !hasNextPage && posts.length > 2 ? (
          <p className="text-sm text-gray-500">{t('list.end')}</p>
        ) : null}
      </div>
    </section>
  );
}
