import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import type { LiveStream } from './live';

/** One live stream per tab, shared by every component that wants it (the bell, the notification page). */
let shared: { userId: string; users: number; stream: Promise<LiveStream> } | null = null;

/** Keeps the live notification stream open while mounted and signed in (the stream module loads lazily). */
export function useNotificationLive() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user_id ?? null;
  useEffect(() => {
    if (!userId) return;
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
  }, [userId, queryClient]);
}
