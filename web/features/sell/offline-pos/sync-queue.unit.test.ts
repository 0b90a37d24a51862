import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drain, memoryLock, type QueuedSale, type QueueStore, type SendOutcome } from './sync-queue';

// docs/decisions/0081-offline-point-of-sale.md: any interleaving of failures, lost answers, retries,
// tabs closed mid-sync and two tabs draining at once records each sale exactly once.

function sale(i: number): QueuedSale {
  return {
    key: `k${i}`,
    seq: i,
    sold_at: 1000 + i,
    method: 'cash',
    method_label: 'Cash',
    lines: [{ product_id: 'p', name: 'P', quantity: 1, unit_cents: 100 }],
    total_cents: 100,
    state: 'waiting',
  };
}

/** The local queue as IndexedDB keeps it: survives a closed tab, shared by tabs. */
class MemoryStore implements QueueStore {
  rows = new Map<string, QueuedSale>();
  async waiting() {
    return [...this.rows.values()].filter((s) => s.state === 'waiting').map((s) => ({ ...s }));
  }
  async markSynced(key: string, orderId: string, _oversold: number, customerDropped?: boolean) {
    this.rows.set(key, {
      ...this.rows.get(key)!,
      state: 'synced',
      order_id: orderId,
      ...(customerDropped ? { customer_dropped: true } : {}),
    });
  }
  async markRejected(key: string, error: string) {
    this.rows.set(key, { ...this.rows.get(key)!, state: 'rejected', error });
  }
}

/** The server: records a key once (what /res/order/offline_sale guarantees), remembers the order of first records. */
class Server {
  recorded = new Map<string, string>();
  order: string[] = [];
  record(key: string): string {
    let id = this.recorded.get(key);
    if (!id) {
      id = `o-${key}`;
      this.recorded.set(key, id);
      this.order.push(key);
    }
    return id;
  }
}

type Fault = 'ok' | 'offline' | 'lostAnswer' | 'closeTab' | 'serverError';
const faults = fc.constantFrom<Fault>('ok', 'offline', 'lostAnswer', 'closeTab', 'serverError');

class TabClosed extends Error {}

describe('offline sale queue', () => {
  it('records each sale exactly once, in order, whatever fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.array(faults, { minLength: 0, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
        async (count, script, twoTabs) => {
          const store = new MemoryStore();
          for (let i = 0; i < count; i++) store.rows.set(`k${i}`, sale(i));
          const server = new Server();
          const lock = memoryLock();
          let step = 0;
          const send = async (s: QueuedSale): Promise<SendOutcome> => {
            const fault = script[step++] ?? 'ok';
            await Promise.resolve();
            if (fault === 'offline') return { kind: 'retry' };
            if (fault === 'serverError') throw new Error('HTTP 503');
            const orderId = server.record(s.key);
            if (fault === 'lostAnswer') return { kind: 'retry' };
            // the tab closes after the server recorded it but before the queue was updated
            if (fault === 'closeTab') throw new TabClosed();
            return { kind: 'recorded', orderId, oversoldUnits: 0 };
          };
          // rounds of syncing (reconnects, app starts), sometimes two tabs at once
          for (let round = 0; round < twoTabs.length + script.length + count + 1; round++) {
            const runs = twoTabs[round % twoTabs.length]
              ? [drain(store, send, lock), drain(store, send, lock)]
              : [drain(store, send, lock)];
            await Promise.allSettled(runs);
            if ((await store.waiting()).length === 0) break;
          }
          expect(await store.waiting()).toEqual([]);
          // exactly once: every key recorded, once, and first recorded in the order the sales were made
          expect(server.order).toEqual(Array.from({ length: count }, (_, i) => `k${i}`));
          for (const row of store.rows.values()) expect(row.order_id).toBe(`o-${row.key}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a refused sale is set aside and the rest go on', async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 3; i++) store.rows.set(`k${i}`, sale(i));
    const sent: string[] = [];
    const result = await drain(
      store,
      async (s) => {
        sent.push(s.key);
        return s.key === 'k1'
          ? { kind: 'rejected', error: 'gone' }
          : { kind: 'recorded', orderId: s.key, oversoldUnits: 0 };
      },
      memoryLock(),
    );
    expect(result).toEqual({ synced: 2, rejected: 1, blocked: false });
    expect(sent).toEqual(['k0', 'k1', 'k2']);
    expect(store.rows.get('k1')!.state).toBe('rejected');
  });

  it('keeps on a synced sale that its customer was none of the shop’s (a walk-in), to tell the cashier', async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 2; i++) store.rows.set(`k${i}`, sale(i));
    await drain(
      store,
      async (s) => ({ kind: 'recorded', orderId: s.key, oversoldUnits: 0, customerDropped: s.key === 'k1' }),
      memoryLock(),
    );
    expect([store.rows.get('k0')!.customer_dropped, store.rows.get('k1')!.customer_dropped]).toEqual([
      undefined,
      true,
    ]);
  });

  it('stops at the first sale to retry so later ones never overtake it', async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 3; i++) store.rows.set(`k${i}`, sale(i));
    const sent: string[] = [];
    const result = await drain(
      store,
      async (s) => {
        sent.push(s.key);
        return { kind: 'retry' };
      },
      memoryLock(),
    );
    expect(result.blocked).toBe(true);
    expect(sent).toEqual(['k0']);
    expect((await store.waiting()).length).toBe(3);
  });
});
