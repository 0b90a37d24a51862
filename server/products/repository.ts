import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import { addQuantities, type Unit } from '../../contract/units';
import { isSqlite } from '../db/dialect';
import { type PreparedOptions, PreparedStatements } from '../db/prepared';
import type { Database } from '../db/schema';
import { containsAny, escapeLike, type TextIndex } from '../db/text-search';
import { foldFields, foldForSearch } from '../search/fold';
import { wholeWordGlob, wholeWordRegex } from '../search/spelling';
import {
  type StockChange,
  type StockMovementRow,
  StockMovementsRepository,
  type StockWhy,
} from './stock/stock-repository';
import type { ProductFigures, ProductsTable } from './tables';

/** Anything queries can run on: the database or an open transaction (orders take stock inside theirs). */
export type Executor = Kysely<Database> | Transaction<Database>;

export type ProductRow = Selectable<ProductsTable> & {
  /** the seller's username and email, for `seller_name` */
  seller_username: string | null;
};

/** A live variant of a product as stored (docs/decisions/0236-variants.md). */
export interface VariantRow {
  id: string;
  name: string;
  price_cents: number;
  cost_cents: number;
  discount_bp: number;
  quantity: number;
  low_stock: number;
  barcode: string | null;
}

/** A product with its categories and live variants, as the service turns it into API shapes. */
export type ProductCardRow = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'price_cents' | 'discount_bp' | 'image_paths'
>;

export interface StoredProduct extends ProductRow {
  categories: string[];
  variants: VariantRow[];
}

/** A variant as written: with the `id` of an existing one it changes it, else it is added under that new id. */
export type VariantValues = VariantRow;

/** Everything written for a product, apart from its id, seller and times. */
export interface ProductValues extends ProductFigures {
  /** left out: the column's default on insert, unchanged on update */
  low_stock?: number;
  /** left out: the column's default on insert, unchanged on update */
  open_price?: boolean;
  /** left out: the column's default ('piece') on insert, unchanged on update */
  unit?: Unit;
  /** left out: the column's default on insert, unchanged on update */
  step?: number;
  size: 'S' | 'M' | 'L' | null;
  barcode: string | null;
  imagePaths: string[];
  categories: string[];
  /** the product's variants in order; left out: unchanged (docs/decisions/0236-variants.md) */
  variants?: VariantValues[];
}

/**
 * One term of a search: folded, with its near spellings in the vocabulary (`plurals` among them rank as the
 * word itself), the sellers whose shop name has it, and the categories one of whose names in any language
 * has it while the category as filed does not ("茶" → tea; docs/decisions/0270-search-that-forgives.md).
 */
export interface SearchTermQuery {
  term: string;
  spellings: string[];
  plurals?: string[];
  sellerIds: string[];
  categoryKeys?: string[];
}

export interface ProductSearch {
  terms: SearchTermQuery[];
}

export interface ListQuery {
  sellerId?: string;
  /** lower-cased category names; empty = all */
  categories: string[];
  /** a search, ranked (docs/decisions/0237-search-matching.md); none: every product, by id */
  search?: ProductSearch;
  sort: 1 | -1;
  /** only products at or below their low-stock alert (the seller's "to reorder" list) */
  lowStock?: boolean;
  cursor?: string | null;
  limit: number;
  /** what `sort` orders by (docs/decisions/0271-market-sort-filter-and-paying.md); newest when absent */
  sortBy?: 'newest' | 'price' | 'rating' | 'nearest';
  /** only what can be bought now */
  inStock?: boolean;
  /** the price paid after discount, in cents, at least / at most (open-price products left out) */
  priceMinCents?: number;
  priceMaxCents?: number;
  /** for `nearest`: sellers by how near their pickups are, nearest group first; every other seller comes last */
  nearSellers?: string[][];
}

/**
 * What a search matches (docs/decisions/0237-search-matching.md): the name, description, barcode and
 * categories, and the variants' names and barcodes ("500 g" or a variant's barcode finds the product), each
 * folded (Traditional = Simplified, full-width = half-width, no case or accents) and joined by a separator
 * a query never contains, so a term cannot match across two fields.
 */
