import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './recent-answers';

describe('RecentAnswers', () => {
  it('answers within its time, forgets after it, and on clear', () => {
    let now = 1000;
    const cache = new RecentAnswers<string[]>(10_000, 10, () => now);
    cache.set('tea', ['a', 'b']);
    now += 9_999;
    expect(cache.get('tea')).toEqual(['a', 'b']);
    now += 1;
    expect(cache.get('tea')).toBeUndefined();
    cache.set('tea', ['c']);
    cache.clear();
    expect(cache.get('tea')).toBeUndefined();
  });

  it('keeps at most `max`, dropping the least recently asked', () => {
    const cache = new RecentAnswers<number>(10_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('remembers nothing with no time to keep it', () => {
    const cache = new RecentAnswers<number>(0, 2);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
