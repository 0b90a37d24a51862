import { list } from '../../contract/products';
import type { ProductsService } from './service';
import type { ProductStockService } from './stock/stock-service';

/** the calls `forSales` answers (typed here, so a caller's type never waits on inference) */
export type SaleCalls = Pick<ProductsService, 'getForSale' | 'productsOfVariants'> &
  Pick<ProductStockService, 'takeStock' | 'takeStockUpTo' | 'returnStock'> & {
    hasLiveProduct(sellerId: string): Promise<boolean>;
  };

/**
 * The catalogue's calls the orders domain makes, as one narrow object (orders' ProductsForSales port,
 * server/orders/core/products-for-sales.ts; docs/decisions/0285-products-seams-and-feature-cycles.md).
 */
export function forSales(products: ProductsService): SaleCalls {
  const stock = products.stock;
  return {
    getForSale: products.getForSale.bind(products),
    productsOfVariants: products.productsOfVariants.bind(products),
    takeStock: stock.takeStock.bind(stock),
    takeStockUpTo: stock.takeStockUpTo.bind(stock),
    returnStock: stock.returnStock.bind(stock),
    hasLiveProduct: async (sellerId: string): Promise<boolean> =>
      (await products.list(list.input.parse({ seller_id: sellerId, limit: 1 }), null)).length > 0,
  };
}