export function searchTextOf(
  v: Pick<ProductValues, 'name' | 'description' | 'barcode'> & { categories?: string[] },
  variants: { name: string; barcode: string | null }[] = [],
): string {
  return foldFields([
    v.name,
    v.description,
    v.barcode,
    ...(v.categories ?? []),
    ...variants.flatMap((x) => [x.name, x.barcode]),
  ]);
}

/**
 * 0 in stock (its own stock, or any live variant's), 1 sold out. A scalar subquery rather than EXISTS: it
 * is asked per matching row through the (parent_id, position) index, where PostgreSQL would otherwise hash
 * every product's variants first.
 */
const IN_STOCK_RANK = sql<number>`(case when products.quantity > 0 or (select max(v.quantity) from products v where v.parent_id = products.id and v.removed_at is null) > 0 then 0 else 1 end)`;

/**
 * The price a product is paid at, times 10,000 (docs/decisions/0271-market-sort-filter-and-paying.md): price
 * × (10,000 − discount), exact in integers, ordered as the discounted price is. Indexed as written
 * (migration 1240): the list's price order walks the index.
 */
const PRICE_KEY = sql<number>`(products.price_cents * (10000 - products.discount_bp))`;

/** a price range as bounds of PRICE_KEY; already worked out when given (a prepared statement's placeholders) */
interface PriceKeys {
  priceMinKey?: number;
  priceMaxKey?: number;
}

/**
 * The discounted price rounds half up (contract/money.ts), so discounted ≥ min ⇔ key > min × 10,000 − 5,000 and
 * discounted ≤ max ⇔ key ≤ max × 10,000 + 5,000.
 */
function priceKeys(q: ListQuery & PriceKeys): { min?: number; max?: number } {
  return {
    min:
      'priceMinKey' in q
        ? q.priceMinKey
        : q.priceMinCents === undefined
          ? undefined
          : q.priceMinCents * 10_000 - 5_000,
    max:
      'priceMaxKey' in q
        ? q.priceMaxKey
        : q.priceMaxCents === undefined
          ? undefined
          : q.priceMaxCents * 10_000 + 5_000,
  };
}

/** in stock: its own stock, or a live variant's (a scalar subquery, as IN_STOCK_RANK's, not EXISTS: see there) */
const IN_STOCK = sql<boolean>`(products.quantity > 0 or (select max(v.quantity) from products v where v.parent_id = products.id and v.removed_at is null) > 0)`;

/**
 * A rated product's standing (docs/decisions/0271-market-sort-filter-and-paying.md): its stars averaged with two
 * make-believe 3-star reviews, so one 5-star review does not outrank two hundred averaging 4.9.
 */
const RATING_SCORE = sql<number>`((r.stars + 6.0) / (r.reviews + 2.0))`;

