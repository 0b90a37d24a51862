import type { QueryClient } from '@tanstack/react-query';
import {
  type LiveChange,
  NOTIFICATION_STREAM_PATH,
  notificationStreamTicket,
  type StockFigure,
} from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { emitEverythingChanged, emitLiveChange } from '../../../lib/live-changes';
import { receiveStock, setStockStream } from '../../../lib/live-stock';
import { openTicketedStream } from '../../../lib/ticketed-stream';
import { notificationKeys } from './keys';

/**
 * The live notification stream (docs/decisions/0066-notifications-live.md): a single-use ticket from
 * `stream_ticket`, then an EventSource, reconnected with a fresh ticket and `last_event_id` after an error
 * (web/lib/ticketed-stream.ts).
 * Loaded on demand (import()) so the first page's script stays within its budget.
 */
export interface LiveStream {
  stop(): void;
}

/**
 * `userId` null: a guest's stream (`public=1`), stock only (docs/decisions/0268-live-stock-and-first-screen-updates.md).
 */
export function startLiveStream(queryClient: QueryClient, userId: string | null): LiveStream {
  let lastEventId: string | null = null;
  const stream = openTicketedStream({
    async address() {
      const query = new URLSearchParams(
        userId === null ? { public: '1' } : { ticket: (await callApi(notificationStreamTicket, {})).ticket },
      );
      if (lastEventId) query.set('last_event_id', lastEventId);
      return `${NOTIFICATION_STREAM_PATH}?${query}`;
    },
    onDown: () => setStockStream(null),
    on: {
      ready(event) {
        try {
          setStockStream((JSON.parse(event.data) as { stream?: string }).stream ?? null);
        } catch {
          setStockStream(null);
        }
        // changes are not replayed: whatever a screen shows is fetched anew after a gap, and after the first
        // connection too, as the screen may have loaded before it (the first screen's changes were lost, issue 51)
        if (userId !== null) {
          emitEverythingChanged(['order', 'product', 'sale', 'conversation', 'loyalty', 'staff']);
          // a notification that arrived between the badge's first read and this connection is not replayed
          // either: the badge and the list read anew
          void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
          void queryClient.invalidateQueries({ queryKey: ['notifications', 'list', userId] });
        }
      },
      stock(event) {
        try {
          receiveStock(JSON.parse(event.data) as StockFigure[]);
        } catch {
          // a malformed frame: the next one carries the figures again
        }
      },
      change(event) {
        try {
          emitLiveChange(JSON.parse(event.data) as LiveChange);
        } catch {
          // a malformed frame: the next change or reconnect fetches anew
        }
      },
      notification(event) {
        if (event.lastEventId) lastEventId = event.lastEventId;
        try {
          const data = JSON.parse(event.data) as { unread: number };
          if (userId !== null)
            queryClient.setQueryData(notificationKeys.unread(userId), { unread: data.unread });
        } catch {
          // a malformed frame: the refetch below still brings the truth
        }
        void queryClient.invalidateQueries({ queryKey: ['notifications', 'list', userId] });
      },
    },
  });
  return {
    stop() {
      stream.stop();
      setStockStream(null);
    },
  };
}
