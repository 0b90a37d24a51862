import { Check, Plus } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PHOTO_SIZES } from '../../../../contract/media';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { useLiveStock } from '../../../lib/live-stock';
import { ProductImage } from '../../../shared/ProductImage';
import { ProductPrice } from '../../../shared/ProductPrice';
import { RatingLine } from '../reviews';
import { WishlistButton } from '../wishlist';

export interface MarketCardProps {
  product: Product;
  inCart: boolean;
  onQuickAdd(product: Product, from: Element | null): void;
  /** among the first tiles on screen: its photo loads first (see ProductImage) */
  priority?: boolean;
}

/** A product tile of the market: photo, name, seller, price, and the quick-add check icon (docs/product.md §4). */
export function MarketCard({ product: answered, inCart, onQuickAdd, priority = false }: MarketCardProps) {
  const { t } = useTranslation('market');
  // its stock follows the live stream while on screen (docs/decisions/0268-live-stock-and-first-screen-updates.md)
  const product = useLiveStock(answered);
  const photo = useRef<HTMLDivElement>(null);
  // an open-price product's stock is not counted (decision 0263)
  const soldOut = !product.open_price && product.quantity <= 0;
  const href = `/market-product?id=${encodeURIComponent(product._id)}`;
  const navigate = useNavigate();
  // a product with variants is added from its page, where the shopper chooses one (decision 0236)
  const choose = product.variants.length > 0;
  return (
    <article
      data-product-id={product._id}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-gray-200/80"
    >
      <Link
        to={href}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <div ref={photo} className="relative aspect-square w-full">
          <ProductImage
            path={product.imagePaths[0]}
            sizes={PHOTO_SIZES.marketCard}
            priority={priority}
            className={`size-full ${soldOut ? 'opacity-50 grayscale' : ''}`}
          />
          {product.discount > 0 && !soldOut && (
            <span className="absolute top-2 left-2 rounded-full bg-brand-dark px-2 py-0.5 text-xs font-bold text-white">
              {t('discountBadge', { discount: product.discount })}
            </span>
          )}
          {soldOut && (
            <span className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-gray-900/80 px-3 py-1 text-xs font-semibold text-white">
              {t('soldOut')}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-0.5 p-2.5 pr-12">
          <h2 className="line-clamp-2 text-sm leading-snug font-medium text-gray-900">{product.name}</h2>
          <p className="truncate text-xs text-gray-500" data-testid="card-seller">
            {product.seller_name}
          </p>
          <RatingLine rating={product.rating} />
          {choose && (
            <p className="truncate text-xs text-gray-600">
              {product.variants.map((v) => v.name).join(' · ')}
            </p>
          )}
          <div className="mt-auto pt-1">
            <ProductPrice product={product} size="sm" />
          </div>
        </div>
      </Link>
      <WishlistButton
        productId={product._id}
        name={product.name}
        className="absolute top-1.5 right-1.5 flex size-10 items-center justify-center rounded-full bg-white/85 text-gray-700 shadow-sm backdrop-blur focus-visible:outline-2 focus-visible:outline-brand"
      />
      {/* priced at the stall: nothing to put in a cart (docs/decisions/0231-open-price.md) */}
      {!product.open_price && (
        <button
          type="button"
          disabled={soldOut}
          aria-label={
            choose
              ? t('chooseVariantOf', { name: product.name })
              : inCart
                ? t('inCartLabel', { name: product.name })
                : t('quickAdd', { name: product.name })
          }
          aria-pressed={choose ? undefined : inCart}
          onClick={() => (choose ? void navigate(href) : onQuickAdd(product, photo.current))}
          className={`absolute right-2 bottom-2 flex size-10 items-center justify-center rounded-full shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:bg-gray-200 disabled:text-gray-400 disabled:shadow-none ${
            inCart
              ? 'bg-emerald-600 text-white'
              : 'bg-nav-product text-white hover:bg-cyan-800 active:scale-95'
          }`}
        >
          {inCart ? (
            <Check aria-hidden="true" className="size-5" strokeWidth={3} />
          ) : (
            <Plus aria-hidden="true" className="size-5" strokeWidth={2.6} />
          )}
        </button>
      )}
    </article>
  );
}
