import { foldFields, searchTerms } from './fold';
import type { SearchWordsRepository } from './repository';
import { editDistance, isLatinWord, nearSpellings, pluralForms, vocabularyWords } from './spelling';
import { synonymsOf } from './synonyms';

/**
 * A query term and the words of the vocabulary it may also mean: `plurals` (its plural or singular form,
 * ranked as the word itself when whole) and `spellings` (those, then slips and synonyms, which rank last).
 */
export interface ExpandedTerm {
  term: string;
  plurals: string[];
  spellings: string[];
  /** the term, its plural or singular, or a synonym is a word of the catalogue: nothing to correct */
  understood: boolean;
}

/**
 * The vocabulary of search (docs/decisions/0237-search-matching.md): the catalogue and the posts teach it
 * their words as they are written; a query's terms are expanded to the real words they may mean, and a
 * search that found nothing is offered the nearest real words.
 */
export class SearchVocabulary {
  constructor(
    private readonly repo: SearchWordsRepository,
    /** folded terms that name something other than a catalogue word (a shop's name): never corrected */
    private readonly namesElsewhere: (terms: string[]) => Promise<Set<string>> = async () => new Set(),
  ) {}

  /** remembers the Latin words of these texts (any script or case; they are folded here) */
  async learn(texts: (string | null | undefined)[]): Promise<void> {
    await this.repo.add(vocabularyWords(foldFields(texts)));
  }

  /**
   * A query's terms (searchTerms), each with the words the vocabulary knows that it may also mean
   * (docs/decisions/0270-search-that-forgives.md): its plural or singular; synonyms of its singular (cups →
   * mug, mugs); and slips (one edit, with or without a plural ending) only for a term of 5+ letters that none
   * of those made a word of the catalogue — "candle(s)" is one, so it does not also mean "handle".
   */
  async expand(query: string): Promise<ExpandedTerm[]> {
    const terms = searchTerms(query);
    const plurals = new Map(terms.map((t) => [t, pluralForms(t)]));
    const synonyms = new Map(
      terms.map((t) => {
        const singulars = [t, ...plurals.get(t)!].filter((w) => w.length <= t.length);
        const words = [...new Set(singulars.flatMap(synonymsOf))];
        return [t, words.flatMap((w) => [w, ...pluralForms(w)])];
      }),
    );
    const slips = new Map(terms.map((t) => [t, nearSpellings(t)]));
    // one indexed lookup for every candidate; a term the catalogue uses then drops its slips
    const candidates = [terms, ...plurals.values(), ...synonyms.values(), ...slips.values()].flat();
    const known = new Set(await this.repo.known([...new Set(candidates)]));
    return terms.map((term) => {
      const forms = plurals.get(term)!.filter((c) => known.has(c));
      const alike = synonyms.get(term)!.filter((c) => known.has(c));
      const understood = known.has(term) || forms.length > 0 || alike.length > 0;
      const others = [...(understood ? [] : slips.get(term)!.filter((c) => known.has(c))), ...alike];
      return {
        term,
        plurals: forms,
        spellings: [...new Set([...forms, ...others])].filter((c) => c !== term),
        understood,
      };
    });
  }

  /**
   * Up to 3 queries with a Latin term the catalogue does not know (nor its plural, singular or a synonym)
   * replaced by the nearest known words (up to 2 edits; 1 for a 4-letter word), nearest first. The market
   * shows the first one's results at once (docs/decisions/0270-search-that-forgives.md); none for a search
   * whose every term is understood ("mugs", "cups").
   */
  async suggestions(query: string): Promise<string[]> {
    const expanded = await this.expand(query);
    const terms = expanded.map((t) => t.term);
    const elsewhere = await this.namesElsewhere(expanded.filter((t) => !t.understood).map((t) => t.term));
    const out: string[] = [];
    for (const [i, { term, understood }] of expanded.entries()) {
      if (!isLatinWord(term) || term.length < 4 || understood || elsewhere.has(term)) continue;
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
