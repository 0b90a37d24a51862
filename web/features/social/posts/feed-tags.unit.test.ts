import { describe, expect, it } from 'vitest';
import type { FeedPost } from '../../../../contract/posts';
import { FEED_CHIPS_MAX, feedTags } from './feed-tags';

const post = (tags: string[]) => ({ tags }) as FeedPost;

describe('feed chips', () => {
  it('most used first, ties by first seen, one spelling per tag', () => {
    expect(feedTags([post(['Tea', 'Gifts']), post(['seafood', 'gifts']), post(['Seafood'])])).toEqual([
      'Gifts',
      'seafood',
      'Tea',
    ]);
  });

  it('at most 12, none without posts', () => {
    expect(feedTags([])).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => post([`t${i}`]));
    expect(feedTags(many)).toHaveLength(FEED_CHIPS_MAX);
  });
});
