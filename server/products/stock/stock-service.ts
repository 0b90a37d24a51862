import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { formatHk } from '../../../contract/hk-time';
import type { adjustStock, StockEntry, stockHistory } from '../../../contract/product-stock';
import type { Product } from '../../../contract/products';
import { addQuantities } from '../../../contract/units';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { staffIdOf } from '../../staff/permissions';
import type { CatalogueLinks } from '../catalogue-links';
import type { CatalogueAccess } from '../product-access';
import type { StoredProduct } from '../product-rows';
import {
  assertPositiveQuantity,
  assertQuantityFits,
  chooseVariant,
  notThisProductsVariant,
} from '../product-rules';
import { stockOf } from '../product-view';
import type { ProductsRepository } from '../repository';
import type { ProductStockRepository } from './product-stock-repository';
import type { StockMovementRow, StockWhy } from './stock-repository';

type AdjustInput = z.output<typeof adjustStock.input>;
type HistoryInput = z.output<typeof stockHistory.input>;

function stockEntryOf(r: StockMovementRow, variantIds: Set<string> = new Set()): StockEntry {
  return {
    ...(variantIds.has(r.product_id) ? { variant_id: r.product_id } : {}),
    _id: r.id,
    change: Number(r.change),
    reason: r.reason,
    note: r.note,
    order_id: r.order_id,
    staff_id: r.staff_id ?? null,
    stock_after: Number(r.stock_after),
    at: formatHk(Number(r.created_at)),
  };
}

/**
 * The stock other domains sell from (taken and put back inside their transactions) and the seller's own counts
 * and history (docs/decisions/0228-stock-history.md).
 */
export class ProductStockService {
  constructor(
    private readonly repo: ProductStockRepository,
    private readonly reads: ProductsRepository,
    private readonly access: CatalogueAccess,
    private readonly now: () => number = Date.now,
    private readonly links: Pick<CatalogueLinks, 'staffNamesOf'> = {},
  ) {}

  /** each entry made at a shared till with its member's name (one read for the page) */
  private async withStaffNames(sellerId: string, entries: StockEntry[]): Promise<StockEntry[]> {
    const ids = [...new Set(entries.flatMap((e) => (e.staff_id ? [e.staff_id] : [])))];
    if (ids.length === 0 || !this.links.staffNamesOf) return entries;
    const names = await this.links.staffNamesOf(sellerId, ids);
    return entries.map((e) => (e.staff_id ? { ...e, staff_name: names.get(e.staff_id) ?? null } : e));
  }

  /**
   * Takes `qty` units of a live product inside the caller's transaction: the stock left when taken (the row is
   * then the caller's until commit, so the figure is exact), null when there is not enough stock (or the product
   * is removed). One conditional UPDATE decides races for the last unit.
   */
  async takeStock(
    trx: Transaction<Database>,
    id: string,
    qty: number,
    why: StockWhy,
  ): Promise<number | null> {
    assertPositiveQuantity(qty);
    return this.repo.takeStock(trx, id, qty, this.now(), why);
  }

  /**
   * Takes as many of `qty` units as a live product has, inside the caller's transaction; returns how many it
   * took (an offline POS sale already happened: docs/decisions/0081-offline-point-of-sale.md).
   */
  async takeStockUpTo(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<number> {
    assertPositiveQuantity(qty);
    for (let attempt = 0; attempt < 5; attempt++) {
      const left = (await this.reads.findMany([id], trx))[0];
      if (!left || left.removed_at !== null) return 0;
      // its stock is not counted: the whole sale is taken (docs/decisions/0263-product-files.md)
      if (Number(left.open_price) === 1) return qty;
      const take = Math.min(qty, left.quantity);
      if (take <= 0) return 0;
      if ((await this.repo.takeStock(trx, id, take, this.now(), why)) !== null) return take;
    }
    return 0;
  }

  async returnStock(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<void> {
    assertPositiveQuantity(qty);
    await this.repo.returnStock(trx, id, qty, this.now(), why);
  }

  // ---- stock counts and history (docs/decisions/0228-stock-history.md) ----

  /** The seller's own change of stock: received, damaged, lost, or the count found on the shelf. */
  async adjustStock(input: AdjustInput, user: SessionUser): Promise<{ product: Product; entry: StockEntry }> {
    await this.access.assertOwnLive([input.id], user);
    const product = (await this.reads.findOne(input.id))!;
    const stockId = this.stockRowOf(product, input.variant_id);
    assertQuantityFits(input.count ?? input.change ?? 0, product.unit);
    const why = { reason: input.reason, note: input.note ? input.note : null, staffId: staffIdOf(user) };
    const count = input.count;
    const change = input.change ?? 0;
    const row = await this.repo.adjustStock(
      stockId,
      (stock) => (count !== undefined ? count : addQuantities(stock, change)),
      this.now(),
      why,
    );
    if (row === null) throw new AppError('productNotFound');
    if (row === 'below zero') throw new AppError('stockBelowZero');
    this.access.changed(user.id, [input.id]);
    return {
      product: await this.access.getVisible(input.id, user.id),
      entry: (
        await this.withStaffNames(user.id, [stockEntryOf(row, new Set(product.variants.map((v) => v.id)))])
      )[0]!,
    };
  }

  /**
   * The row whose stock a stock call changes: the product's own, or the variant's. A product with variants
   * keeps its stock in them, so a variant must be named; a variant of another product is refused.
   */
  private stockRowOf(product: StoredProduct, variantId: string | undefined): string {
    if (variantId === undefined) {
      if (product.variants.length > 0)
        throw chooseVariant(
          product.name,
          product.variants.map((v) => v.name),
        );
      return product.id;
    }
    if (!product.variants.some((v) => v.id === variantId)) throw notThisProductsVariant();
    return variantId;
  }

  /** One of the seller's products' stock changes, newest first, with the stock of now. */
  async stockHistory(input: HistoryInput, user: SessionUser): Promise<z.input<typeof stockHistory.output>> {
    await this.access.assertOwn([input.id], user);
    const product = (await this.reads.findOne(input.id))!;
    if (input.variant_id !== undefined && !product.variants.some((v) => v.id === input.variant_id)) {
      throw notThisProductsVariant();
    }
    // a product with variants: its own entries (from before it had them) and every variant's, which add up to the sum
    const everyVariant = await this.reads.allVariantIds(input.id);
    const ids = input.variant_id !== undefined ? [input.variant_id] : [input.id, ...everyVariant];
    const rows = await this.repo.stockHistory(ids, input.cursor ?? null, input.limit + 1);
    const page = rows.slice(0, input.limit);
    const stock =
      input.variant_id !== undefined
        ? product.variants.find((v) => v.id === input.variant_id)!.quantity
        : stockOf(product);
    return {
      stock,
      items: await this.withStaffNames(
        product.seller_id,
        page.map((r) => stockEntryOf(r, new Set(everyVariant))),
      ),
      next_cursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
    };
  }
}
