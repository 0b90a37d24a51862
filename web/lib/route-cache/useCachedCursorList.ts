import { useCallback, useRef, useState } from 'react';
import type { LiveChangeKind } from '../../../contract/notifications';
import { useLiveReload } from '../live-changes';
import { routeCache } from './instance';
import { type RouteCachedDataOptions, useRouteCachedData } from './useRouteCachedData';

/** What a cursor-paged list keeps in its route-cache entry: the items shown and where the next page starts. */
export interface CursorPage<T> {
  items: T[];
  /** null at the end of the list */
  cursor: string | null;
}

/** The largest page the contract's list calls allow; a reload asks for as many items as are shown. */
const MAX_PAGE = 100;

export interface CachedCursorListOptions<T, Q> extends Omit<RouteCachedDataOptions<CursorPage<T>>, 'load'> {
  /** What the pages are read with (filters, role, status): the latest one is used, so it may change freely. */
  query: Q;
  /** One call of the list: at most `limit` items after `cursor`, and the cursor of the page after them. */
  fetchPage: (query: Q, cursor: string | null, limit: number) => Promise<CursorPage<T>>;
  pageSize: number;
  /** An item's identity: a page that overlaps the list (an item added meanwhile) adds no item twice. */
  idOf: (item: T) => string;
  /**
   * Reload at once when this kind of live change arrives (lists of facts, docs/decisions/0225-live-facts.md);
   * `enabled: false` for a list of content, which shows the update banner instead.
   */
  live: { kind: LiveChangeKind; enabled: boolean };
}

/** Reads pages until `want` items are in or the list ends. */
async function readPages<T, Q>(
  fetchPage: CachedCursorListOptions<T, Q>['fetchPage'],
  query: Q,
  want: number,
): Promise<CursorPage<T>> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: CursorPage<T> = await fetchPage(
      query,
      cursor,
      Math.min(MAX_PAGE, Math.max(1, want - items.length)),
    );
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < want);
  return { items, cursor };
}

/**
 * A cursor-paged list through the per-route cache (docs/product.md §4), shared by the seller's products, the
 * market and the orders: fresh data is shown without a fetch, and a reload fetches as many items as are shown,
 * so paging further and then reloading (or the background check) compares like with like. `loadMore` appends
 * the next page to the cache entry. While a new query loads, `shown` keeps the last list on screen, marked
 * `stale`, so a list does not flash empty on every search or filter change.
 */
export function useCachedCursorList<T, Q>({
  query,
  fetchPage,
  pageSize,
  idOf,
  live,
  ...cacheOptions
}: CachedCursorListOptions<T, Q>) {
  const { key } = cacheOptions;
  const latest = useRef({ key, query, fetchPage, idOf });
  latest.current = { key, query, fetchPage, idOf };

  const load = useCallback(() => {
    const { key: k, query: q, fetchPage: f } = latest.current;
    const shown = routeCache.get<CursorPage<T>>(k)?.data.items.length ?? 0;
    return readPages(f, q, Math.max(pageSize, shown));
  }, [pageSize]);

  const cached = useRouteCachedData<CursorPage<T>>({ ...cacheOptions, load });
  const { reload } = cached;
  useLiveReload(
    live.kind,
    live.enabled,
    useCallback(() => reload({ force: true }), [reload]),
  );

  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    const { key: k, query: q, fetchPage: f, idOf: id } = latest.current;
    const current = routeCache.get<CursorPage<T>>(k)?.data;
    if (busy.current || !current?.cursor) return;
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreError(null);
    try {
      const page = await f(q, current.cursor, pageSize);
      if (latest.current.key !== k) return; // the filters changed meanwhile: this page belongs to another list
      const seen = new Set(current.items.map(id));
      routeCache.set<CursorPage<T>>(k, {
        items: [...current.items, ...page.items.filter((item) => !seen.has(id(item)))],
        cursor: page.cursor,
      });
      await reload(); // not forced: serves the entry just written
    } catch (error) {
      setLoadMoreError(error);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [reload, pageSize]);

  const lastShown = useRef<CursorPage<T> | undefined>(undefined);
  if (cached.data) lastShown.current = cached.data;
  const shown = cached.data ?? (cached.status === 'loading' ? lastShown.current : undefined);
  const stale = cached.data === undefined && shown !== undefined;

  return { ...cached, key, loadMore, loadingMore, loadMoreError, shown, stale };
}
