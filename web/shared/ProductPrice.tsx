import { useTranslation } from 'react-i18next';
import type { Product } from '../../contract/products';
import { Price } from './Price';
import { perUnit } from './units/amount';

/**
 * A product's price per its unit (decision 0233), or, for an item priced at the sale, what the screen says
 * instead (docs/decisions/0231-open-price.md): the market card's "priced at the stall", the till tile's "Price".
 */
export function ProductPrice({
  product,
  openLabel,
  size,
}: {
  product: Pick<Product, 'open_price' | 'price' | 'discount' | 'unit'>;
  openLabel: string;
  size: 'sm' | 'md';
}) {
  const { i18n } = useTranslation();
  if (product.open_price) return <span className="text-sm font-semibold text-gray-700">{openLabel}</span>;
  return (
    <Price
      amount={product.price}
      discount={product.discount}
      per={perUnit(product.unit, i18n.language)}
      size={size}
    />
  );
}
