import { suggestions } from '../../contract/search';
import { handle, type Route } from '../http/calls';
import type { SearchVocabulary } from './service';

export function searchRoutes(vocabulary: SearchVocabulary): Route[] {
  return [
    handle(suggestions, async (input) => ({ suggestions: await vocabulary.suggestions(input.search) })),
  ];
}
