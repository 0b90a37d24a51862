import type { FeedPost } from '../../../../contract/posts';

export const FEED_CHIPS_MAX = 12;

/**
 * The feed's chips: the hashtags of the posts loaded so far, most used first (ties: first seen), one spelling per
 * tag (case-insensitive, the first seen kept), at most 12.
 */
export function feedTags(posts: FeedPost[]): string[] {
  const counts = new Map<string, { tag: string; n: number; at: number }>();
  let at = 0;
  for (const post of posts)
    for (const tag of post.tags) {
      const k = tag.toLowerCase();
      const seen = counts.get(k);
      if (seen) seen.n += 1;
      else counts.set(k, { tag, n: 1, at: at++ });
    }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.at - b.at)
    .slice(0, FEED_CHIPS_MAX)
    .map((c) => c.tag);
}
