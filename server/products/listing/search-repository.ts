import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';
import type { PreparedOptions } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { containsAny, containsEvery, escapeLike, likeContains, type TextIndex } from '../../db/text-search';
import { wholeWordGlob, wholeWordRegex } from '../../search/spelling';
import type { StoredProduct } from '../product-rows';
import { ProductsRepository } from '../repository';
import { IN_STOCK_RANK, inCategories, listFilters } from './filters-repository';
import { afterPrefix, firstPageOf } from './first-page';
import type { ListQuery, ProductSearch, SearchTermQuery } from './list-query';

/**
 * How well a product matches (docs/decisions/0237-search-matching.md, 0270-search-that-forgives.md), smaller
 * first: 0 the name is the query, 1 the name starts with it, 2 a word of the name starts with it (for Chinese,
 * which has no spaces, the name contains it), 3 every term is a whole word as written (any field, the shop's
 * name or a category's name), 4 the same with plurals, 5 every term is found as written or as a plural
 * inside a word ("candle" in "candleholder"), 6 a term only by a slip or a synonym (a shop's own among them).
 */
function searchRank(search: ProductSearch, sqlite: boolean) {
  const phrase = search.terms.map((t) => t.term).join(' ');
  const inWord = /^\p{Script=Han}/u.test(phrase) ? `%${escapeLike(phrase)}%` : `% ${escapeLike(phrase)}%`;
  const padded = sql`(' ' || products.search_text || ' ')`;
  // a plain substring test first (instr / strpos: no pattern to compile); the word-boundary pattern, which is
  // slow to fail over a long text, only where the letters are there
  const found = (word: string) =>
    sqlite
      ? sql<boolean>`instr(products.search_text, ${word}) > 0`
      : sql<boolean>`strpos(products.search_text, ${word}) > 0`;
  const wholeWord = (word: string) =>
    /\p{Script=Han}/u.test(word)
      ? found(word)
      : sqlite
        ? sql<boolean>`(${found(word)} and ${padded} glob ${wholeWordGlob(word)})`
        : sql<boolean>`(${found(word)} and ${padded} ~ ${wholeWordRegex(word)})`;
  const everyTerm = (test: (t: SearchTermQuery) => RawBuilder<boolean>) =>
    sql.join(
      search.terms.map((t) => {
        const extra: RawBuilder<boolean>[] = [];
        if (t.sellerIds.length > 0)
          extra.push(sql<boolean>`products.seller_id in (${sql.join(t.sellerIds)})`);
        if (t.categoryKeys?.length) extra.push(inCategories(t.categoryKeys));
        return sql`(${sql.join([test(t), ...extra], sql` or `)})`;
      }),
      sql` and `,
    );
  const asWord = everyTerm((t) => wholeWord(t.term));
  const asWordOrPlural = everyTerm(
    (t) => sql<boolean>`(${sql.join([t.term, ...(t.plurals ?? [])].map(wholeWord), sql` or `)})`,
  );
  const inText = everyTerm(
    (t) => sql<boolean>`(${sql.join([t.term, ...(t.plurals ?? [])].map(found), sql` or `)})`,
  );
  const level = sql<number>`(case when products.search_name = ${phrase} then 0 when products.search_name like ${`${escapeLike(phrase)}%`} escape '\\' then 1 when products.search_name like ${inWord} escape '\\' then 2 when ${asWord} then 3 when ${asWordOrPlural} then 4 when ${inText} then 5 else 6 end)`;
  return { level };
}

/**
 * How many of the newest products a first page's matches are read among (`window`), and at most how many matches
 * (`reads`, at least the page's length). Tests set small ones, so that a few dozen products take every path.
 */
export interface FirstPageReads {
  window: number;
  reads: number;
}

/** A ranked search of the catalogue (docs/decisions/0237-search-matching.md): the only SQL that ranks matches. */
export class ProductSearchRepository {
  private readonly sqlite: boolean;
  private readonly reads: ProductsRepository;

