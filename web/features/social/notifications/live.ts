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
import { notificationKeys } from './keys';

/**
 * The live notification stream (docs/decisions/0066-notifications-live.md): a single-use ticket from
 * `stream_ticket`, then an EventSource. EventSource's own reconnect would reuse the spent ticket, so on
 * an error this closes it and reconnects with a fresh ticket and `last_event_id`, backing off to 30 s.
 * Loaded on demand (import()) so the first page's script stays within its budget.
 */
export interface LiveStream {
  stop(): void;
}

/**
 * `userId` null: a guest's stream (`public=1`), stock only (docs/decisions/0268-live-stock-and-first-screen-updates.md).
 */
export function startLiveStream(queryClient: QueryClient, userId: string | null): LiveStream {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let stopped = false;
  let delay = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 30_000);
  };

  async function connect() {
    if (stopped) return;
    let ticket = '';
    if (userId !== null) {
      try {
        ticket = (await callApi(notificationStreamTicket, {})).ticket;
      } catch {
        return retry();
      }
    }
    if (stopped) return;
    const query = new URLSearchParams(userId === null ? { public: '1' } : { ticket });
    if (lastEventId) query.set('last_event_id', lastEventId);
    const es = new EventSource(`${NOTIFICATION_STREAM_PATH}?${query}`);
    source = es;
    es.addEventListener('ready', (event) => {
      delay = 1000;
      try {
        setStockStream(
          (JSON.parse((event as MessageEvent<string>).data) as { stream?: string }).stream ?? null,
        );
      } catch {
        setStockStream(null);
      }
      // changes are not replayed: whatever a screen shows is fetched anew after a gap, and after the first
      // connection too, as the screen may have loaded before it (the first screen's changes were lost, issue 51)
      if (userId !== null) emitEverythingChanged(['order', 'product', 'sale', 'conversation']);
    });
    es.addEventListener('stock', (event) => {
      try {
        receiveStock(JSON.parse((event as MessageEvent<string>).data) as StockFigure[]);
      } catch {
        // a malformed frame: the next one carries the figures again
      }
    });
    es.addEventListener('change', (event) => {
      try {
        emitLiveChange(JSON.parse((event as MessageEvent<string>).data) as LiveChange);
      } catch {
        // a malformed frame: the next change or reconnect fetches anew
      }
    });
    es.addEventListener('notification', (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      try {
        const data = JSON.parse(message.data) as { unread: number };
        if (userId !== null)
          queryClient.setQueryData(notificationKeys.unread(userId), { unread: data.unread });
      } catch {
        // a malformed frame: the refetch below still brings the truth
      }
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list', userId] });
    });
    es.onerror = () => {
      es.close();
      setStockStream(null);
      if (source === es) source = null;
      retry();
    };
  }

  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setStockStream(null);
    },
  };
}
