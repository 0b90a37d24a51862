import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveChange, LiveChangeKind } from '../../contract/notifications';

/**
 * What the live stream says changed (docs/decisions/0225-live-facts.md), handed to whatever shows it: the app's
 * handlers drop cached facts of that kind, mounted lists fetch theirs anew in place. `id` '*' means "anything
 * of this kind" (after the stream reconnects, or after this device synced offline sales).
 */
type Handler = (change: LiveChange) => void;

const handlers = new Set<Handler>();

export function onLiveChange(handler: Handler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** The app's one handler that drops cached facts (LiveFacts); it mounts a moment after the first paint. */
let factsHandler: Handler | null = null;
/** what changed before it was there (a sync right after a reload): handed to it when it comes, once */
const missedByFacts = new Map<string, LiveChange>();
const MISSED_MAX = 50;

export function emitLiveChange(change: LiveChange): void {
  for (const handler of [...handlers]) handler(change);
  if (factsHandler) factsHandler(change);
  else if (missedByFacts.size < MISSED_MAX) missedByFacts.set(`${change.kind}:${change.id}`, change);
  else missedByFacts.set(`${change.kind}:*`, { kind: change.kind, id: '*' });
}

/**
 * Installs the handler that drops cached facts, and hands it at once what changed before it was installed:
 * without this, offline sales synced in the first seconds after a reload left the till's figures stale.
 */
export function onLiveFacts(handler: Handler): () => void {
  factsHandler = handler;
  const missed = [...missedByFacts.values()];
  missedByFacts.clear();
  for (const change of missed) handler(change);
  return () => {
    if (factsHandler === handler) factsHandler = null;
  };
}

/** Every kind at once: what was missed while the stream was away is fetched anew. */
export function emitEverythingChanged(kinds: readonly LiveChangeKind[]): void {
  for (const kind of kinds) emitLiveChange({ kind, id: '*' });
}

/**
 * While mounted (and `enabled`), a change of `kind` runs `reload` (a list of facts fetches itself anew), once
 * for a burst of changes (a sale of five products is five changes) within 250 ms.
 */
export function useLiveReload(kind: LiveChangeKind, enabled: boolean, reload: () => unknown): void {
  useEffect(() => {
    if (!enabled) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const stop = onLiveChange((change) => {
      if (change.kind !== kind || pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        reload();
      }, 250);
    });
    return () => {
      clearTimeout(pending);
      stop();
    };
  }, [kind, enabled, reload]);
}

/**
 * Fetches anew what a change made untrue. A fetch already under way may have started before the change (a first
 * load that resumed when the connection came back, just before this phone's offline sales synced); React Query
 * would hand back that older answer and keep it, so a running fetch is cancelled and started again.
 */
export async function refetchChanged(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
