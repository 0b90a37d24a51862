import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SaleProduct } from '../../products/product-view';
import type { StockWhy } from '../../products/stock/stock-repository';

/**
 * What the orders domain asks of the catalogue, and nothing more (docs/decisions/0285-products-seams-and-feature-cycles.md):
 * the products of a sale with exact cents, the product a variant is a kind of, and the stock a sale takes and a
 * cancel or refund puts back, each inside the order's own transaction. Wired in server/services.ts from the
 * products domain (server/products/for-sales.ts).
 */
export interface ProductsForSales {
  /** products by id with exact cents, read in the caller's transaction when given one */
  getForSale(db: Kysely<Database> | Transaction<Database>, ids: string[]): Promise<Map<string, SaleProduct>>;
  /** each given variant id's product (ids that are not a variant left out) */
  productsOfVariants(variantIds: string[]): Promise<Map<string, string>>;
  /** takes `qty` units: the stock left, or null when there is not enough (or the product is removed) */
  takeStock(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<number | null>;
  /** takes as many of `qty` units as there are (an offline sale already happened): how many it took */
  takeStockUpTo(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<number>;
  /** puts units back (a cancelled order, a refund) */
  returnStock(trx: Transaction<Database>, id: string, qty: number, why: StockWhy): Promise<void>;
  /** whether the seller has a live product yet (her first-sale checklist, decision 0272) */
  hasLiveProduct(sellerId: string): Promise<boolean>;
}
