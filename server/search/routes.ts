import { categoryNames, setCategoryName, suggestions } from '../../contract/search';
import { handle, type Route } from '../http/calls';
import type { CategoryNameBook } from './category-names';
import type { SearchVocabulary } from './service';

export function searchRoutes(vocabulary: SearchVocabulary, names: CategoryNameBook): Route[] {
  return [
    handle(suggestions, async (input) => ({ suggestions: await vocabulary.suggestions(input.search) })),
    handle(categoryNames, () => names.list()),
    handle(setCategoryName, (input, ctx) => names.set(input, ctx.user!.id)),
  ];
}
