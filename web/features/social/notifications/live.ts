import type { QueryClient } from '@tanstack/react-query';
import {
  type LiveChange,
  NOTIFICATION_STREAM_PATH,
  notificationStreamTicket,
} from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { emitEverythingChanged, emitLiveChange } from '../../../lib/live-changes';
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

export function startLiveStream(queryClient: QueryClient, userId: string): LiveStream {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let stopped = false;
  let delay = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connectedBefore = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 30_000);
  };

  async function connect() {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = (await callApi(notificationStreamTicket, {})).ticket;
    } catch {
      return retry();
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId) query.set('last_event_id', lastEventId);
    const es = new EventSource(`${NOTIFICATION_STREAM_PATH}?${query}`);
    source = es;
    es.addEventListener('ready', () => {
      delay = 1000;
      // changes are not replayed: after a gap, whatever a screen shows is fetched anew (decision 0225)
      if (connectedBefore) emitEverythingChanged(['order', 'product', 'sale', 'conversation']);
      connectedBefore = true;
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
        queryClient.setQueryData(notificationKeys.unread(userId), { unread: data.unread });
      } catch {
        // a malformed frame: the refetch below still brings the truth
      }
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list', userId] });
    });
    es.onerror = () => {
      es.close();
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
    },
  };
}
