import { stockForSale } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { formatAmount, formatStock, perUnit } from '../../../shared/units/amount';
import type { CachedProduct } from './pos-db';
import { money } from './sale-lines';

/** one product as a tile: a key's carries data-offline-key, the catalogue's data-offline-product */
export function ProductTile({
  product: p,
  as,
  inCart,
  typedCents,
  onAdd,
}: {
  product: CachedProduct;
  as: 'key' | 'product';
  /** how much of it the sale holds */
  inCart: number;
  /** the price typed for it in this sale, when open-price (docs/decisions/0231-open-price.md) */
  typedCents: number | undefined;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation('offlinePos');
  return (
    <button
      type="button"
      onClick={onAdd}
      disabled={stockForSale(p) <= 0}
      {...(as === 'key' ? { 'data-offline-key': p.id } : { 'data-offline-product': p.id })}
      className="flex min-h-20 w-full flex-col rounded-xl bg-white p-3 text-left shadow-xs disabled:opacity-50"
    >
      <span className="line-clamp-2 text-sm font-medium">{p.name}</span>
      <span className="mt-auto text-sm font-semibold">
        {p.open_price ? (typedCents !== undefined ? money(typedCents) : t('atTill')) : money(p.unit_cents)}
        {perUnit(p.unit, i18n.language)}
      </span>
      <span className="text-xs text-gray-600">
        {/* an open-price product's stock is not counted (decision 0263) */}
        {p.open_price
          ? ''
          : p.quantity <= 0
            ? t('soldOut')
            : p.unit
              ? formatStock(p.quantity, p.unit, i18n.language)
              : t('stock', { count: p.quantity })}
        {inCart > 0
          ? ` · ${p.unit ? `${formatAmount(inCart, p.unit, i18n.language)} ✓` : t('inSale', { count: inCart })}`
          : ''}
      </span>
    </button>
  );
}
