import { describe, expect, it } from 'vitest';
import { parseItemParam } from './product-param';
import { pushRecent, RECENT_MAX } from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first, drops case-insensitive duplicates and keeps at most 10', () => {
    let list: string[] = [];
    for (let i = 0; i < 15; i += 1) list = pushRecent(list, `term ${i}`);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe('term 14');
    expect(pushRecent(['Goji', 'tea'], ' goji ')).toEqual(['goji', 'tea']);
    expect(pushRecent(['tea'], '   ')).toEqual(['tea']);
  });
});

describe('the item query parameter', () => {
  it('reads a JSON product and refuses anything else', () => {
    expect(parseItemParam(JSON.stringify({ _id: 'p1', name: 'Tea', price: 10, quantity: 3 }))).toMatchObject({
      _id: 'p1',
      id: 'p1',
      price: 10,
      quantity: 3,
      imagePaths: [],
    });
    expect(parseItemParam('not json')).toBeNull();
    expect(parseItemParam(JSON.stringify({ name: 'no id' }))).toBeNull();
    expect(parseItemParam(null)).toBeNull();
  });
});