/**
 * How well a product matches (docs/decisions/0237-search-matching.md, 0270-search-that-forgives.md), smaller
 * first: 0 the name is the query, 1 the name starts with it, 2 a word of the name starts with it (for Chinese,
 * which has no spaces, the name contains it), 3 every term is a whole word as written (any field, the shop's
 * name or a category's name), 4 the same with plurals, 5 every term is found as written or as a plural
 * inside a word ("candle" in "candleholder"), 6 a term only by a slip or a synonym.
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

/** filed under one of these categories (their normalized names) */
function inCategories(keys: string[]): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from product_categories pc where pc.product_id = products.id and pc.name_normalized in (${sql.join(keys)}))`;
}

/** The only place with SQL for `products` and `product_categories`. */
export class ProductsRepository {
  private readonly sqlite: boolean;
  /** every change of a product's stock is written beside it (docs/decisions/0228-stock-history.md) */
  private readonly ledger: StockMovementsRepository;

  /** the market's and the feed's reads, compiled once per shape (docs/decisions/0125-hot-path-performance.md) */
  private readonly prepared: PreparedStatements;

  constructor(
    private readonly db: Kysely<Database>,
    opts: PreparedOptions = {},
  ) {
    this.sqlite = isSqlite(db);
    this.prepared = PreparedStatements.for(db, opts);
    this.ledger = new StockMovementsRepository(db);
  }

  /**
   * products with their seller's names (from auth's read model `account_names`, docs/decisions/0095) and
   * their category names in order as a JSON array, aggregated in the same statement: one round trip per
   * page instead of two (docs/decisions/0120-postgresql-hot-paths.md)
   */
  private selectProducts(db: Executor) {
    const categories = this.sqlite
      ? sql<string>`(select json_group_array(pc.name order by pc.position) from product_categories pc where pc.product_id = products.id)`
      : sql<string>`(select coalesce(json_agg(pc.name order by pc.position), '[]')::text from product_categories pc where pc.product_id = products.id)`;
    // a product's live variants in the same statement (docs/decisions/0236-variants.md)
    const variants = this.sqlite
      ? sql<string>`(select json_group_array(json_array(v.id, v.name, v.price_cents, v.cost_cents, v.discount_bp, v.quantity, v.low_stock, v.barcode) order by v.position) from products v where v.parent_id = products.id and v.removed_at is null)`
      : sql<string>`(select coalesce(json_agg(json_build_array(v.id, v.name, v.price_cents, v.cost_cents, v.discount_bp, v.quantity, v.low_stock, v.barcode) order by v.position), '[]')::text from products v where v.parent_id = products.id and v.removed_at is null)`;
    return db
      .selectFrom('products')
      .innerJoin('account_names', 'account_names.id', 'products.seller_id')
      .selectAll('products')
      .select(['account_names.username as seller_username'])
      .select(categories.as('categories_json'))
      .select(variants.as('variants_json'));
  }

  async insert(product: ProductValues & { id: string; sellerId: string; now: number }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('products')
        .values({
          id: product.id,
          seller_id: product.sellerId,
          ...columnsOf(product),
          created_at: product.now,
          updated_at: product.now,
          removed_at: null,
        })
        .execute();
      await this.insertCategories(trx, product.id, product.categories);
      await this.ledger.record(trx, [createdChange(product, 'created')]);
      if (product.variants) await this.writeVariants(trx, product.id, product.sellerId, product, product.now);
    });
  }

  /** Many products in one transaction (benchmarks, the seed): a few multi-row INSERTs instead of one per product. */
  async insertMany(
    products: (ProductValues & { id: string; sellerId: string; now: number })[],
  ): Promise<void> {
    await this.db.transaction().execute((trx) => this.insertRows(trx, products, 'created'));
    await this.analyzeAfterBulk();
  }

  /**
   * A CSV import (docs/decisions/0174-csv-import-export.md): new products and changes to existing live ones, all
   * in one transaction, so a failure leaves the catalogue as it was. false (and nothing written) when a product
   * to change was removed meanwhile.
   */
  async importBatch(
    creates: (ProductValues & { id: string; sellerId: string; now: number })[],
    updates: (ProductValues & { id: string; now: number })[],
  ): Promise<boolean> {
    const ok = await this.db
      .transaction()
      .execute(async (trx) => {
        await this.insertRows(trx, creates, 'import');
        // a new product's variants, from its rows of the file (docs/decisions/0263-product-files.md)
        for (const c of creates) {
          if (c.variants?.length) await this.writeVariants(trx, c.id, c.sellerId, c, c.now);
        }
        for (const u of updates) {
          if (!(await this.updateRow(trx, u.id, u, 'import'))) throw new ImportConflict();
        }
        return true;
      })
      .catch((err) => {
        if (err instanceof ImportConflict) return false;
        throw err;
      });
    if (ok && creates.length > 100) await this.analyzeAfterBulk();
    return ok;
  }

  private async insertRows(
    trx: Transaction<Database>,
    products: (ProductValues & { id: string; sellerId: string; now: number })[],
    reason: 'created' | 'import',
  ): Promise<void> {
    // 500 rows × 15 columns stays below every engine's limit of bound parameters
    const CHUNK = 500;
    for (let i = 0; i < products.length; i += CHUNK) {
      const chunk = products.slice(i, i + CHUNK);
      await trx
        .insertInto('products')
        .values(
          chunk.map((p) => ({
            id: p.id,
            seller_id: p.sellerId,
            ...columnsOf(p),
            created_at: p.now,
            updated_at: p.now,
            removed_at: null,
          })),
        )
        .execute();
      const categories = chunk.flatMap((p) =>
        p.categories.map((name, position) => ({
          product_id: p.id,
          name,
          name_normalized: name.toLowerCase(),
          position,
        })),
      );
      if (categories.length > 0) await trx.insertInto('product_categories').values(categories).execute();
      await this.ledger.record(
        trx,
        chunk.map((p) => createdChange(p, reason)),
      );
    }
  }

  /**
   * PostgreSQL plans from statistics that autovacuum refreshes only a while later; a bulk load would be
   * planned as an empty table until then (docs/decisions/0120-postgresql-hot-paths.md)
   */
  private async analyzeAfterBulk(): Promise<void> {
    if (!this.sqlite) await sql`analyze products, product_categories`.execute(this.db);
  }

  /** The seller's live products, oldest first (the CSV export). */
  async allLiveOf(sellerId: string): Promise<StoredProduct[]> {
    const rows = await this.selectProducts(this.db)
      .where('products.seller_id', '=', sellerId)
      .where('products.removed_at', 'is', null)
      .where('products.parent_id', 'is', null)
      .orderBy('products.id')
      .execute();
    return rows.map(withCategories);
  }

  /** Replaces every field of a live product; false when it is gone (removed meanwhile). */
  async update(id: string, product: ProductValues & { now: number }): Promise<boolean> {
    return this.db.transaction().execute((trx) => this.updateRow(trx, id, product, 'edit'));
  }

  private async updateRow(
    trx: Transaction<Database>,
    id: string,
    product: ProductValues & { now: number },
    reason: 'edit' | 'import',
  ) {
    const before = await this.lockedStock(trx, id);
    if (!before || before.removed) return false;
    const variants = product.variants ?? (await this.liveVariants(trx, id));
    // a product with variants keeps no stock of its own, whatever a form or a CSV row says (decision 0236)
    const quantity = variants.length > 0 ? 0 : product.quantity;
    await trx
      .updateTable('products')
      .set({
        ...columnsOf(product),
        quantity,
        search_text: searchTextOf(product, variants),
        search_name: foldForSearch(product.name),
        updated_at: product.now,
      })
      .where('id', '=', id)
      .execute();
    if (product.variants) await this.writeVariants(trx, id, before.sellerId, product, product.now);
    else if (product.unit !== undefined || product.step !== undefined) {
      // the variants are sold by the product's unit and step
      await trx
        .updateTable('products')
        .set({
          ...(product.unit === undefined ? {} : { unit: product.unit }),
          ...(product.step === undefined ? {} : { step: product.step }),
        })
        .where('parent_id', '=', id)
        .execute();
    }
    if (quantity !== before.quantity) {
      await this.ledger.record(trx, [
        {
          productId: id,
          sellerId: before.sellerId,
          change: addQuantities(quantity, -before.quantity),
          stockAfter: quantity,
          why: { reason },
          now: product.now,
        },
      ]);
    }
    await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
    await this.insertCategories(trx, id, product.categories);
    return true;
  }

  /** a product's live variants, in order */
  private async liveVariants(
    db: Executor,
    parentId: string,
  ): Promise<{ id: string; name: string; barcode: string | null; quantity: number }[]> {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name', 'barcode', 'quantity'])
      .where('parent_id', '=', parentId)
      .where('removed_at', 'is', null)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
  }

  /**
   * Makes the product's variants the given ones (docs/decisions/0236-variants.md): changed in place, added, and
   * the ones left out removed with their stock written off in the history, so the history still adds up.
   */
  private async writeVariants(
    trx: Transaction<Database>,
    parentId: string,
    sellerId: string,
    product: ProductValues,
    now: number,
  ): Promise<void> {
    const given = product.variants ?? [];
    const kept = new Set(given.map((v) => v.id));
    // variants are sold by their product's unit and step
    const { unit, step } = await trx
      .selectFrom('products')
      .select(['unit', 'step'])
      .where('id', '=', parentId)
      .executeTakeFirstOrThrow();
    const before = new Map((await this.liveVariants(trx, parentId)).map((v) => [v.id, v]));
    const changes: StockChange[] = [];
    for (const old of before.values()) {
      if (kept.has(old.id)) continue;
      await trx
        .updateTable('products')
        .set({ removed_at: now, updated_at: now, quantity: 0, barcode: null })
        .where('id', '=', old.id)
        .execute();
      if (old.quantity !== 0) changes.push(variantChange(old.id, sellerId, -old.quantity, 0, now));
    }
    // the barcodes are set after every row is written, so two variants may swap theirs in one save
    for (const [position, v] of given.entries()) {
      const columns = {
        name: v.name,
        price_cents: v.price_cents,
        cost_cents: v.cost_cents,
        discount_bp: v.discount_bp,
        quantity: v.quantity,
        low_stock: v.low_stock,
        barcode: null,
        position,
        search_text: searchTextOf({ name: v.name, description: '', barcode: v.barcode }),
        search_name: foldForSearch(v.name),
        updated_at: now,
        unit,
        step,
      };
      const old = before.get(v.id);
      if (old) {
        await trx.updateTable('products').set(columns).where('id', '=', v.id).execute();
        if (old.quantity !== v.quantity)
          changes.push(
            variantChange(v.id, sellerId, addQuantities(v.quantity, -old.quantity), v.quantity, now, 'edit'),
          );
      } else {
        await trx
          .insertInto('products')
          .values({
            ...columns,
            id: v.id,
            seller_id: sellerId,
            parent_id: parentId,
            description: '',
            size: null,
            image_paths: '[]',
            open_price: 0,
            created_at: now,
            removed_at: null,
          })
          .execute();
        changes.push(variantChange(v.id, sellerId, v.quantity, v.quantity, now, 'created'));
      }
    }
    for (const v of given) {
      if (v.barcode !== null)
        await trx.updateTable('products').set({ barcode: v.barcode }).where('id', '=', v.id).execute();
    }
    await this.ledger.record(trx, changes);
  }

  private async insertCategories(trx: Transaction<Database>, productId: string, names: string[]) {
    if (names.length === 0) return;
    await trx
      .insertInto('product_categories')
      .values(
        names.map((name, position) => ({
          product_id: productId,
          name,
          name_normalized: name.toLowerCase(),
          position,
        })),
      )
      .execute();
  }

  /** Products by id, removed ones included, with categories. */
  async findMany(ids: string[], db: Executor = this.db): Promise<StoredProduct[]> {
    if (ids.length === 0) return [];
    // the sale's and the cart's read of its products: compiled once per number of ids
    const rows = await this.prepared.run(
      'findMany',
      { ids },
      (v) => this.selectProducts(this.db).where('products.id', 'in', v.ids),
      db,
    );
    return rows.map(withCategories);
  }

  /** What a post shows of the products it links, live ones only: one narrow query (the feed's hot path). */
  async cardsOf(ids: string[]): Promise<ProductCardRow[]> {
    if (ids.length === 0) return [];
    return this.prepared.run('cardsOf', { ids }, (v) =>
      this.db
        .selectFrom('products')
        .select(['id', 'name', 'description', 'price_cents', 'discount_bp', 'image_paths'])
        .where('id', 'in', v.ids)
        .where('removed_at', 'is', null),
    );
  }

  async findOne(id: string): Promise<StoredProduct | undefined> {
    return (await this.findMany([id]))[0];
  }

  /** id and owner only: enough for ownership checks */
  async owners(
    ids: string[],
  ): Promise<{ id: string; seller_id: string; removed_at: number | null; parent_id: string | null }[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('products')
      .select(['id', 'seller_id', 'removed_at', 'parent_id'])
      .where('id', 'in', ids)
      .execute();
  }

  /** the seller's live product carrying this barcode, except `exceptId` */
  async liveIdByBarcode(sellerId: string, barcode: string, exceptId?: string): Promise<string | undefined> {
    let query = this.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where('barcode', '=', barcode)
      .where('removed_at', 'is', null);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst())?.id;
  }

  /** which of the seller's live products or variants carry these barcodes, in one query: barcode → id */
  async liveIdsByBarcodes(sellerId: string, barcodes: string[]): Promise<Map<string, string>> {
    if (barcodes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'barcode'])
      .where('seller_id', '=', sellerId)
      .where('barcode', 'in', barcodes)
      .where('removed_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [r.barcode!, r.id]));
  }

  /**
   * One keyset page of live products: `id < cursor` newest first, `id > cursor` oldest first. With the
   * (removed_at, id) and (seller_id, removed_at, id) indexes a deep page costs what the first one does.
   * A search is ranked instead (searchPage).
   */
  async listPage(q: ListQuery): Promise<StoredProduct[]> {
    if (q.search) return this.searchPage(q, q.search);
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
      let query = this.selectProducts(this.db).where(
        this.listFilters({
          ...q,
          sellerId: v.sellerId,
          categories: v.categories,
          priceMinKey: v.priceMinKey as number | undefined,
          priceMaxKey: v.priceMaxKey as number | undefined,
        }),
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
    let query = this.selectProducts(this.db)
      .where(this.listFilters(q))
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
      let rated = this.selectProducts(this.db)
        .innerJoin('product_ratings as r', (join) => join.on(sql<boolean>`r.subject = 'p:' || products.id`))
        // the rated ones first, each looked up by id: SQLite would otherwise walk every product and ask for its rating
        .where('products.id', 'in', sql<string>`(select substr(r2.subject, 3) from product_ratings r2)`)
        .where(this.listFilters(q));
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
    let unrated = this.selectProducts(this.db)
      .where(this.listFilters(q))
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
      const seller = (await this.findMany([q.cursor]))[0]?.seller_id;
      if (seller === undefined) return [];
      const at = groups.findIndex((g) => g.includes(seller));
      start = at === -1 ? groups.length : at;
    }
    const out: StoredProduct[] = [];
    for (let i = start; i <= groups.length && out.length < q.limit; i++) {
      let query = this.selectProducts(this.db).where(this.listFilters(q));
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

  /**
   * A search, ranked (docs/decisions/0237-search-matching.md): by how the name matches, then in stock first,
   * then newest (or oldest) first. The page after `cursor` (the last product's id) starts after that
   * product's own rank, which is worked out by the same expressions, so SQLite and PostgreSQL page alike.
   */
  private async searchPage(q: ListQuery, search: ProductSearch): Promise<StoredProduct[]> {
    const rank = searchRank(search, this.sqlite);
    let query = this.db
      .selectFrom('products')
      .select('products.id')
      .where(this.listFilters(q, true))
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
    const byId = new Map((await this.findMany(ids.map((r) => r.id))).map((p) => [p.id, p]));
    return ids.flatMap((r) => byId.get(r.id) ?? []);
  }

  /** the list's filters: live products (never a variant on its own), one seller's, to reorder, categories */
  private listFilters(q: ListQuery & PriceKeys, searching = false) {
    return (eb: ExpressionBuilder<Database, 'products'>) => {
      const { and, or, exists, not, selectFrom } = eb;
      const where: Expression<SqlBool>[] =
        searching && this.sqlite
          ? // a search starts from the trigram index's matches: `+` keeps SQLite from starting instead at the
            // (parent_id) index, which holds every product under NULL (16 ms against 10 ms for 10,000 matches)
            [sql<boolean>`+products.removed_at is null`, sql<boolean>`+products.parent_id is null`]
          : [eb('products.removed_at', 'is', null), eb('products.parent_id', 'is', null)];
      if (q.sellerId) where.push(eb('products.seller_id', '=', q.sellerId));
      if (q.lowStock) {
        // a product with variants is to reorder when one of them is at or below its own alert
        const variantsOf = () =>
          selectFrom('products as v')
            .select(sql.lit(1).as('one'))
            .whereRef('v.parent_id', '=', 'products.id')
            .where('v.removed_at', 'is', null);
        where.push(
          or([
            and([not(exists(variantsOf())), eb('products.quantity', '<=', eb.ref('products.low_stock'))]),
            exists(variantsOf().whereRef('v.quantity', '<=', 'v.low_stock')),
          ]),
        );
      }
      if (q.inStock) where.push(IN_STOCK);
      // a price range leaves out open-price products (their price is typed at the till)
      if (q.priceMinCents !== undefined || q.priceMaxCents !== undefined) {
        where.push(sql<boolean>`products.open_price = 0`);
      }
      const keys = priceKeys(q);
      if (keys.min !== undefined) where.push(eb(PRICE_KEY, '>', keys.min));
      if (keys.max !== undefined) where.push(eb(PRICE_KEY, '<=', keys.max));
      if (q.categories.length > 0) {
        where.push(
          exists(
            selectFrom('product_categories')
              .select(sql.lit(1).as('one'))
              .whereRef('product_categories.product_id', '=', 'products.id')
              .where('product_categories.name_normalized', 'in', q.categories),
          ),
        );
      }
      return and(where);
    };
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
        return any.length === 1 ? any[0]! : sql`(${sql.join(any, sql` or `)})`;
      }),
      sql` and `,
    )})`;
  }

  /** Category names in use by live products (of one seller when given), one spelling per category. */
  async categoryNames(sellerId?: string): Promise<string[]> {
    const rows = await this.prepared.run('categoryNames', { sellerId: sellerId || undefined }, (v) => {
      let query = this.db
        .selectFrom('product_categories')
        .innerJoin('products', 'products.id', 'product_categories.product_id')
        .select(({ fn }) => [fn.min('product_categories.name').as('name')])
        .where('products.removed_at', 'is', null)
        .groupBy('product_categories.name_normalized')
        .orderBy('product_categories.name_normalized')
        .limit(500);
      if (v.sellerId !== undefined) query = query.where('products.seller_id', '=', v.sellerId);
      return query;
    });
    return rows.map((r) => String(r.name));
  }

  /** Marks live products removed; answers how many changed. Only the seller's own rows can match. */
  async markRemoved(sellerId: string, ids: string[], now: number): Promise<number> {
    const result = await this.db
      .updateTable('products')
      .set({ removed_at: now, updated_at: now })
      .where('id', 'in', ids)
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    // a removed product's variants go with it: their barcodes no longer scan
    await this.db
      .updateTable('products')
      .set({ removed_at: now, updated_at: now })
      .where('parent_id', 'in', ids)
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .execute();
    return Number(result.numUpdatedRows);
  }

  /**
   * Takes `qty` units in one conditional UPDATE: of two transactions racing for the last unit, the second
   * one's row no longer satisfies `quantity >= qty` (PostgreSQL re-checks it after the first commits; SQLite
   * runs writers one at a time), so exactly one succeeds and stock never goes below 0.
   */
  /** the stock left once taken; null when there was not enough (or the product is removed) */
  async takeStock(
    trx: Executor,
    id: string,
    qty: number,
    now: number,
    why: StockWhy,
  ): Promise<number | null> {
    const [row] = await this.prepared.run(
      'takeStock',
      { id, qty, now },
      (v) =>
        this.db
          .updateTable('products')
          .set({ quantity: toThousandth(sql`quantity - ${v.qty}`), updated_at: v.now })
          .where('id', '=', v.id)
          .where('quantity', '>=', v.qty)
          .where('removed_at', 'is', null)
          .where('open_price', '=', 0)
          .returning(['quantity', 'seller_id']),
      trx,
    );
    if (!row) return (await this.stockNotCounted(trx, id)) ? Number.POSITIVE_INFINITY : null;
    const left = Number(row.quantity);
    await this.ledger.record(trx, [
      { productId: id, sellerId: row.seller_id, change: -qty, stockAfter: left, why, now },
    ]);
    return left;
  }

  /**
   * A live open-price product: its stock is not counted (a mixed bag, an odd lot), so a sale takes none and a
   * refund puts none back (docs/decisions/0263-product-files.md). Asked only when the conditional UPDATE took
   * nothing, so a counted product's sale costs no extra query.
   */
  private async stockNotCounted(trx: Executor, id: string): Promise<boolean> {
    const row = await trx
      .selectFrom('products')
      .select('open_price')
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined && Number(row.open_price) === 1;
  }

  /** Puts units back (a cancelled order, a refund); a removed product gets them too, in case it is ever restored. */
  async returnStock(trx: Executor, id: string, qty: number, now: number, why: StockWhy): Promise<void> {
    const row = await trx
      .updateTable('products')
      .set({ quantity: toThousandth(sql`quantity + ${qty}`), updated_at: now })
      .where('id', '=', id)
      // an open-price product's stock is not counted (docs/decisions/0263-product-files.md)
      .where('open_price', '=', 0)
      .returning(['quantity', 'seller_id'])
      .executeTakeFirst();
    if (!row) return;
    await this.ledger.record(trx, [
      { productId: id, sellerId: row.seller_id, change: qty, stockAfter: Number(row.quantity), why, now },
    ]);
  }

  /**
   * A seller's own change of stock (received, damaged, lost, a count): `to` turns the stock of this moment into
   * the new stock. null when the product is gone; 'below zero' (nothing written) when it would go under 0.
   */
  async adjustStock(
    id: string,
    to: (stock: number) => number,
    now: number,
    why: StockWhy,
  ): Promise<StockMovementRow | null | 'below zero'> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.lockedStock(trx, id);
      if (!before || before.removed) return null;
      const after = to(before.quantity);
      if (after < 0) return 'below zero';
      await trx
        .updateTable('products')
        .set({ quantity: after, updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.ledger.record(trx, [
        {
          productId: id,
          sellerId: before.sellerId,
          change: addQuantities(after, -before.quantity),
          stockAfter: after,
          why,
          now,
        },
      ]);
      return (await this.ledger.history([id], null, 1, trx))[0] ?? null;
    });
  }

  /** `productIds`: one product, or a product and all its variants (removed ones too: their history stays) */
  stockHistory(productIds: string[], cursor: string | null, limit: number): Promise<StockMovementRow[]> {
    return this.ledger.history(productIds, cursor, limit);
  }

  /** every variant a product ever had, removed ones included */
  async allVariantIds(parentId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('parent_id', '=', parentId)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The stock of this moment, the row locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  private async lockedStock(
    trx: Transaction<Database>,
    id: string,
  ): Promise<{ quantity: number; sellerId: string; removed: boolean } | undefined> {
    let query = trx
      .selectFrom('products')
      .select(['quantity', 'seller_id', 'removed_at'])
      .where('id', '=', id);
    if (!this.sqlite) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (
      row && { quantity: Number(row.quantity), sellerId: row.seller_id, removed: row.removed_at !== null }
    );
  }
}

