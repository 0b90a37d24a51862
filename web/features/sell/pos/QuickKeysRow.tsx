import { LayoutGrid, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductLayout } from '../../back-office/products';
import { PosProductTile } from './PosProductTile';

/**
 * The till's quick keys above all products (docs/decisions/0230-quick-keys.md): the seller's favourites in her
 * order, then the heading of the full list. Without keys, one quiet link to set them up.
 */
export function QuickKeysRow({
  keys,
  layout,
  inSale,
  onAdd,
  onRemoveOne,
}: {
  keys: Product[];
  layout: ProductLayout;
  inSale(productId: string): number;
  onAdd(p: Product): void;
  onRemoveOne(p: Product): void;
}) {
  const { t } = useTranslation('pos');
  const link =
    'flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-nav-pos hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';
  if (keys.length === 0) {
    return (
      <div className="flex justify-end">
        <Link to="/quick-keys" className={link}>
          <LayoutGrid aria-hidden="true" className="size-4" />
          {t('quickKeys.setUp')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <section aria-labelledby="pos-quick-keys" className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h2 id="pos-quick-keys" className="text-base font-semibold text-gray-900">
            {t('quickKeys.title')}
          </h2>
          <Link to="/quick-keys" className={link} aria-label={t('quickKeys.edit')}>
            <PencilLine aria-hidden="true" className="size-4" />
            {t('quickKeys.editShort')}
          </Link>
        </div>
        <ul
          aria-label={t('quickKeys.title')}
          className={layout === 'tiling' ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-2.5'}
        >
          {keys.map((product) => (
            <li key={product._id}>
              <PosProductTile
                product={product}
                layout={layout}
                inSale={inSale(product._id)}
                onAdd={() => onAdd(product)}
                onRemoveOne={() => onRemoveOne(product)}
              />
            </li>
          ))}
        </ul>
      </section>
      <h2 className="pt-2 text-base font-semibold text-gray-900">{t('quickKeys.all')}</h2>
    </>
  );
}
