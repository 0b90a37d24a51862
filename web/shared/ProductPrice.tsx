import type { Product } from '../../contract/products';
import { useTranslation } from '../i18n/use-translation';
import { Price } from './Price';
import { perUnit } from './units/amount';

/**
 * A product's price per its unit (decision 0233), or, for an item priced at the sale, what the screen says
 * instead (docs/decisions/0231-open-price.md): "Price at the stall" wherever a shopper or the back office sees it
 * (one wording, products:price.atStall; docs/decisions/0266-every-figure-agrees.md), the till tile's "Price".
 */
export function ProductPrice({
  product,
  openLabel,
  size,
}: {
  product: Pick<Product, 'open_price' | 'price' | 'discount' | 'unit'> & { variants?: readonly unknown[] };
  /** what an open-price product shows instead of a price; "Price at the stall" unless told */
  openLabel?: string;
  size: 'sm' | 'md';
}) {
  const { t, i18n } = useTranslation('products');
  if (product.open_price)
    return <span className="text-sm font-semibold text-gray-700">{openLabel ?? t('price.atStall')}</span>;
  return (
    <Price
      amount={product.price}
      discount={product.discount}
      per={perUnit(product.unit, i18n.language)}
      size={size}
      // with variants, the product's price is the cheapest one's (decision 0236): "from $88" (decision 0263)
      from={(product.variants?.length ?? 0) > 1}
    />
  );
}
