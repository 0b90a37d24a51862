import type { Transaction } from 'kysely';
import { addQuantities } from '../../../contract/units';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { NotificationOutbox } from '../../notifications/service';
import type { StockWhy } from '../../products/stock/stock-repository';
import { byProduct, fixedLine } from './line-rows';
import { notYours, outOfStock, pricedAtStall, unavailable } from './order-texts';
import type { ProductsForSales } from './products-for-sales';
import type { LineRow } from './repository';
import { assertVariantChosen } from './variant-lines';

/** the catalogue's products of a sale's lines as read in its transaction, by id */
export type SaleCatalogue = Awaited<ReturnType<ProductsForSales['getForSale']>>;

/**
 * The lines with the catalogue's figures of this moment, each checked sellable (live, the seller's at a till,
 * not priced at the stall online, its variant chosen); no stock taken yet. A checkout takes the stock last
 * (`takeStockOfLines`), so that a product everyone buys is locked from its UPDATE to the commit only
 * (docs/decisions/0292-stock-taken-last.md).
 */
export async function fixLinesForSale(
  products: ProductsForSales,
  trx: Transaction<Database>,
  lines: LineRow[],
  rule: { sellerId: string | null; feeBp: number },
): Promise<{ fixed: LineRow[]; catalogue: SaleCatalogue }> {
  const catalogue = await products.getForSale(
    trx,
    lines.map((l) => l.product_id),
  );
  for (const line of [...lines].sort(byProduct)) {
    const product = catalogue.get(line.product_id);
    if (!product || product.removed)
      throw new AppError('productUnavailable', unavailable(product?.name ?? line.name));
    if (rule.sellerId !== null && product.seller_id !== rule.sellerId) {
      throw new AppError('notYourProduct', notYours(product.name));
    }
    // made open-price after it went into a cart: its price is the stall's to set (decision 0231)
    if (rule.sellerId === null && product.open_price) throw pricedAtStall(product.name);
    // given variants after it went into a cart: the shopper chooses one (docs/decisions/0236-variants.md)
    assertVariantChosen(product);
  }
  return {
    fixed: lines.map((line) => fixedLine(line, catalogue.get(line.product_id)!, rule.feeBp)),
    catalogue,
  };
}

/**
 * Takes each line's stock (the catalogue's conditional UPDATE, in product-id order, so two sales never wait on
 * each other's rows in a circle); none left → `outOfStock`, and the transaction is undone. A product falling to
 * its low-stock alert tells its seller, once per crossing (docs/decisions/0229-low-stock.md).
 */
export async function takeStockOfLines(
  products: ProductsForSales,
  trx: Transaction<Database>,
  lines: LineRow[],
  catalogue: SaleCatalogue,
  notify: { outbox: NotificationOutbox; origin: string | null },
  why: (line: LineRow) => StockWhy,
): Promise<void> {
  for (const line of [...lines].sort(byProduct)) {
    const product = catalogue.get(line.product_id)!;
    const left = await products.takeStock(trx, product.id, line.quantity, why(line));
    if (left === null) {
      const now = (await products.getForSale(trx, [product.id])).get(product.id);
      throw new AppError('outOfStock', outOfStock(product.name, now?.quantity ?? 0, product.unit));
    }
    notify.outbox.changed([product.seller_id], { kind: 'product', id: product.parent_id ?? product.id });
    // low stock, once per crossing: the row is ours (locked) now, so the stock the UPDATE left is exact
    if (left <= product.low_stock && addQuantities(left, line.quantity) > product.low_stock) {
      await notify.outbox.add(trx, {
        kind: 'low_stock',
        to: product.seller_id,
        actor: null,
        // every device of the seller, the till that sold the last units included (issue 25)
        originSession: null,
        params: {
          product_id: product.parent_id ?? product.id,
          title: product.name,
          thumb: product.image,
          quantity: left,
        },
      });
    }
  }
}
