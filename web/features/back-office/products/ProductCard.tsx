import { Link } from 'react-router';
import type { Product } from '../../../../contract/products';
import { isWeightUnit, type Unit } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductImage } from '../../../shared/ProductImage';
import { ProductPrice } from '../../../shared/ProductPrice';
import { formatAmount } from '../../../shared/units/amount';

export type ProductLayout = 'list' | 'tiling';

export interface ProductCardProps {
  product: Product;
  layout: ProductLayout;
  /** Where a tap goes. */
  to: string;
  /** Briefly rings the card (just added or updated). */
  highlight?: boolean;
  /** Stock line and out-of-stock badge; default true. */
  showStock?: boolean;
  /** among the first cards on screen: its photo loads first (see ProductImage) */
  priority?: boolean;
}

/** a product's low-stock alert when the list has none (the server's default, docs/decisions/0229-low-stock.md) */
const LOW_STOCK = 5;

/** Stock as a seller reads it: out of stock (red), only n left (amber, at or below its alert), or n in stock. */
export function StockBadge({
  quantity,
  lowStock = LOW_STOCK,
  className,
  unit,
}: {
  quantity: number;
  lowStock?: number;
  className?: string;
  /** a weight unit shows the stock with it ("2.5 catty in stock"; decision 0233) */
  unit?: Unit;
}) {
  const { t, i18n } = useTranslation('products');
  if (quantity <= 0) {
    return (
      <span
        className={`inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200 ${className ?? ''}`}
      >
        {t('list.outOfStock')}
      </span>
    );
  }
  return (
    <span
      className={`text-xs tabular-nums ${quantity <= lowStock ? 'font-semibold text-amber-700' : 'text-gray-600'} ${className ?? ''}`}
    >
      {isWeightUnit(unit)
        ? t(quantity <= lowStock ? 'list.lowStockAmount' : 'list.stockAmount', {
            amount: formatAmount(quantity, unit, i18n.language),
          })
        : quantity <= lowStock
          ? t('list.lowStock', { count: quantity })
          : t('list.stock', { count: quantity })}
    </span>
  );
}

/**
 * One product in a list: the list layout shows photo, name, description, price and stock in a row;
 * the tiling layout a square photo with the name and price (docs/product.md §3).
 */
export function ProductCard({
  product,
  layout,
  to,
  highlight = false,
  showStock = true,
  priority = false,
}: ProductCardProps) {
  const { t } = useTranslation('products');
  const cover = product.imagePaths[0];
  const ring = highlight ? 'ring-2 ring-cyan-500' : 'ring-1 ring-gray-200/80';
  const soldOut = !product.open_price && product.quantity <= 0;

  if (layout === 'tiling') {
    return (
      <Link
        to={to}
        data-product-id={product._id}
        className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${ring}`}
      >
        <div className="relative aspect-square w-full">
          <ProductImage
            path={cover}
            sizes="(max-width: 480px) 50vw, 240px"
            priority={priority}
            className={`size-full ${soldOut ? 'opacity-60' : ''}`}
          />
          {product.discount > 0 && (
            <span className="absolute top-2 left-2 rounded-full bg-brand-dark px-2 py-0.5 text-xs font-bold text-white">
              {t('list.discountBadge', { discount: product.discount })}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-2.5">
          <h2 className="line-clamp-2 text-sm font-medium leading-snug text-gray-900">{product.name}</h2>
          <VariantNames product={product} />
          <div className="mt-auto flex flex-col gap-1">
            <ProductPrice product={product} size="sm" />
            {/* an open-price product's stock is not counted (decision 0263) */}
            {showStock && !product.open_price && (
              <StockBadge
                quantity={product.quantity}
                lowStock={product.low_stock}
                unit={product.unit}
                className="self-start"
              />
            )}
          </div>
        </div>
      </Link>
    );
  }

  return (
    <Link
      to={to}
      data-product-id={product._id}
      className={`flex gap-3 rounded-2xl bg-white p-2.5 shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${ring}`}
    >
      <div className="relative shrink-0">
        <ProductImage
          path={cover}
          sizes="88px"
          priority={priority}
          className={`size-22 rounded-xl ${soldOut ? 'opacity-60' : ''}`}
        />
        {product.discount > 0 && (
          <span className="absolute top-1 left-1 rounded-full bg-brand-dark px-1.5 py-px text-[11px] font-bold text-white">
            {t('list.discountBadge', { discount: product.discount })}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate text-[15px] font-semibold text-gray-900">{product.name}</h2>
        <VariantNames product={product} />
        <p className="line-clamp-2 text-sm leading-snug text-gray-600">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1">
          <ProductPrice product={product} size="md" />
          {showStock && !product.open_price && (
            <StockBadge quantity={product.quantity} lowStock={product.low_stock} unit={product.unit} />
          )}
        </div>
      </div>
    </Link>
  );
}

/**
 * Where a seller's product opens: the edit screen by id, which loads the product fresh (issue 19: the whole
 * product, cost included, no longer travels in the URL; `/edit-product?items=` is still accepted).
 */
export function editProductHref(product: Pick<Product, '_id'>): string {
  return `/edit-product?id=${encodeURIComponent(product._id)}`;
}

/** a product's variants named under it ("150 g · 500 g"): its price is the cheapest one's (decision 0236) */
function VariantNames({ product }: { product: Product }) {
  if (product.variants.length === 0) return null;
  return <p className="truncate text-xs text-gray-600">{product.variants.map((v) => v.name).join(' · ')}</p>;
}
