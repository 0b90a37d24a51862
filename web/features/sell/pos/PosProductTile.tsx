import { Minus } from 'lucide-react';
import type { Product } from '../../../../contract/products';
import { stockForSale } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductImage } from '../../../shared/ProductImage';
import { ProductPrice } from '../../../shared/ProductPrice';
import type { ProductLayout } from '../../back-office/products';
import { StockBadge } from '../../back-office/products';

export interface PosProductTileProps {
  product: Product;
  layout: ProductLayout;
  /** units of it in the sale */
  inSale: number;
  onAdd(): void;
  onRemoveOne(): void;
}

/**
 * A product on the POS screen: the whole tile is one big button that adds a unit; a badge shows how
 * many are in the sale, with a − button beside it. Out of stock: greyed and disabled.
 */
export function PosProductTile({ product, layout, inSale, onAdd, onRemoveOne }: PosProductTileProps) {
  const { t } = useTranslation('pos');
  // an open-price product's stock is not counted (decision 0263)
  const soldOut = stockForSale(product) <= 0;
  const label = soldOut
    ? t('tile.soldOut', { name: product.name })
    : inSale > 0
      ? t('tile.addMore', { name: product.name, n: inSale })
      : t('tile.add', { name: product.name });
  const ring = inSale > 0 ? 'ring-2 ring-nav-pos' : 'ring-1 ring-gray-200/80';

  // an open-price item is priced at the sale (docs/decisions/0231-open-price.md): the tile says so instead of a price
  const price = <ProductPrice product={product} openLabel={t('openPrice.tile')} size="md" />;
  const badge = inSale > 0 && (
    <span
      aria-hidden="true"
      className="absolute top-1.5 right-1.5 flex h-8 min-w-8 items-center justify-center rounded-full bg-nav-pos px-2 text-base font-bold text-white shadow"
    >
      {inSale}
    </span>
  );
  const minus = inSale > 0 && (
    <button
      type="button"
      onClick={onRemoveOne}
      aria-label={t('tile.removeOne', { name: product.name })}
      className={`absolute flex size-11 items-center justify-center rounded-full bg-white text-gray-900 shadow-md ring-1 ring-gray-200 active:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand ${
        layout === 'tiling' ? 'top-1.5 left-1.5' : 'top-1/2 right-14 -translate-y-1/2'
      }`}
    >
      <Minus aria-hidden="true" className="size-5" />
    </button>
  );

  if (layout === 'tiling') {
    return (
      <div className="relative h-full">
        <button
          type="button"
          onClick={onAdd}
          disabled={soldOut}
          aria-label={label}
          data-product-id={product._id}
          data-unit={product.unit}
          className={`flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-xs transition active:scale-[0.98] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:active:scale-100 ${ring}`}
        >
          <ProductImage
            path={product.imagePaths[0]}
            sizes="(max-width: 480px) 50vw, 240px"
            className={`aspect-square w-full ${soldOut ? 'opacity-40 grayscale' : ''}`}
          />
          <span className="flex flex-1 flex-col gap-1 p-2.5">
            <span
              className={`line-clamp-2 text-sm font-medium leading-snug ${soldOut ? 'text-gray-500' : 'text-gray-900'}`}
            >
              {product.name}
            </span>
            <span className="mt-auto flex flex-col gap-0.5">
              {price}
              {!product.open_price && (
                <StockBadge
                  quantity={product.quantity}
                  lowStock={product.low_stock}
                  unit={product.unit}
                  className="self-start"
                />
              )}
            </span>
          </span>
        </button>
        {badge}
        {minus}
      </div>
    );
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={onAdd}
        disabled={soldOut}
        aria-label={label}
        data-product-id={product._id}
        data-unit={product.unit}
        className={`flex min-h-20 w-full items-center gap-3 rounded-2xl bg-white p-2 ${inSale > 0 ? 'pr-28' : 'pr-16'} text-left shadow-xs transition active:scale-[0.99] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed ${ring}`}
      >
        <ProductImage
          path={product.imagePaths[0]}
          sizes="64px"
          className={`size-16 shrink-0 rounded-xl ${soldOut ? 'opacity-40 grayscale' : ''}`}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span
            className={`line-clamp-2 text-[15px] font-semibold leading-snug ${soldOut ? 'text-gray-500' : 'text-gray-900'}`}
          >
            {product.name}
          </span>
          <span className="flex flex-wrap items-center gap-x-2">
            {price}
            {!product.open_price && (
              <StockBadge quantity={product.quantity} lowStock={product.low_stock} unit={product.unit} />
            )}
          </span>
        </span>
      </button>
      {inSale > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1/2 right-2 flex h-10 min-w-10 -translate-y-1/2 items-center justify-center rounded-full bg-nav-pos px-2 text-lg font-bold text-white shadow"
        >
          {inSale}
        </span>
      ) : (
        !soldOut && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-yellow-100 text-2xl font-semibold text-nav-pos"
          >
            +
          </span>
        )
      )}
      {minus}
    </div>
  );
}
