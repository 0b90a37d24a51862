import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';
import type { PreparedOptions } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { containsAny, escapeLike, type TextIndex } from '../../db/text-search';
import { wholeWordGlob, wholeWordRegex } from '../../search/spelling';
import type { StoredProduct } from '../product-rows';
import { ProductsRepository } from '../repository';
import { IN_STOCK_RANK, inCategories, listFilters } from './filters-repository';
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

/** A ranked search of the catalogue (docs/decisions/0237-search-matching.md): the only SQL that ranks matches. */
export class ProductSearchRepository {
  private readonly sqlite: boolean;
  private readonly reads: ProductsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    opts: PreparedOptions = {},
  ) {
    this.sqlite = isSqlite(db);
    this.reads = new ProductsRepository(db, opts);
  }

  /**
   * A search, ranked (docs/decisions/0237-search-matching.md): by how the name matches, then in stock first,
   * then newest (or oldest) first. The page after `cursor` (the last product's id) starts after that
   * product's own rank, which is worked out by the same expressions, so SQLite and PostgreSQL page alike.
   */
  async searchPage(q: ListQuery, search: ProductSearch): Promise<StoredProduct[]> {
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
    const byId = new Map((await this.reads.findMany(ids.map((r) => r.id))).map((p) => [p.id, p]));
    return ids.flatMap((r) => byId.get(r.id) ?? []);
  }

  /**
   * Every term matches: as written or as one of its near spellings, in the search text or the shop's name.
   * SQLite: the trigram index first narrows each term's candidates (PostgreSQL's pg_trgm index serves the
   * LIKE itself); trigrams need 3 characters, so a shorter term scans, which stays cheap.
   */
  private matchesAll(search: ProductSearch) {
    const index: TextIndex = {
      column: 'products.search_text',
      trigram: this.sqlite ? { table: 'products_search', rowid: 'products.rowid' } : undefined,
    };
    return sql<boolean>`(${sql.join(
      search.terms.map((t) => {
        const any: RawBuilder<boolean>[] = [containsAny(index, [t.term, ...t.spellings])];
        if (t.sellerIds.length > 0) any.push(sql<boolean>`products.seller_id in (${sql.join(t.sellerIds)})`);
        if (t.categoryKeys?.length) any.push(inCategories(t.categoryKeys));
        // a shop's own synonyms find her products only; they rank as a synonym (level 6)
        for (const shop of t.shopWords ?? [])
          any.push(
            sql<boolean>`(products.seller_id = ${shop.sellerId} and ${containsAny(index, shop.words)})`,
          );
        return any.length === 1 ? any[0]! : sql`(${sql.join(any, sql` or `)})`;
      }),
      sql` and `,
    )})`;
  }
}
