import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveChangeKind } from '../../contract/notifications';
import { useLiveReload } from './live-changes';

/**
 * A query that fetches itself anew when a change of `kind` arrives on the live stream (a sale or an edit on
 * another of the seller's devices; docs/decisions/0225-live-facts.md), while it is enabled.
 */
export function useLiveQuery<T>(
  kind: LiveChangeKind,
  options: UseQueryOptions<T, Error, T, QueryKey> & { enabled: boolean },
) {
  const query = useQuery(options);
  const { refetch } = query;
  useLiveReload(
    kind,
    options.enabled,
    useCallback(() => void refetch(), [refetch]),
  );
  return query;
}
