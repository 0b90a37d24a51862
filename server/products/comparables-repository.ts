import type { Kysely } from 'kysely';
import type { Unit } from '../../contract/units';
import { isSqlite } from '../db/dialect';
import type { Database } from '../db/schema';
import { containsAny, type TextIndex } from '../db/text-search';
import type { ProductsTable } from './tables';

/** A live product as the AI assistant compares against it (server/products/comparables.ts). */
export type ComparableRow = Pick<
  ProductsTable,
  'id' | 'seller_id' | 'name' | 'description' | 'price_cents' | 'cost_cents' | 'quantity' | 'barcode'
> & { unit: Unit } & { categories: string[] };

/** The only SQL for `product_image_hashes`, and the read-only comparable queries over `products`. */
export class ComparablesRepository {
  private readonly index: TextIndex;

  constructor(private readonly db: Kysely<Database>) {
    this.index = {
      column: 'products.search_text',
      trigram: isSqlite(db) ? { table: 'products_search', rowid: 'products.rowid' } : undefined,
    };
  }

  private select() {
    return (
      this.db
        .selectFrom('products')
        .select([
          'id',
          'seller_id',
          'name',
          'description',
          'price_cents',
          'cost_cents',
          'quantity',
          'barcode',
          'unit',
        ])
        .where('removed_at', 'is', null)
        // a variant is part of its product, never a listing of its own (docs/decisions/0236-variants.md)
        .where('parent_id', 'is', null)
    );
  }

  private async withCategories(rows: Omit<ComparableRow, 'categories'>[]): Promise<ComparableRow[]> {
    if (rows.length === 0) return [];
    const byProduct = new Map<string, string[]>();
    // chunks keep the bound parameters below every engine's limit
    for (let i = 0; i < rows.length; i += 500) {
      const ids = rows.slice(i, i + 500).map((r) => r.id);
      const cats = await this.db
        .selectFrom('product_categories')
        .select(['product_id', 'name'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      for (const c of cats) byProduct.set(c.product_id, [...(byProduct.get(c.product_id) ?? []), c.name]);
    }
    return rows.map((r) => ({
      ...r,
      price_cents: Number(r.price_cents),
      cost_cents: Number(r.cost_cents),
      quantity: Number(r.quantity),
      categories: byProduct.get(r.id) ?? [],
    }));
  }

  async byBarcode(barcodes: string[]): Promise<ComparableRow[]> {
    if (barcodes.length === 0) return [];
    return this.withCategories(await this.select().where('barcode', 'in', barcodes).limit(500).execute());
  }

  async byIds(ids: string[]): Promise<ComparableRow[]> {
    if (ids.length === 0) return [];
    return this.withCategories(await this.select().where('id', 'in', ids).execute());
  }

  /** Live products in one category (lower-cased name), newest first, at most `limit`. */
  async inCategory(nameNormalized: string, limit = 2000): Promise<ComparableRow[]> {
    const rows = await this.select()
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_categories')
            .select('product_id')
            .whereRef('product_categories.product_id', '=', 'products.id')
            .where('product_categories.name_normalized', '=', nameNormalized),
        ),
      )
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.withCategories(rows);
  }

  /**
   * Live products whose folded search text holds any of these folded words, newest first: the market's
   * listings of the same kind when the category is unknown or says little. The trigram index answers words of 3+
   * characters; shorter ones (a Chinese pair) are matched by LIKE.
   */
  async mentioning(words: string[], limit = 500): Promise<ComparableRow[]> {
    if (words.length === 0) return [];
    const rows = await this.select()
      .where(containsAny(this.index, words))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.withCategories(rows);
  }

  async ofSeller(sellerId: string, limit = 2000): Promise<ComparableRow[]> {
    const rows = await this.select()
      .where('seller_id', '=', sellerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.withCategories(rows);
  }

  /** Names of the newest live products (the market's vocabulary for correcting OCR). */
  async recentNames(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('products')
      .select('name')
      .where('removed_at', 'is', null)
      .where('parent_id', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.name);
  }

  /** Live products whose images were never hashed, or changed since. */
  async unhashed(limit: number): Promise<{ id: string; image_paths: string }[]> {
    return this.db
      .selectFrom('products')
      .select(['id', 'image_paths'])
      .where('removed_at', 'is', null)
      .where('image_paths', '!=', '[]')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('product_image_hashes')
              .select('product_id')
              .whereRef('product_image_hashes.product_id', '=', 'products.id')
              .whereRef('product_image_hashes.source', '=', 'products.image_paths'),
          ),
        ),
      )
      .limit(limit)
      .execute();
  }

  async replaceHashes(productId: string, source: string, hashes: { path: string; phash: string }[]) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('product_image_hashes').where('product_id', '=', productId).execute();
      if (hashes.length === 0) return;
      await trx
        .insertInto('product_image_hashes')
        .values(
          hashes.map((h, position) => ({
            product_id: productId,
            position,
            image_path: h.path,
            phash: h.phash,
            source,
          })),
        )
        .execute();
    });
  }

  /** Every live product's image hashes (with the seller, to prefer the caller's own catalogue). */
  async liveHashes(): Promise<
    { product_id: string; seller_id: string; phash: string; image_path: string }[]
  > {
    return this.db
      .selectFrom('product_image_hashes')
      .innerJoin('products', 'products.id', 'product_image_hashes.product_id')
      .select([
        'product_image_hashes.product_id',
        'products.seller_id',
        'product_image_hashes.phash',
        'product_image_hashes.image_path',
      ])
      .where('products.removed_at', 'is', null)
      .whereRef('product_image_hashes.source', '=', 'products.image_paths')
      .execute();
  }

  /** The seller's own product image paths (their uploads count as theirs even before ownership was recorded). */
  async sellerImagePaths(sellerId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('products')
      .select('image_paths')
      .where('seller_id', '=', sellerId)
      .execute();
    return new Set(rows.flatMap((r) => JSON.parse(r.image_paths) as string[]));
  }
}
