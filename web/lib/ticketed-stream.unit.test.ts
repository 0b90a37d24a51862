import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, openTicketedStream } from './ticketed-stream';

/** A stand-in for the browser's EventSource: the test fires its events and errors. */
class FakeSource {
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly address: string) {}
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(name: string, data = '{}') {
    for (const l of this.listeners.get(name) ?? []) l({ data, lastEventId: '' } as MessageEvent<string>);
  }
}

describe('openTicketedStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function setUp(failTickets = 0) {
    const sources: FakeSource[] = [];
    let tickets = 0;
    const events: string[] = [];
    const stream = openTicketedStream(
      {
        address: async () => {
          tickets += 1;
          if (tickets <= failTickets) throw new Error('no ticket');
          return `/stream?ticket=t${tickets}`;
        },
        on: { change: (e) => events.push(e.data) },
        onDown: () => events.push('down'),
        onAddressFailed: () => events.push('no address'),
      },
      (address) => {
        const source = new FakeSource(address);
        sources.push(source);
        return source as unknown as EventSource;
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    return { sources, events, stream, tickets: () => tickets };
  }

  it('opens with a fresh ticket each time, and passes events on', async () => {
    const { sources, events } = await setUp();
    expect(sources.map((s) => s.address)).toEqual(['/stream?ticket=t1']);
    sources[0]!.fire('change', 'a');
    sources[0]!.onerror?.();
    expect(sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(sources.map((s) => s.address)).toEqual(['/stream?ticket=t1', '/stream?ticket=t2']);
    expect(events).toEqual(['a', 'down']);
  });

  it('waits twice as long after each failure, at most 30 s, and from 1 s again once ready', async () => {
    const { sources } = await setUp();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = sources.length;
      sources.at(-1)!.onerror?.();
      let waited = 0;
      while (sources.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, LONGEST_RETRY_MS, LONGEST_RETRY_MS]);
    sources.at(-1)!.fire('ready');
    sources.at(-1)!.onerror?.();
    const before = sources.length;
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(sources.length).toBe(before + 1);
  });

  it('tries again later when no ticket is had, and stops for good', async () => {
    const { sources, events, stream, tickets } = await setUp(1);
    expect(sources).toHaveLength(0);
    expect(events).toEqual(['no address']);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(sources).toHaveLength(1);
    stream.stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(LONGEST_RETRY_MS * 2);
    expect(tickets()).toBe(2);
  });
});
