import { describe, expect, it } from 'vitest';
import type { StockFigure } from '../../contract/notifications';
import { StockChannel, type StockWatcher } from './stock-channel';

/** The stock channel (docs/decisions/0268-live-stock-and-first-screen-updates.md): coalescing and fan-out. */
function page(stream: string) {
  const frames: StockFigure[][] = [];
  const w: StockWatcher = {
    stream,
    write: (chunk) => {
      frames.push(JSON.parse(chunk.split('data: ')[1]!) as StockFigure[]);
      return true;
    },
  };
  return { w, frames };
}

describe('StockChannel', () => {
  it('a burst of changes is one read and one frame per page, with only the products that page shows', async () => {
    const stock = new Map([
      ['a', 4],
      ['b', 9],
      ['c', 1],
    ]);
    const reads: string[][] = [];
    const channel = new StockChannel(async (ids) => {
      reads.push([...ids].sort());
      return new Map(ids.map((id): [string, StockFigure] => [id, { id, quantity: stock.get(id) ?? 0 }]));
    }, 20);
    const one = page('one-stream-0000000');
    const two = page('two-stream-0000000');
    channel.add(one.w);
    channel.add(two.w);
    await channel.watch(one.w.stream, ['a']);
    await channel.watch(two.w.stream, ['a', 'b']);
    expect(one.frames).toEqual([[{ id: 'a', quantity: 4 }]]);
    reads.length = 0;
    one.frames.length = 0;
    two.frames.length = 0;

    for (let i = 0; i < 10; i++) {
      stock.set('a', 14 - i);
      channel.changed(['a']);
    }
    channel.changed(['b', 'c']); // c: no page shows it
    await channel.settled();
    expect(reads).toEqual([['a', 'b']]);
    expect(one.frames).toEqual([[{ id: 'a', quantity: 5 }]]);
    expect(two.frames).toEqual([
      [
        { id: 'a', quantity: 5 },
        { id: 'b', quantity: 9 },
      ],
    ]);
  });

  it('a page that moved on, or went away, gets nothing; an unknown stream is not this process’s', async () => {
    const channel = new StockChannel(async (ids) => new Map(ids.map((id) => [id, { id, quantity: 1 }])), 10);
    const p = page('page-stream-000000');
    channel.add(p.w);
    await channel.watch(p.w.stream, ['a']);
    await channel.watch(p.w.stream, []);
    p.frames.length = 0;
    channel.changed(['a']);
    await channel.settled();
    expect(p.frames).toEqual([]);
    expect(await channel.watch('elsewhere-0000000', ['a'])).toBe(false);
    channel.drop(p.w);
    expect(channel.pages).toBe(0);
  });
});