  private readonly firstPage: FirstPageReads | 'off' | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    opts: PreparedOptions & { firstPage?: FirstPageReads | 'off' } = {},
  ) {
    this.sqlite = isSqlite(db);
    this.reads = new ProductsRepository(db, opts);
    this.firstPage = opts.firstPage;
  }

  /**
   * A search, ranked (docs/decisions/0237-search-matching.md): by how the name matches, then in stock first,
   * then newest (or oldest) first. The page after `cursor` (the last product's id) starts after that
   * product's own rank, which is worked out by the same expressions, so SQLite and PostgreSQL page alike.
   */
  async searchPage(q: ListQuery, search: ProductSearch): Promise<StoredProduct[]> {
    const first = q.cursor ? null : await this.firstPageFromNewest(q, search);
    if (first) return this.productsIn(first);
    const rank = searchRank(search, this.sqlite);
    let query = this.db
      .selectFrom('products')
      .select('products.id')
      .where(listFilters(q, this.sqlite, true))
      .where(this.matchesAll(search));
    if (q.cursor) {
      const after = await this.db
        .selectFrom('products')
        .select([rank.level.as('level'), IN_STOCK_RANK.as('stock')])
        .where('products.id', '=', q.cursor)
        .executeTakeFirst();
      if (!after) return [];
      const [level, stock] = [Number(after.level), Number(after.stock)];
      query = query.where(
        sql<boolean>`(${rank.level} > ${level} or (${rank.level} = ${level} and (${IN_STOCK_RANK} > ${stock} or (${IN_STOCK_RANK} = ${stock} and products.id ${sql.raw(q.sort === -1 ? '<' : '>')} ${q.cursor}))))`,
      );
    }
    const ids = await query
      .orderBy(rank.level)
      .orderBy(IN_STOCK_RANK)
      .orderBy('products.id', q.sort === -1 ? 'desc' : 'asc')
      .limit(q.limit)
      .execute();
    return this.productsIn(ids.map((r) => r.id));
  }

  private async productsIn(ids: string[]): Promise<StoredProduct[]> {
    const byId = new Map((await this.reads.findMany(ids)).map((p) => [p.id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The first page from the newest matches alone, or null where they cannot show it is the true first page
   * (./first-page.ts; docs/decisions/0237-search-matching.md, "A first page without ranking every match"). A
   * common word (one product in ten) is ranked over a hundred products instead of ten thousand. The matches are
   * read in id order among the newest `window` products of the list, so a rare word reads no more than those
   * before the whole ranking takes over.
   */
  async firstPageFromNewest(q: ListQuery, search: ProductSearch): Promise<string[] | null> {
    if (this.firstPage === 'off') return null;
    const order = q.sort === -1 ? 'desc' : 'asc';
    const { window, reads } = this.firstPage ?? {
      window: Math.min(5_000, q.limit * 100),
      reads: q.limit * 5,
    };
    const edge = await this.db
      .selectFrom('products')
      .select('products.id')
      .where(listFilters(q, this.sqlite, true))
      .orderBy('products.id', order)
      .limit(1)
      .offset(window - 1)
      .executeTakeFirst();
    const rank = searchRank(search, this.sqlite);
    let walk = this.db
      .selectFrom('products')
      .select(['products.id', rank.level.as('level'), IN_STOCK_RANK.as('stock')])
      .where(listFilters(q, this.sqlite, true))
      .where(this.matchesAll(search, true));
    if (edge) walk = walk.where('products.id', order === 'desc' ? '>=' : '<=', edge.id);
    const read = (await walk.orderBy('products.id', order).limit(reads).execute()).map((r) => ({
      id: r.id,
      level: Number(r.level),
      stock: Number(r.stock),
    }));
    const page = firstPageOf(read, q.limit, !edge && read.length < reads);
    if (!page) return null;
    if (page.noneBelow === 0) return page.ids;
    // the matches not read are those past the last one read, or past the window when it ran out first
    const past = read.length === reads ? read.at(-1)!.id : edge!.id;
    const beyond = this.db
      .selectFrom('products')
      .select('products.id')
      .where(listFilters(q, this.sqlite, true))
      .where('products.id', order === 'desc' ? '<' : '>', past)
      .where(this.rankedAbove(search, page.noneBelow));
    // PostgreSQL plans a CTE for all its rows: an index finds the few candidates, rather than a walk in id order
    // that LIMIT 1 would favour and that reads every product when there is none
    const better = this.sqlite
      ? await beyond.limit(1).executeTakeFirst()
      : await this.db
          .with(
            (cte) => cte('better').materialized(),
            () => beyond,
          )
          .selectFrom('better')
          .select('better.id')
          .limit(1)
          .executeTakeFirst();
    return better ? null : page.ids;
  }

  /**
   * Every product whose match level could be under `level` (and some that are not): the name that is the query
   * for level 0; starting with it for 0–1; containing it for 0–2; every term as written, or naming its shop or a
   * category, for 0–3; the same or as its plural for 0–4 and 0–5. Each is served by an index: the name's, its
   * trigrams (PostgreSQL), or the search text's trigrams.
   */
  private rankedAbove(search: ProductSearch, level: number): RawBuilder<boolean> {
    if (level <= 2) {
      const phrase = search.terms.map((t) => t.term).join(' ');
      const name = this.sqlite ? sql`products.search_name` : sql`products.search_name collate "C"`;
      if (level === 1) return sql<boolean>`${name} = ${phrase}`;
      const after = afterPrefix(phrase);
      return after === null
        ? sql<boolean>`${name} >= ${phrase}`
        : sql<boolean>`(${name} >= ${phrase} and ${name} < ${after})`;
    }
    if (level === 3) {
      // levels 0–2 all have the query in the name: tighter than every term in the text, which a word of every
      // description ("fine") would always answer yes
      const phrase = search.terms.map((t) => t.term).join(' ');
      return sql<boolean>`products.search_name like ${likeContains(phrase)} escape '\\'`;
    }
    const index = this.textIndex();
    const wordsOf = (t: SearchTermQuery) => (level >= 5 ? [t.term, ...(t.plurals ?? [])] : [t.term]);
    const named = (t: SearchTermQuery) => level >= 4 && (t.sellerIds.length > 0 || !!t.categoryKeys?.length);
    if (!search.terms.some(named)) return containsEvery(index, search.terms.map(wordsOf));
    return sql<boolean>`(${sql.join(
      search.terms.map((t) => {
        const any: RawBuilder<boolean>[] = [containsAny(index, wordsOf(t))];
        if (level >= 4 && t.sellerIds.length > 0)
          any.push(sql<boolean>`products.seller_id in (${sql.join(t.sellerIds)})`);
        if (level >= 4 && t.categoryKeys?.length) any.push(inCategories(t.categoryKeys));
        return sql`(${sql.join(any, sql` or `)})`;
      }),
      sql` and `,
    )})`;
  }

  private textIndex(): TextIndex {
    return {
      column: 'products.search_text',
      trigram: this.sqlite ? { table: 'products_search', rowid: 'products.rowid' } : undefined,
    };
  }

  /**
   * Every term matches: as written or as one of its near spellings, in the search text or the shop's name.
   * SQLite: the trigram index first narrows each term's candidates (PostgreSQL's pg_trgm index serves the
   * LIKE itself); trigrams need 3 characters, so a shorter term scans, which stays cheap.
   */
  private matchesAll(search: ProductSearch, scan = false) {
    const index = this.textIndex();
    const alone = (t: SearchTermQuery) =>
      t.sellerIds.length === 0 && !t.categoryKeys?.length && !t.shopWords?.length;
    // several terms met in text alone: one trigram query for all of them (FTS5 steps through the rarest)
    if (!scan && search.terms.length > 1 && search.terms.every(alone))
      return containsEvery(
        index,
        search.terms.map((t) => [t.term, ...t.spellings]),
      );
    return sql<boolean>`(${sql.join(
      search.terms.map((t) => {
        const any: RawBuilder<boolean>[] = [containsAny(index, [t.term, ...t.spellings], scan)];
        if (t.sellerIds.length > 0) any.push(sql<boolean>`products.seller_id in (${sql.join(t.sellerIds)})`);
        if (t.categoryKeys?.length) any.push(inCategories(t.categoryKeys));
        // a shop's own synonyms find her products only; they rank as a synonym (level 6)
        for (const shop of t.shopWords ?? [])
          any.push(
            sql<boolean>`(products.seller_id = ${shop.sellerId} and ${containsAny(index, shop.words, scan)})`,
          );
        return any.length === 1 ? any[0]! : sql`(${sql.join(any, sql` or `)})`;
      }),
      sql` and `,
    )})`;
  }
}
