import type { SaleProduct } from '../../products/product-view';
import type { CustomerSalesRepository, SaleLineWithRefunds } from './customer-sales-repository';

/** a sale's line with what its refunds took back and its product as sold (undefined for a product gone) */
export interface SaleLineWithProduct extends SaleLineWithRefunds {
  product: SaleProduct | undefined;
}

/** the products asked for at most at once (their ids are a query's parameters) */
const PRODUCTS_CHUNK = 1000;

/**
 * Sales' lines with their products, as the customers domain's stamp card counts them (docs/decisions/0289-stamp-cards.md):
 * the lines and their refunds from the orders' rows, the products (a variant's categories are its product's) from
 * the catalogue's read for sales. One query for the lines and the catalogue's two for their products, whatever
 * the number of sales.
 */
export class SaleLinesRead {
  constructor(
    private readonly sales: Pick<CustomerSalesRepository, 'linesWithRefunds'>,
    /** products by id with exact cents (the catalogue's getForSale) */
    private readonly productsOf: (ids: string[]) => Promise<ReadonlyMap<string, SaleProduct>>,
  ) {}

  /** the lines of `orderIds`, and of `ifRefunded` those of a sale a refund took any of back */
  async saleLinesWithProducts(orderIds: string[], ifRefunded: string[] = []): Promise<SaleLineWithProduct[]> {
    const lines = await this.sales.linesWithRefunds(orderIds, ifRefunded);
    const ids = [...new Set(lines.map((l) => l.product_id))];
    const products = new Map<string, SaleProduct>();
    for (let i = 0; i < ids.length; i += PRODUCTS_CHUNK)
      for (const [id, product] of await this.productsOf(ids.slice(i, i + PRODUCTS_CHUNK)))
        products.set(id, product);
    return lines.map((l) => ({ ...l, product: products.get(l.product_id) }));
  }
}
