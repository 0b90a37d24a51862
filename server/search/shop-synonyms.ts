import type { ShopSynonyms } from '../../contract/search';
import { AppError } from '../http/app-error';
import { foldForSearch } from './fold';
import type { ShopSynonymRow, ShopSynonymsRepository } from './shop-synonyms-repository';
import { pluralForms } from './spelling';

/** a shop's words that a query term may also mean there */
export interface ShopWords {
  sellerId: string;
  words: string[];
}

/**
 * A shop's own synonyms (docs/decisions/0290-shop-synonyms.md): the words her customers use for her goods
 * ("杞子", "goji", "wolfberry"), set by her and applied to her products only, so one shop's loose words never show
 * goods in another's. They rank with the built-in synonyms, below every product that has the word as typed.
 */
export class ShopSynonymBook {
  constructor(
    private readonly repo: ShopSynonymsRepository,
    /** a search's kept answers are dropped when a shop's words change (they may find more or less now) */
    private readonly changed: () => void = () => {},
  ) {}

  async read(sellerId: string): Promise<ShopSynonyms> {
    const groups = new Map<number, string[]>();
    for (const r of await this.repo.of(sellerId))
      groups.set(r.group_no, [...(groups.get(r.group_no) ?? []), r.shown]);
    return { groups: [...groups.values()] };
  }

  /** replaces the shop's groups; a word folded to nothing, or a group left with one word, is refused */
  async replace(groups: string[][], sellerId: string): Promise<ShopSynonyms> {
    const rows: ShopSynonymRow[] = [];
    groups.forEach((group, group_no) => {
      const byWord = new Map<string, string>();
      for (const shown of group) {
        const word = foldForSearch(shown).trim();
        if (word && !byWord.has(word)) byWord.set(word, shown.trim());
      }
      if (byWord.size < 2)
        throw new AppError('validation', {
          en: `Group ${group_no + 1} needs two different words.`,
          'zh-HK': `第 ${group_no + 1} 組需要兩個不同的詞。`,
          'zh-CN': `第 ${group_no + 1} 组需要两个不同的词。`,
        });
      let place = 0;
      for (const [word, text] of byWord)
        rows.push({ seller_id: sellerId, group_no, word, shown: text, place: place++ });
    });
    await this.repo.replace(sellerId, rows);
    this.changed();
    return this.read(sellerId);
  }

  /** the folded terms that are some shop's own word: a search for one is never "corrected" to another word */
  async ownWords(terms: string[]): Promise<Set<string>> {
    return new Set((await this.repo.alikeOf(terms)).map((r) => r.asked));
  }

  /**
   * Folded query term → each shop's other words for it: the term itself, its singular or plural, or the whole
   * query (a group's word may be a phrase: "fish maw" asked as two terms means 花膠 at the shop that says so).
   */
  async wordsFor(terms: string[]): Promise<Map<string, ShopWords[]>> {
    const phrase = terms.join(' ');
    const askedFor = new Map(
      terms.map((t) => [t, [t, ...pluralForms(t), ...(terms.length > 1 ? [phrase] : [])]]),
    );
    const rows = await this.repo.alikeOf([...new Set([...askedFor.values()].flat())]);
    const out = new Map<string, ShopWords[]>();
    for (const [term, asked] of askedFor) {
      const bySeller = new Map<string, Set<string>>();
      for (const r of rows)
        if (asked.includes(r.asked))
          bySeller.set(r.seller_id, (bySeller.get(r.seller_id) ?? new Set()).add(r.word));
      if (bySeller.size > 0)
        out.set(
          term,
          [...bySeller].map(([sellerId, words]) => ({ sellerId, words: [...words] })),
        );
    }
    return out;
  }
}
