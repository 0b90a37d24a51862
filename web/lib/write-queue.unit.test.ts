import { describe, expect, it } from 'vitest';
import {
  drainWrites,
  memoryLock,
  outcomeOfFailure,
  type QueuedWrite,
  type WriteOutcome,
  type WriteStore,
} from './write-queue';

// docs/decisions/0269-offline-reading-and-queued-writes.md: writes made offline are sent once, in order
function store(writes: QueuedWrite[]): WriteStore & { list: QueuedWrite[] } {
  const s = {
    list: [...writes],
    all: () => s.list,
    remove: (key: string) => {
      s.list = s.list.filter((w) => w.key !== key);
    },
  };
  return s;
}

const w = (key: string, seq: number, viewer = 'u1'): QueuedWrite => ({
  key,
  seq,
  kind: 'message',
  viewer,
  input: { text: key },
  made_at: seq,
});

describe('the queue of writes made offline', () => {
  it('sends a viewer’s writes in the order made, each once, and empties', async () => {
    const s = store([w('b', 2), w('a', 1), w('c', 3)]);
    const sent: string[] = [];
    const result = await drainWrites(
      s,
      'u1',
      async (x) => {
        sent.push(x.key);
        return { kind: 'recorded' as const };
      },
      memoryLock(),
    );
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result).toMatchObject({ sent: 3, blocked: false });
    expect(s.list).toEqual([]);
  });

  it('stops at the first write that must wait, keeping it and those behind it', async () => {
    const s = store([w('a', 1), w('b', 2), w('c', 3)]);
    const outcomes: WriteOutcome[] = [{ kind: 'recorded' }, { kind: 'retry' }];
    const result = await drainWrites(s, 'u1', async () => outcomes.shift()!, memoryLock());
    expect(result).toMatchObject({ sent: 1, blocked: true });
    expect(s.list.map((x) => x.key)).toEqual(['b', 'c']);
  });

  it('keeps a write whose sending threw (an answer lost): sent again later with the same key', async () => {
    const s = store([w('a', 1)]);
    await drainWrites(s, 'u1', async () => Promise.reject(new Error('lost')), memoryLock());
    expect(s.list.map((x) => x.key)).toEqual(['a']);
    const keys: string[] = [];
    await drainWrites(
      s,
      'u1',
      async (x) => {
        keys.push(x.key);
        return { kind: 'recorded' as const };
      },
      memoryLock(),
    );
    expect(keys).toEqual(['a']);
    expect(s.list).toEqual([]);
  });

  it('drops a write refused for good and hands it back', async () => {
    const s = store([w('a', 1), w('b', 2)]);
    const result = await drainWrites(
      s,
      'u1',
      async (x) => (x.key === 'a' ? { kind: 'rejected', error: 'blocked' } : { kind: 'recorded' }),
      memoryLock(),
    );
    expect(result.rejected.map((r) => [r.write.key, r.error])).toEqual([['a', 'blocked']]);
    expect(result.sent).toBe(1);
    expect(s.list).toEqual([]);
  });

  it('sends only the signed-in viewer’s writes', async () => {
    const s = store([w('mine', 1, 'u1'), w('theirs', 2, 'u2')]);
    const sent: string[] = [];
    await drainWrites(
      s,
      'u1',
      async (x) => {
        sent.push(x.key);
        return { kind: 'recorded' as const };
      },
      memoryLock(),
    );
    expect(sent).toEqual(['mine']);
    expect(s.list.map((x) => x.key)).toEqual(['theirs']);
  });

  it('two runners at once (two tabs) send each write once under the lock', async () => {
    const s = store([w('a', 1), w('b', 2)]);
    const lock = memoryLock();
    const sent: string[] = [];
    const send = async (x: QueuedWrite): Promise<WriteOutcome> => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(x.key);
      return { kind: 'recorded' };
    };
    await Promise.all([drainWrites(s, 'u1', send, lock), drainWrites(s, 'u1', send, lock)]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('waits on no answer and on a server fault; any other refusal is final', () => {
    expect(outcomeOfFailure({ status: 0 })).toEqual({ kind: 'retry' });
    expect(outcomeOfFailure({ status: 503 })).toEqual({ kind: 'retry' });
    // a time-out and too many requests wait, as the till's sales do
    expect(outcomeOfFailure({ status: 408 })).toEqual({ kind: 'retry' });
    expect(outcomeOfFailure({ status: 429 })).toEqual({ kind: 'retry' });
    expect(outcomeOfFailure(Object.assign(new Error('no'), { status: 403 }))).toEqual({
      kind: 'rejected',
      error: 'no',
    });
  });
});
