import type { ReactNode } from 'react';
import { LoadFailed } from '../ui/LoadFailed';

export interface ListStateProps {
  /** the page of data, undefined until the first answer */
  hasData: boolean;
  status: 'loading' | 'error' | string;
  error: unknown;
  /** what the first load looks like (a skeleton of the list) */
  loading: ReactNode;
  /** the title of the load-failed state; its retry calls onRetry */
  errorTitle: string;
  onRetry(): void;
  /** the list is known to be empty: not while a newer answer is on its way (stale) */
  empty: boolean;
  /** what an empty list says (no match for the filters, or nothing yet) */
  emptyState: ReactNode;
}

/**
 * The three states a list page shows before its items: the first load, a failed first load with a retry,
 * and an empty answer. Once items exist the page renders them itself (with its own stale dimming).
 */
export function ListState({
  hasData,
  status,
  error,
  loading,
  errorTitle,
  onRetry,
  empty,
  emptyState,
}: ListStateProps) {
  if (!hasData && status === 'loading') return <>{loading}</>;
  if (!hasData && status === 'error')
    return <LoadFailed title={errorTitle} error={error} onRetry={onRetry} />;
  if (hasData && empty) return <>{emptyState}</>;
  return null;
}
