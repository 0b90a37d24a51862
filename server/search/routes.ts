import { categoryNames, setCategoryName, shopSynonyms, suggestions } from '../../contract/search';
import { handle, type Route } from '../http/calls';
import type { CategoryNameBook } from './category-names';
import type { SearchVocabulary } from './service';
import type { ShopSynonymBook } from './shop-synonyms';

export function searchRoutes(
  vocabulary: SearchVocabulary,
  names: CategoryNameBook,
  synonyms: ShopSynonymBook,
): Route[] {
  return [
    handle(suggestions, async (input) => ({ suggestions: await vocabulary.suggestions(input.search) })),
    handle(categoryNames, () => names.list()),
    handle(setCategoryName, (input, ctx) => names.set(input, ctx.user!.id)),
    // {} reads; { groups } replaces (docs/decisions/0290-shop-synonyms.md)
    handle(shopSynonyms, (input, ctx) =>
      'groups' in input ? synonyms.replace(input.groups, ctx.user!.id) : synonyms.read(ctx.user!.id),
    ),
  ];
}
