/** A minimal Server-Sent Events reader over fetch, for the API tests (Node has no EventSource). */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export class SseClient {
  readonly events: SseEvent[] = [];
  private waiters: (() => void)[] = [];
  private readonly controller = new AbortController();
  status = 0;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    const res = await fetch(url, { headers, signal: client.controller.signal });
    client.status = res.status;
    if (res.ok && res.body) void client.pump(res.body);
    else await res.body?.cancel();
    return client;
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = body.getReader();
      for (;;) {
        const { value: chunk, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { id: null, event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') {
              event.data = value;
              isEvent = true;
            }
          }
          if (isEvent) this.events.push(event);
          for (const w of this.waiters.splice(0)) w();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  }

  /** resolves with the first event matching, waiting at most `timeoutMs` */
  async next(match: (e: SseEvent) => boolean, timeoutMs: number): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching SSE event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close() {
    this.controller.abort();
  }
}
