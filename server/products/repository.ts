import { sql } from 'kysely';
import { isSqlite } from '../db/dialect';
import { PreparedRepository } from '../db/prepared-repository-base';
import { type Executor, type StoredProduct, withCategories } from './product-rows';

/**
 * products with their seller's name card (from profiles' read model `author_cards`, docs/decisions/0095), their
 * category names in order as a JSON array, their live variants and their buyers' rating (reviews' read model
 * `product_ratings`), in the same statement: one round trip per page instead of four
 * (docs/decisions/0120-postgresql-hot-paths.md)
 */
export function selectProducts(db: Executor, sqlite: boolean) {
  const categories = sqlite
    ? sql<string>`(select json_group_array(pc.name order by pc.position) from product_categories pc where pc.product_id = products.id)`
    : sql<string>`(select coalesce(json_agg(pc.name order by pc.position), '[]')::text from product_categories pc where pc.product_id = products.id)`;
  // a product's live variants in the same statement (docs/decisions/0236-variants.md)
  const variants = sqlite
    ? sql<string>`(select json_group_array(json_array(v.id, v.name, v.price_cents, v.cost_cents, v.discount_bp, v.quantity, v.low_stock, v.barcode) order by v.position) from products v where v.parent_id = products.id and v.removed_at is null)`
    : sql<string>`(select coalesce(json_agg(json_build_array(v.id, v.name, v.price_cents, v.cost_cents, v.discount_bp, v.quantity, v.low_stock, v.barcode) order by v.position), '[]')::text from products v where v.parent_id = products.id and v.removed_at is null)`;
  // reviews and stars of a rated product; null until its first review (docs/decisions/0242-reviews.md)
  const rating = sqlite
    ? sql<
        string | null
      >`(select json_array(pr.reviews, pr.stars) from product_ratings pr where pr.subject = 'p:' || products.id)`
    : sql<
        string | null
      >`(select json_build_array(pr.reviews, pr.stars)::text from product_ratings pr where pr.subject = 'p:' || products.id)`;
  return db
    .selectFrom('products')
    .innerJoin('author_cards as seller', 'seller.id', 'products.seller_id')
    .selectAll('products')
    .select([
      'seller.username as seller_username',
      'seller.role as seller_role',
      'seller.shop_name as seller_shop_name',
      'seller.nickname as seller_nickname',
    ])
    .select(categories.as('categories_json'))
    .select(variants.as('variants_json'))
    .select(rating.as('rating_json'));
}

/**
 * The catalogue's reads by id, owner and barcode. The SQL for `products` and `product_categories` lives in this
 * folder's repositories only: these reads, the writes (`writes-repository.ts`), the list and the search
 * (`listing/`) and the stock (`stock/product-stock-repository.ts`).
 */
export class ProductsRepository extends PreparedRepository {
  // this.prepared: the market's and the feed's reads, compiled once per shape (docs/decisions/0125-hot-path-performance.md)
  private readonly sqlite = isSqlite(this.db);

  /** The seller's live products, oldest first (the CSV export). */
  async allLiveOf(sellerId: string): Promise<StoredProduct[]> {
    const rows = await selectProducts(this.db, this.sqlite)
      .where('products.seller_id', '=', sellerId)
      .where('products.removed_at', 'is', null)
      .where('products.parent_id', 'is', null)
      .orderBy('products.id')
      .execute();
    return rows.map(withCategories);
  }

  /** Products by id, removed ones included, with categories. */
  async findMany(ids: string[], db: Executor = this.db): Promise<StoredProduct[]> {
    if (ids.length === 0) return [];
    // the sale's and the cart's read of its products: compiled once per number of ids
    const rows = await this.prepared.run(
      'findMany',
      { ids },
      (v) => selectProducts(this.db, this.sqlite).where('products.id', 'in', v.ids),
      db,
    );
    return rows.map(withCategories);
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

  /** every variant a product ever had, removed ones included */
  async allVariantIds(parentId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('products')
      .select('id')
      .where('parent_id', '=', parentId)
      .execute();
    return rows.map((r) => r.id);
  }
}
