import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../../db/dialect';
import type { PreparedOptions } from '../../db/prepared';
import { PreparedRepository } from '../../db/prepared-repository-base';
import type { Database } from '../../db/schema';
import { type StoredProduct, withCategories } from '../product-rows';
import { ProductsRepository, selectProducts } from '../repository';
import { listFilters, PRICE_KEY, priceKeys } from './filters-repository';
import type { ListQuery } from './list-query';
import { ProductSearchRepository } from './search-repository';

/**
 * A rated product's standing (docs/decisions/0271-market-sort-filter-and-paying.md): its stars averaged with two
 * make-believe 3-star reviews, so one 5-star review does not outrank two hundred averaging 4.9.
 */
const RATING_SCORE = sql<number>`((r.stars + 6.0) / (r.reviews + 2.0))`;

/** The market's and a shop's pages of live products, in each order the list offers (decision 0271). */
export class ProductListingRepository extends PreparedRepository {
  // this.prepared: the market's and the feed's reads, compiled once per shape (docs/decisions/0125-hot-path-performance.md)
  private readonly sqlite = isSqlite(this.db);
  private readonly reads: ProductsRepository;
  private readonly search: ProductSearchRepository;

  constructor(db: Kysely<Database>, opts: PreparedOptions = {}) {
    super(db, opts);
    this.reads = new ProductsRepository(db, opts);
    this.search = new ProductSearchRepository(db, opts);
  }

  /**
   * One keyset page of live products: `id < cursor` newest first, `id > cursor` oldest first. With the
   * (removed_at, id) and (seller_id, removed_at, id) indexes a deep page costs what the first one does.
   * A search is ranked instead (searchPage).
   */
  async listPage(q: ListQuery): Promise<StoredProduct[]> {
    if (q.search) return this.search.searchPage(q, q.search);
    if (q.sortBy === 'price') return this.pricePage(q);
    if (q.sortBy === 'rating') return this.ratingPage(q);
    if (q.sortBy === 'nearest') return this.nearestPage(q);
    const keys = priceKeys(q);
    const values = {
      sellerId: q.sellerId || undefined,
      categories: q.categories,
      cursor: q.cursor || undefined,
      limit: q.limit,
      priceMinKey: keys.min,
      priceMaxKey: keys.max,
    };
    const shape = `listPage${q.sort}${q.lowStock ? ' low' : ''}${q.inStock ? ' stock' : ''}${q.priceMinCents !== undefined ? ' min' : ''}${q.priceMaxCents !== undefined ? ' max' : ''}`;
    const rows = await this.prepared.run(shape, values, (v) => {
      let query = selectProducts(this.db, this.sqlite).where(
        listFilters(
          {
            ...q,
            sellerId: v.sellerId,
            categories: v.categories,
            priceMinKey: v.priceMinKey as number | undefined,
            priceMaxKey: v.priceMaxKey as number | undefined,
          },
          this.sqlite,
        ),
      );
      if (v.cursor !== undefined) query = query.where('products.id', q.sort === -1 ? '<' : '>', v.cursor);
      return query.orderBy('products.id', q.sort === -1 ? 'desc' : 'asc').limit(v.limit);
    });
    return rows.map(withCategories);
  }

  /**
   * One page by the price paid (docs/decisions/0271-market-sort-filter-and-paying.md): cheapest first (sort 1) or
   * dearest first (-1), equal prices by id the same way, so (price key, id) is one index's order
   * (products_price_idx, or products_seller_price_idx for one shop) and the page after `cursor` starts right
   * after that product's own (price key, id) in the index. Open-price products have no price: left out.
   */
  private async pricePage(q: ListQuery): Promise<StoredProduct[]> {
    const dir = q.sort === 1 ? 'asc' : 'desc';
    let query = selectProducts(this.db, this.sqlite)
      .where(listFilters(q, this.sqlite))
      .where(sql<boolean>`products.open_price = 0`);
    if (q.cursor) {
      const after = sql`(select ${PRICE_KEY} from products where products.id = ${q.cursor})`;
      query = query.where(
        sql<boolean>`(${PRICE_KEY}, products.id) ${sql.raw(q.sort === 1 ? '>' : '<')} (${after}, ${q.cursor})`,
      );
    }
    const rows = await query.orderBy(PRICE_KEY, dir).orderBy('products.id', dir).limit(q.limit).execute();
    return rows.map(withCategories);
  }

