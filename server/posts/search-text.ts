import { foldFields } from '../search/fold';

/**
 * What a post search matches (docs/decisions/0237-search-matching.md): the title, the description and the
 * hashtags (stored without `#`, so `#新貨` and `新貨` find the same posts), each folded for search.
 */
export function postSearchText(title: string, description: string, tags: string[]): string {
  return foldFields([title, description, ...tags]);
}