/**
 * A stock sum rounded to the thousandth: SQLite adds reals in binary (10 − 0.1 − 0.2 would leave 9.700000000000001),
 * PostgreSQL's numeric is exact and rounding changes nothing (docs/decisions/0233-units-and-weight.md).
 */
function toThousandth(expression: ReturnType<typeof sql<number>>) {
  return sql<number>`round(${expression}, 3)`;
}

/** The first entry of a new product's history: all its stock, as it was added. */
function createdChange(
  p: { id: string; sellerId: string; quantity: number; now: number },
  reason: 'created' | 'import',
): StockChange {
  return {
    productId: p.id,
    sellerId: p.sellerId,
    change: p.quantity,
    stockAfter: p.quantity,
    why: { reason },
    now: p.now,
  };
}

/** the row without its JSON column, with the category names parsed from it */
type VariantTuple = [string, string, number, number, number, number | string, number | string, string | null];

/** the row without its JSON columns, with the category names and variants parsed from them */
/**
 * The row as read, given its categories and variants from their JSON columns. The row is completed in place: a
 * rest spread copied its ~30 columns into a new object per product and was the feed's costliest line of mapping
 * (decision 0125). The JSON columns are left undefined, not deleted (a delete turns the object into a slow
 * dictionary for every later read), and JSON leaves undefined out.
 */
