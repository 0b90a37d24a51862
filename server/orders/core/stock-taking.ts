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

/**
 * Takes each line's stock (the catalogue's conditional UPDATE, in product-id order) and returns the lines with
 * the catalogue's figures of this moment. `sellerId` set: every product must be that seller's (POS).
 * A product falling to its low-stock alert tells its seller, once per crossing (docs/decisions/0229-low-stock.md).
 */
export async function takeStockAndFix(
  products: ProductsForSales,
  trx: Transaction<Database>,
  lines: LineRow[],
  rule: { sellerId: string | null; feeBp: number },
  notify: { outbox: NotificationOutbox; origin: string | null },
  /** the history's reason and the order that takes each line (docs/decisions/0228-stock-history.md) */
  why: (line: LineRow) => StockWhy,
): Promise<LineRow[]> {
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
  return lines.map((line) => fixedLine(line, catalogue.get(line.product_id)!, rule.feeBp));
}
