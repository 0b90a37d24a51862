import { useSyncExternalStore } from 'react';
import { isNoConnection, readOfflineCopy, saveOfflineCopy } from './offline-copies';

/**
 * The screens a person opened stay readable offline (issue 51 item 2, docs/decisions/0269): the same phone copies
 * as the lists' (`offline-copies.ts`, decision 0227), for the screens served by React Query — an order, a product,
 * a shop, a post, a conversation, a saved collection, the notifications, the market's categories.
 *
 * A query's load is wrapped by `loadKeepingCopy`: every answer is written to the phone under the copy's name (which
 * names the viewer); a load that gets no answer at all (status 0) is given that copy instead of an error, and the
 * copy's time is noted here, so the screen shows "Offline · as of …" (`useOfflineAsOf`). The next answer removes
 * the note. The query itself runs whatever the browser says of the network (`keptOffline`): a paused query shows
 * its skeleton for ever where the copy could be read.
 */
const shownOffline = new Map<string, number>();
const listeners = new Set<() => void>();

function note(name: string, at: number | null): void {
  if (at === null ? !shownOffline.has(name) : shownOffline.get(name) === at) return;
  if (at === null) shownOffline.delete(name);
  else shownOffline.set(name, at);
  for (const listener of listeners) listener();
}

/** A copy's name: what it is, whose phone (the viewer) and which one. */
export function copyName(
  kind: string,
  viewer: string | null | undefined,
  ...parts: (string | number)[]
): string {
  return [kind, viewer ?? 'anon', ...parts].join(':');
}

/** Loads; keeps the answer on the phone; with no connection, answers with the phone's copy (noting its time). */
export async function loadKeepingCopy<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    const data = await load();
    if (typeof window !== 'undefined') {
      saveOfflineCopy(name, data);
      note(name, null);
    }
    return data;
  } catch (error) {
    const copy = typeof window !== 'undefined' && isNoConnection(error) ? readOfflineCopy<T>(name) : null;
    if (!copy) throw error;
    note(name, copy.at);
    return copy.data;
  }
}

/** When the screen's data is the phone's copy: the time it was loaded (ms), else null. */
export function offlineAsOf(name: string): number | null {
  return shownOffline.get(name) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `offlineAsOf` for a screen, kept current: for `<OfflineMark asOf={…} />`. Null names (no copy) give null. */
export function useOfflineAsOf(...names: (string | null)[]): number | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      // the oldest copy on show is the screen's age
      let oldest: number | null = null;
      for (const name of names) {
        const at = name === null ? null : offlineAsOf(name);
        if (at !== null && (oldest === null || at < oldest)) oldest = at;
      }
      return oldest;
    },
    () => null,
  );
}

/**
 * The options a query kept on the phone needs: it runs offline too (then the copy answers), and back online a
 * screen shown from the copy is loaded again at once whatever its age.
 */
export function keptOffline(name: string) {
  return {
    networkMode: 'always' as const,
    refetchOnReconnect: () => (offlineAsOf(name) !== null ? ('always' as const) : true),
  };
}

/**
 * An infinite list kept on the phone keeps its first page only: while that copy is on show there is no next page
 * (scrolling on offline would only show errors).
 */
export function nextPageUnlessOffline<A extends unknown[], C>(name: string, next: (...args: A) => C) {
  return (...args: A): C | undefined => (offlineAsOf(name) !== null ? undefined : next(...args));
}

/**
 * An infinite query's load with its first page kept on the phone (the later pages are not): for `queryFn`, wrapping
 * the query's own load (`options.queryFn`), so the kept list is always the one the screen asks for.
 */
export function firstPageKept<Ctx extends { pageParam: unknown }, R>(name: string, load: unknown) {
  const run = load as (ctx: Ctx) => Promise<R>;
  return (ctx: Ctx): Promise<R> =>
    ctx.pageParam === null || ctx.pageParam === undefined ? loadKeepingCopy(name, () => run(ctx)) : run(ctx);
}

/** For the tests: forget what was noted. */
export function resetOfflineNotes(): void {
  shownOffline.clear();
}
