/**
 * An event stream opened with a single-use ticket (docs/decisions/0066-notifications-live.md): the app's live
 * stream and the customer display's both ask for a ticket, open an EventSource with it, and on an error close it
 * and open a new one with a fresh ticket (EventSource's own reconnect would reuse the spent one), waiting 1 s, then
 * twice as long each time up to 30 s, and back to 1 s once a connection says `ready`.
 */
export interface TicketedStreamOptions {
  /** The address to open, a fresh ticket in it; a throw counts as a failed connection (retried later). */
  address(): Promise<string>;
  /** Listeners by event name; `ready` also resets the back-off. */
  on: Record<string, (event: MessageEvent<string>) => void>;
  /** The connection was lost (before the pause and the next try). */
  onDown?(): void;
  /** The ticket could not be had (before the pause and the next try). */
  onAddressFailed?(): void;
}

export interface TicketedStream {
  stop(): void;
}

export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 30_000;

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'> & { onerror: EventSource['onerror'] };

export function openTicketedStream(
  options: TicketedStreamOptions,
  // the browser's EventSource; a test hands in its own
  makeSource: (address: string) => EventSourceLike = (address) => new EventSource(address),
): TicketedStream {
  let source: EventSourceLike | null = null;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, LONGEST_RETRY_MS);
  };

  async function connect() {
    if (stopped) return;
    let address: string;
    try {
      address = await options.address();
    } catch {
      options.onAddressFailed?.();
      return retry();
    }
    if (stopped) return;
    const es = makeSource(address);
    source = es;
    es.addEventListener('ready', () => {
      delay = FIRST_RETRY_MS;
    });
    for (const [name, listener] of Object.entries(options.on)) {
      es.addEventListener(name, (event) => listener(event as MessageEvent<string>));
    }
    es.onerror = () => {
      es.close();
      if (source === es) source = null;
      options.onDown?.();
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
