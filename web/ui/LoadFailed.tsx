import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from './EmptyState';

export interface LoadFailedProps {
  /** what could not be loaded, in the screen's words */
  title: string;
  /** the failure; its message (the server's, already localized) is shown under the title */
  error: unknown;
  onRetry(): void;
  className?: string;
}

/** The error state of every list and page that could not load: what, why, and Try again. */
export function LoadFailed({ title, error, onRetry, className }: LoadFailedProps) {
  const { t } = useTranslation('ui');
  const { t: tc } = useTranslation('common');
  // no answer at all (status 0): offline, and this screen has no copy on the phone — said so in her language when
  // it is drawn, not in the words the call was made with (docs/decisions/0269)
  const offline = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
  return (
    <EmptyState
      icon={<TriangleAlert />}
      title={title}
      message={offline ? tc('offlineNotKept') : error instanceof Error ? error.message : undefined}
      action={{ label: t('retry'), onClick: onRetry }}
      className={className}
    />
  );
}

/** What `QueryFailed` reads of a query (React Query's result has both): its failure and how to ask again. */
export interface RetryableQuery {
  error: unknown;
  refetch(): unknown;
}

export interface QueryFailedProps {
  title: string;
  query: RetryableQuery;
  className?: string;
}

/** `LoadFailed` for a query: shows its error, and Try again asks it again. */
export function QueryFailed({ title, query, className }: QueryFailedProps) {
  return (
    <LoadFailed
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      className={className}
    />
  );
}
