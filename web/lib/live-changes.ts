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

export function emitLiveChange(change: LiveChange): void {
  for (const handler of [...handlers]) handler(change);
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
