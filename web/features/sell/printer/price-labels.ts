import type { Product } from '../../../../contract/products';
import { formatPrice } from '../../../shared/Price';
import { perUnit } from '../../../shared/units/amount';
import type { PriceLabel } from './escpos';

/**
 * A product's price labels (docs/decisions/0277-cash-drawer-and-price-labels.md): one for the product, or one per
 * variant ("Dried scallops — 500 g") with the variant's own price and barcode. The price is what the till charges
 * (after the product's discount), per the product's unit ("$28.00 / catty"); an open-price product's label says
 * its price is weighed or typed at the till.
 */
export function priceLabelsOf(product: Product, locale: string, openPrice: string): PriceLabel[] {
  const per = perUnit(product.unit, locale);
  if (product.variants.length === 0) {
    return [
      {
        name: product.name,
        price: product.open_price ? openPrice : `${formatPrice(product.discounted_price)}${per}`,
        barcode: product.barcode || null,
      },
    ];
  }
  return product.variants.map((v) => ({
    name: `${product.name} — ${v.name}`,
    price: `${formatPrice(v.discounted_price)}${per}`,
    barcode: v.barcode || null,
  }));
}
