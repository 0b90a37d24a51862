import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeStock, watchingStock } from '../../../lib/live-stock';
import { useSession } from '../../../lib/session';
import type { LiveStream } from './live';

/** One live stream per tab, shared by every component that wants it (the bell, the notification page). */
let shared: { userId: string | null; users: number; stream: Promise<LiveStream> } | null = null;

/**
 * Keeps the live stream open while mounted: signed in, the account's stream; a guest's page, the public stock
 * stream while it shows products (docs/decisions/0268-live-stock-and-first-screen-updates.md). The stream module
 * loads lazily.
 */
export function useNotificationLive() {
  const session = useSession();
  const queryClient = useQueryClient();
  const watching = useSyncExternalStore(subscribeStock, watchingStock, () => false);
  const signedIn = session?.user_id ?? null;
  const userId = signedIn;
  const open = signedIn !== null || watching;
  useEffect(() => {
    if (!open) return;
    if (shared && shared.userId !== userId) {
      void shared.stream.then((s) => s.stop());
      shared = null;
    }
    if (!shared) {
      shared = {
        userId,
        users: 0,
        stream: import('./live').then((m) => m.startLiveStream(queryClient, userId)),
      };
    }
    const mine = shared;
    mine.users += 1;
    return () => {
      mine.users -= 1;
      // a short grace period: moving from / to /notification keeps the same connection
      setTimeout(() => {
        if (mine.users === 0 && shared === mine) {
          shared = null;
          void mine.stream.then((s) => s.stop());
        }
      }, 1000);
    };
  }, [open, userId, queryClient]);
}
