import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductImage } from '../../../shared/ProductImage';
import { ProductPrice } from '../../../shared/ProductPrice';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { useWishlist } from './useWishlist';
import { WishlistButton } from './WishlistButton';

/**
 * `/wishlist`: the products a shopper saved (docs/decisions/0244-wishlist.md), last saved first, each with its price
 * and stock as they are now; a sold-out one offers "Notify me" on its page. Reached from the account sheet.
 */
export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const list = useWishlist();
  const items = (list.data?.pages ?? []).flatMap((p) => p.items);
  return (
    <>
      <PageHeader title={t('title')} back />
      <main className="flex flex-col gap-3 px-3 pt-3 pb-10">
        {list.isPending ? (
          <SkeletonStatus
            label={t('loading')}
            className="flex flex-col gap-2"
            blocks={['h-20 w-full rounded-2xl', 'h-20 w-full rounded-2xl']}
          />
        ) : list.isError && items.length === 0 ? (
          <QueryFailed title={t('loadFailed')} query={list} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Heart />}
            title={t('empty')}
            message={t('emptyHint')}
            action={{ label: t('toMarket'), to: '/market' }}
          />
        ) : (
          <>
            <ul aria-label={t('listLabel')} className="flex flex-col gap-2">
              {items.map(({ product }) => {
                // an open-price product's stock is not counted (decision 0263)
                const soldOut = !product.open_price && product.quantity <= 0;
                return (
                  <li
                    key={product._id}
                    className="flex items-center gap-3 rounded-2xl bg-white p-2.5 shadow-xs ring-1 ring-gray-200/80"
                  >
                    <Link
                      to={`/market-product?id=${encodeURIComponent(product._id)}`}
                      className="flex min-w-0 flex-1 items-center gap-3 focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      <ProductImage
                        path={product.imagePaths[0]}
                        sizes="64px"
                        className={`size-16 shrink-0 rounded-xl ${product.removed || soldOut ? 'opacity-50 grayscale' : ''}`}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 text-sm font-medium text-gray-900">{product.name}</span>
                        <span className="block truncate text-xs text-gray-500">{product.seller_name}</span>
                        <span className="block text-sm">
                          {product.removed ? (
                            <span className="text-red-700">{t('gone')}</span>
                          ) : soldOut ? (
                            <span className="text-gray-600">{t('soldOut')}</span>
                          ) : (
                            // the price as the market shows it: per its unit, "from" for variants, and the one
                            // wording for an open price (docs/decisions/0266-every-figure-agrees.md)
                            <ProductPrice product={product} size="sm" />
                          )}
                        </span>
                      </span>
                    </Link>
                    <WishlistButton
                      productId={product._id}
                      name={product.name}
                      className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
                    />
                  </li>
                );
              })}
            </ul>
            <LoadMoreOf query={list} />
          </>
        )}
      </main>
    </>
  );
}