function withCategories(
  row: ProductRow & { categories_json?: string; variants_json?: string },
): StoredProduct {
  const stored = row as typeof row & StoredProduct;
  stored.categories = JSON.parse(row.categories_json!) as string[];
  stored.variants = (JSON.parse(row.variants_json!) as VariantTuple[]).map(
    ([id, name, price, cost, discount, quantity, lowStock, barcode]) => ({
      id,
      name,
      price_cents: Number(price),
      cost_cents: Number(cost),
      discount_bp: Number(discount),
      quantity: Number(quantity),
      low_stock: Number(lowStock),
      barcode,
    }),
  );
  stored.categories_json = undefined;
  stored.variants_json = undefined;
  return stored;
}

function variantChange(
  id: string,
  sellerId: string,
  change: number,
  stockAfter: number,
  now: number,
  reason: 'edit' | 'created' = 'edit',
): StockChange {
  return { productId: id, sellerId, change, stockAfter, why: { reason }, now };
}

function columnsOf(p: ProductValues) {
  return {
    name: p.name,
    description: p.description,
    price_cents: p.price_cents,
    cost_cents: p.cost_cents,
    discount_bp: p.discount_bp,
    quantity: p.quantity,
    ...(p.low_stock === undefined ? {} : { low_stock: p.low_stock }),
    ...(p.open_price === undefined ? {} : { open_price: p.open_price ? 1 : 0 }),
    ...(p.unit === undefined ? {} : { unit: p.unit }),
    ...(p.step === undefined ? {} : { step: p.step }),
    size: p.size,
    barcode: p.barcode,
    image_paths: JSON.stringify(p.imagePaths),
    search_text: searchTextOf(p, p.variants ?? []),
    search_name: foldForSearch(p.name),
  };
}

/** A product to change was removed while the import ran: the whole import rolls back. */
class ImportConflict extends Error {}
