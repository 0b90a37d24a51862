import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { claimDisplay, currentDisplay, displayStreamTicket } from '../../../../contract/displays';
import { NOTIFICATION_STREAM_PATH } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';

export const displayKey = (token: string) => ['customerDisplay', token] as const;

/** `/res/display/claim`: the display takes a pairing code and is answered its token. */
export function claimCode(code: string) {
  return callApi(claimDisplay, { code });
}

/**
 * `/res/display/current` of this display, read again each time its pairing changes on the event stream (a
 * single-use ticket from `/res/display/stream_ticket`, then an EventSource; on an error, a fresh ticket after a
 * growing pause, as the app's own stream does: web/features/social/notifications/live.ts).
 */
export function useDisplayScreen(token: string | null) {
  const query = useQuery({
    queryKey: displayKey(token ?? ''),
    queryFn: () => callApi(currentDisplay, { token: token ?? '' }),
    enabled: token !== null,
    staleTime: 0,
  });
  const { refetch } = query;
  const paired = query.data?.paired !== false;

  useEffect(() => {
    if (token === null || !paired) return;
    let source: EventSource | null = null;
    let stopped = false;
    let delay = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      if (stopped) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    async function connect() {
      let ticket: string;
      try {
        ticket = (await callApi(displayStreamTicket, { token: token ?? '' })).ticket;
      } catch {
        // unpaired meanwhile: the screen's read says so; otherwise try again later
        void refetch();
        return retry();
      }
      if (stopped) return;
      const es = new EventSource(
        `${NOTIFICATION_STREAM_PATH}?${new URLSearchParams({ display_ticket: ticket })}`,
      );
      source = es;
      // connected: read what may have changed while it was not
      es.addEventListener('ready', () => {
        delay = 1000;
        void refetch();
      });
      es.addEventListener('change', () => void refetch());
      es.onerror = () => {
        es.close();
        if (source === es) source = null;
        retry();
      };
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, paired, refetch]);

  return query;
}