  /**
   * One page by buyers' ratings (docs/decisions/0271-market-sort-filter-and-paying.md): rated products by their
   * standing (best first with sort -1), then the unrated, newest first. Two walks: the rated ones from the
   * reviews' published `product_ratings` (a small set, sorted), then the rest along the id index; a cursor in
   * the unrated part skips the first walk.
   */
  private async ratingPage(q: ListQuery): Promise<StoredProduct[]> {
    const dir = q.sort === 1 ? 'asc' : 'desc';
    let cursorRated = false;
    if (q.cursor) {
      const found = await this.db
        .selectFrom('product_ratings as r')
        .select('r.subject')
        .where('r.subject', '=', `p:${q.cursor}`)
        .executeTakeFirst();
      cursorRated = found !== undefined;
    }
    const out: StoredProduct[] = [];
    if (!q.cursor || cursorRated) {
      let rated = selectProducts(this.db, this.sqlite)
        .innerJoin('product_ratings as r', (join) => join.on(sql<boolean>`r.subject = 'p:' || products.id`))
        // the rated ones first, each looked up by id: SQLite would otherwise walk every product and ask for its rating
        .where('products.id', 'in', sql<string>`(select substr(r2.subject, 3) from product_ratings r2)`)
        .where(listFilters(q, this.sqlite));
      if (q.cursor) {
        const after = sql`(select ${RATING_SCORE} from product_ratings r where r.subject = ${`p:${q.cursor}`})`;
        rated = rated.where(
          sql<boolean>`(${RATING_SCORE} ${sql.raw(q.sort === 1 ? '>' : '<')} ${after} or (${RATING_SCORE} = ${after} and products.id ${sql.raw(q.sort === 1 ? '>' : '<')} ${q.cursor}))`,
        );
      }
      const rows = await rated
        .orderBy(RATING_SCORE, dir)
        .orderBy('products.id', dir)
        .limit(q.limit)
        .execute();
      out.push(...rows.map(withCategories));
      if (out.length >= q.limit) return out;
    }
    let unrated = selectProducts(this.db, this.sqlite)
      .where(listFilters(q, this.sqlite))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_ratings as r')
              .select(sql.lit(1).as('one'))
              .where('r.subject', '=', sql<string>`'p:' || products.id`),
          ),
        ),
      );
    if (q.cursor && !cursorRated) unrated = unrated.where('products.id', '<', q.cursor);
    const rows = await unrated
      .orderBy('products.id', 'desc')
      .limit(q.limit - out.length)
      .execute();
    return [...out, ...rows.map(withCategories)];
  }

  /**
   * One page by nearest pickup (docs/decisions/0271-market-sort-filter-and-paying.md): the products of the
   * first group of sellers, newest first, then the next group's, and last every other seller's. Each group
   * is a walk along the (seller_id, id) or id index; the cursor's seller says which group it is in.
   */
  private async nearestPage(q: ListQuery): Promise<StoredProduct[]> {
    const groups = (q.nearSellers ?? []).filter((g) => g.length > 0);
    const everyNear = groups.flat();
    let start = 0;
    if (q.cursor) {
      const seller = (await this.reads.findMany([q.cursor]))[0]?.seller_id;
      if (seller === undefined) return [];
      const at = groups.findIndex((g) => g.includes(seller));
      start = at === -1 ? groups.length : at;
    }
    const out: StoredProduct[] = [];
    for (let i = start; i <= groups.length && out.length < q.limit; i++) {
      let query = selectProducts(this.db, this.sqlite).where(listFilters(q, this.sqlite));
      if (i < groups.length) query = query.where('products.seller_id', 'in', groups[i]!);
      else if (everyNear.length > 0) query = query.where('products.seller_id', 'not in', everyNear);
      if (q.cursor && i === start) query = query.where('products.id', '<', q.cursor);
      const rows = await query
        .orderBy('products.id', 'desc')
        .limit(q.limit - out.length)
        .execute();
      out.push(...rows.map(withCategories));
    }
    return out;
  }
}
