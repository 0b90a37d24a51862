import { z } from 'zod';
import { defineCall } from './call';

/**
 * Search help (docs/decisions/0237-search-matching.md). Product and post searches themselves are
 * `/res/product/list` and `/res/post/filter` with `search`; both fold Traditional and Simplified Chinese,
 * widths, case and accents, and match plurals and one-letter slips of words the catalogue and posts use.
 */
export const suggestions = defineCall({
  path: '/res/search/suggestions',
  summary:
    'For a search that found nothing: up to 3 nearby searches made of words products and posts really use (a term up to 2 letters off), nearest first; [] when none is near.',
  auth: 'optional',
  input: z.strictObject({ search: z.string().trim().max(100) }),
  output: z.object({ suggestions: z.array(z.string()) }),
});
