import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { routeCache, scrollRestorer, scrollToTopSmoothly } from './instance';
import { isNoConnection, readOfflineCopy, saveOfflineCopy } from './offline-copies';
import { BACKGROUND_CHECK_MS } from './policy';

export type RouteDataStatus = 'loading' | 'ready' | 'error';

export interface RouteCachedDataOptions<T> {
  /** Cache key; a new key is a new entry (served from cache if fresh, else fetched). */
  key: string;
  /** Always the latest closure is called, so it may read current search/category/sort. */
  load: () => Promise<T>;
  /** False: no fetch yet (status stays 'loading' unless fresh data is cached). Default true. */
  enabled?: boolean;
  /** Forced reload when the browser tab becomes visible again (docs/product.md §4: /product). */
  reloadWhenVisible?: boolean;
  /**
   * The list shows facts (an order's state, stock): newer data found in the background replaces what is shown
   * at once, with no update banner, and the caller reloads it on live changes (`useLiveReload`,
   * docs/decisions/0225-live-facts.md). Without it, the list is content: newer data waits under the banner.
   */
  facts?: boolean;
  /**
   * Keep the last loaded copy on the phone and show it when a load finds no connection, marked with when it
   * was loaded (`offlineAsOf`; docs/decisions/0227-offline-reading.md).
   */
  keepOffline?: boolean;
}

export interface RouteCachedData<T> {
  /** Kept during a forced reload, so lists do not flash empty on every search change. */
  data: T | undefined;
  status: RouteDataStatus;
  error: unknown;
  reload: (opts?: { force?: boolean }) => Promise<void>;
  /** Applies the newer data found in the background (or fetches), then scrolls smoothly to the top. */
  refresh: () => Promise<void>;
  /** The update banner should show. */
  updateAvailable: boolean;
  dismissUpdate: () => void;
  /** set while the data shown is the phone's offline copy: when it was loaded (ms) */
  offlineAsOf: number | null;
}

interface State<T> {
  key: string;
  data: T | undefined;
  status: RouteDataStatus;
  error: unknown;
  offlineAsOf?: number | null;
}

function stateFor<T>(key: string): State<T> {
  const plan = routeCache.plan<T>(key);
  return plan.kind === 'cached'
    ? { key, data: plan.data, status: 'ready', error: null }
    : { key, data: undefined, status: 'loading', error: null };
}

export function useRouteCachedData<T>({
  key,
  load,
  enabled = true,
  reloadWhenVisible = false,
  facts = false,
  keepOffline = false,
}: RouteCachedDataOptions<T>): RouteCachedData<T> {
  const { pathname, search } = useLocation();
  const route = pathname + search;

  const [stored, setState] = useState<State<T>>(() => stateFor<T>(key));
  // A new key must not show the old key's data even for one render.
  let state = stored;
  if (stored.key !== key) {
    state = stateFor<T>(key);
    setState(state);
  }

  // Async callbacks read the latest values through refs instead of stale closures.
  const latest = useRef({ key, load, route, facts, keepOffline });
  useLayoutEffect(() => {
    latest.current = { key, load, route, facts, keepOffline };
  });
  // Bumped by every foreground fetch and every key change/unmount: older results are dropped.
  const seq = useRef(0);

  const fetchNow = useCallback(async (): Promise<void> => {
    const { key: k, load: run } = latest.current;
    const mine = ++seq.current;
    setState((s) => (s.key === k ? { ...s, status: 'loading', error: null } : s));
    try {
      const data = await run();
      if (mine !== seq.current) return;
      routeCache.set(k, data, latest.current.route);
      if (latest.current.keepOffline) saveOfflineCopy(k, data);
      setState({ key: k, data, status: 'ready', error: null });
    } catch (error) {
      if (mine !== seq.current) return;
      // no connection: the copy this phone loaded last, marked with its time, rather than an error
      const copy = latest.current.keepOffline && isNoConnection(error) ? readOfflineCopy<T>(k) : null;
      if (copy) setState({ key: k, data: copy.data, status: 'ready', error: null, offlineAsOf: copy.at });
      else setState((s) => ({ ...s, key: k, status: 'error', error }));
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const plan = routeCache.plan<T>(key);
    if (plan.kind === 'fetch') {
      void fetchNow();
      return () => {
        seq.current += 1;
      };
    }
    // Fresh: shown without a fetch; look for newer data in the background after 1 s.
    setState((s) =>
      s.key === key && s.data === plan.data && s.status === 'ready'
        ? s
        : { key, data: plan.data, status: 'ready', error: null },
    );
    const mine = seq.current;
    const timer = setTimeout(() => {
      latest.current.load().then(
        (fetched) => {
          if (mine !== seq.current) return;
          // a fact (a state, a stock) is never left stale under a banner: the newer one shows at once
          if (routeCache.checkForUpdate(key, fetched) && latest.current.facts) {
            routeCache.set(key, fetched, latest.current.route);
            setState({ key, data: fetched, status: 'ready', error: null });
          }
        },
        () => {}, // a failed background check changes nothing (docs/product.md §8: failures mostly swallowed)
      );
    }, BACKGROUND_CHECK_MS);
    return () => {
      clearTimeout(timer);
      seq.current += 1;
    };
  }, [key, enabled, fetchNow]);

  // Until there is something to show, the page is too short to scroll: hold the restore.
  // Layout effect, so the hold is in place before the restorer's 50 ms timer can fire.
  const waiting = enabled && state.status === 'loading' && state.data === undefined;
  useLayoutEffect(() => (waiting ? scrollRestorer.hold() : undefined), [waiting]);

  const reload = useCallback(
    async (opts: { force?: boolean } = {}): Promise<void> => {
      const k = latest.current.key;
      const plan = routeCache.plan<T>(k, opts);
      if (plan.kind === 'fetch') return fetchNow();
      setState({ key: k, data: plan.data, status: 'ready', error: null });
    },
    [fetchNow],
  );

  const refresh = useCallback(async (): Promise<void> => {
    const k = latest.current.key;
    const applied = routeCache.refresh<T>(k);
    if (applied) setState({ key: k, data: applied.data, status: 'ready', error: null });
    else await fetchNow();
    scrollToTopSmoothly();
  }, [fetchNow]);

  const dismissUpdate = useCallback(() => routeCache.dismissBanner(latest.current.key), []);

  const updateAvailable = useSyncExternalStore(
    routeCache.subscribe,
    () => routeCache.get(key)?.showUpdateBanner ?? false,
    () => false,
  );

  useEffect(() => {
    if (!reloadWhenVisible || !enabled) return;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void reload({ force: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [reloadWhenVisible, enabled, reload]);

  return {
    data: state.data,
    status: state.status,
    error: state.error,
    reload,
    refresh,
    updateAvailable,
    dismissUpdate,
    offlineAsOf: state.offlineAsOf ?? null,
  };
}
