import { Link } from 'react-router';
import type { LinkedProduct } from '../../../../contract/posts';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';

/** The products a post links, as small cards leading to the market's product page. */
export function LinkedProducts({ products }: { products: LinkedProduct[] }) {
  const { t } = useTranslation('posts');
  if (products.length === 0) return null;
  return (
    <ul
      aria-label={t('card.linkedProducts')}
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      {products.map((p) => {
        const off = p.discounted_price < p.price;
        return (
          <li key={p.id} className="shrink-0">
            <Link
              to={`/market-product?id=${encodeURIComponent(p.id)}`}
              className="flex w-56 items-center gap-2.5 rounded-xl border border-gray-200 bg-white p-2 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ProductImage path={p.image} sizes="48px" className="size-12 shrink-0 rounded-lg" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900">{p.name}</span>
                <span className="flex items-baseline gap-1.5 text-sm">
                  <span className={`font-semibold tabular-nums ${off ? 'text-brand-dark' : 'text-gray-900'}`}>
                    {off && <span className="sr-only">{`${t('card.priceNow')} `}</span>}
                    {formatPrice(p.discounted_price)}
                  </span>
                  {off && (
                    <del className="text-xs text-gray-500 tabular-nums">
                      <span className="sr-only">{`${t('card.priceWas')} `}</span>
                      {formatPrice(p.price)}
                    </del>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
