import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { claimDisplay, currentDisplay, displayStreamTicket } from '../../../../contract/displays';
import { NOTIFICATION_STREAM_PATH } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api';
import { openTicketedStream } from '../../../lib/ticketed-stream';

export const displayKey = (token: string) => ['customerDisplay', token] as const;

/** `/res/display/claim`: the display takes a pairing code and is answered its token. */
export function claimCode(code: string) {
  return callApi(claimDisplay, { code });
}

/**
 * `/res/display/current` of this display, read again each time its pairing changes on the event stream (a
 * single-use ticket from `/res/display/stream_ticket`, then an EventSource, reopened with a fresh ticket after an
 * error: web/lib/ticketed-stream.ts).
 */
export function useDisplayScreen(token: string | null) {
  /** whether the event stream is connected: the screen follows the till only then (else it shows its last read) */
  const [live, setLive] = useState(false);
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
    // Each change reads the screen again, without cancelling a read under way (the till's save and its own call
    // come a moment apart: cancelling would hold the first line back until the second read); a change heard
    // during a read asks for one more after it, so none is missed.
    let reading = false;
    let again = false;
    const read = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      void (async () => {
        try {
          do {
            again = false;
            await refetch({ cancelRefetch: false });
          } while (again);
        } finally {
          reading = false;
        }
      })();
    };
    const stream = openTicketedStream({
      address: async () =>
        `${NOTIFICATION_STREAM_PATH}?${new URLSearchParams({
          display_ticket: (await callApi(displayStreamTicket, { token })).ticket,
        })}`,
      // unpaired meanwhile: the screen's read says so; otherwise the stream tries again later
      onAddressFailed: () => {
        setLive(false);
        read();
      },
      onDown: () => setLive(false),
      on: {
        // connected: read what may have changed while it was not
        ready: () => {
          setLive(true);
          read();
        },
        change: read,
      },
    });
    return () => {
      stream.stop();
      setLive(false);
    };
  }, [token, paired, refetch]);

  return { screen: query, live };
}
