import { foldFields, searchTerms } from './fold';
import type { SearchWordsRepository } from './repository';
import { editDistance, isLatinWord, oneEditAway, pluralForms, vocabularyWords } from './spelling';

/** A query term and the words of the vocabulary it may also mean (a plural, a one-letter slip). */
export interface ExpandedTerm {
  term: string;
  spellings: string[];
}

/**
 * The vocabulary of search (docs/decisions/0237-search-matching.md): the catalogue and the posts teach it
 * their words as they are written; a query's terms are expanded to the real words they may mean, and a
 * search that found nothing is offered the nearest real words.
 */
export class SearchVocabulary {
  constructor(private readonly repo: SearchWordsRepository) {}

  /** remembers the Latin words of these texts (any script or case; they are folded here) */
  async learn(texts: (string | null | undefined)[]): Promise<void> {
    await this.repo.add(vocabularyWords(foldFields(texts)));
  }

  /** a query's terms (searchTerms), each with its near spellings that the vocabulary knows */
  async expand(query: string): Promise<ExpandedTerm[]> {
    const terms = searchTerms(query);
    const candidates = new Map(terms.map((t) => [t, [...pluralForms(t), ...oneEditAway(t)]]));
    const known = new Set(await this.repo.known([...new Set([...candidates.values()].flat())]));
    return terms.map((term) => ({
      term,
      spellings: candidates.get(term)!.filter((c) => known.has(c)),
    }));
  }

  /**
   * For a search that found nothing: up to 3 queries with an unknown Latin term replaced by the nearest
   * known words (up to 2 edits; 1 for a 4-letter word), nearest first.
   */
  async suggestions(query: string): Promise<string[]> {
    const terms = searchTerms(query);
    const knownTerms = new Set(await this.repo.known(terms));
    const out: string[] = [];
    for (const [i, term] of terms.entries()) {
      if (!isLatinWord(term) || term.length < 4 || knownTerms.has(term)) continue;
      const most = term.length >= 5 ? 2 : 1;
      // a slip is rarely in both of the first two letters: words starting with either are the candidates
      const starts = [...new Set([term[0]!, term[1]!])];
      const words = (
        await Promise.all(
          starts.map((s) => this.repo.withPrefix(s, term.length - most, term.length + most, 2000)),
        )
      ).flat();
      const near = [...new Set(words)]
        .map((w) => ({ w, d: editDistance(term, w) }))
        .filter((x) => x.d <= most)
        .sort((a, b) => a.d - b.d || a.w.length - b.w.length || (a.w < b.w ? -1 : 1))
        .slice(0, 3);
      for (const { w } of near) out.push(terms.map((t, k) => (k === i ? w : t)).join(' '));
    }
    return [...new Set(out)].slice(0, 3);
  }
}
