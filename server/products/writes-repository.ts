import { type Kysely, sql, type Transaction } from 'kysely';
import { addQuantities } from '../../contract/units';
import { isSqlite } from '../db/dialect';
import type { Database } from '../db/schema';
import { foldForSearch } from '../search/fold';
import { type Executor, type ProductValues, searchTextOf } from './product-rows';
import { ProductStockRepository } from './stock/product-stock-repository';
import { type StockChange, StockMovementsRepository } from './stock/stock-repository';

/** The catalogue's writes: products, their variants and categories, one product or a whole import at a time. */
export class ProductWritesRepository {
  private readonly sqlite: boolean;
  /** every change of a product's stock is written beside it (docs/decisions/0228-stock-history.md) */
  private readonly ledger: StockMovementsRepository;
  /** a product's stock of this moment, locked while it is rewritten */
  private readonly stock: ProductStockRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.sqlite = isSqlite(db);
    this.ledger = new StockMovementsRepository(db);
    this.stock = new ProductStockRepository(db);
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
    const before = await this.stock.lockedStock(trx, id);
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
          why: { reason, staffId: product.staffId ?? null },
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
    const staffId = product.staffId ?? null;
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
      if (old.quantity !== 0)
        changes.push(variantChange(old.id, sellerId, -old.quantity, 0, now, 'edit', staffId));
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
            variantChange(
              v.id,
              sellerId,
              addQuantities(v.quantity, -old.quantity),
              v.quantity,
              now,
              'edit',
              staffId,
            ),
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
        changes.push(variantChange(v.id, sellerId, v.quantity, v.quantity, now, 'created', staffId));
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
}

/** The first entry of a new product's history: all its stock, as it was added. */
function createdChange(
  p: { id: string; sellerId: string; quantity: number; now: number; staffId?: string | null },
  reason: 'created' | 'import',
): StockChange {
  return {
    productId: p.id,
    sellerId: p.sellerId,
    change: p.quantity,
    stockAfter: p.quantity,
    why: { reason, staffId: p.staffId ?? null },
    now: p.now,
  };
}

function variantChange(
  id: string,
  sellerId: string,
  change: number,
  stockAfter: number,
  now: number,
  reason: 'edit' | 'created',
  staffId: string | null,
): StockChange {
  return { productId: id, sellerId, change, stockAfter, why: { reason, staffId }, now };
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
