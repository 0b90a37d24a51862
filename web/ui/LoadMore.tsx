import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './Button';
import { Spinner } from './Spinner';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore(): void;
  className?: string;
}

/**
 * The foot of a paged list: loads the next page when it scrolls within 400 px of view
 * (infinite scroll), and offers a button too (for keyboards, and to retry after a failure).
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore, className }: LoadMoreProps) {
  const { t } = useTranslation('ui');
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, failed]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className={`flex justify-center pt-4 ${className ?? ''}`}>
      {loading ? (
        <Spinner label={t('loadingMore')} className="text-brand" />
      ) : (
        <Button variant="secondary" onClick={onLoadMore}>
          {failed ? t('retry') : t('loadMore')}
        </Button>
      )}
    </div>
  );
}

/** The paged query's side of LoadMore (TanStack's infinite query): one line where a list ends. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** LoadMore for an infinite query: more pages while it has them, retried after a failed one. */
export function LoadMoreOf({ query, className }: { query: PagedQuery; className?: string }) {
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
      className={className}
    />
  );
}
