import { LayoutGrid, List, PackagePlus, Search, SearchX, X } from 'lucide-react';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { SearchInput } from '../../../ui/SearchInput';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { CategoryChips } from '../../back-office/products';
import { PosProductTile } from './PosProductTile';
import type { PosLine } from './pos-storage';
import { QuickKeysRow } from './QuickKeysRow';
import type { ProductBrowserState } from './useProductBrowser';

/**
 * The till's product browser, in three places of the page: its two buttons in the header's row
 * (ProductBrowserToggles), the search and the category chips under it (ProductBrowserFilters), and the products
 * themselves with the quick keys above them (ProductBrowser). Its state is useProductBrowser's.
 */

/** The header's search and layout buttons. */
export function ProductBrowserToggles({
  browser,
  buttonClassName,
}: {
  browser: ProductBrowserState;
  buttonClassName: string;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        onClick={browser.toggleSearch}
        aria-label={browser.searchOpen ? t('actions.closeSearch') : t('actions.search')}
        aria-expanded={browser.searchOpen}
      >
        {browser.searchOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
      </button>
      <button
        type="button"
        className={buttonClassName}
        onClick={browser.toggleLayout}
        aria-label={browser.layout === 'list' ? t('actions.layoutTiling') : t('actions.layoutList')}
      >
        {browser.layout === 'list' ? (
          <LayoutGrid aria-hidden="true" className="size-5" />
        ) : (
          <List aria-hidden="true" className="size-5" />
        )}
      </button>
    </>
  );
}

/** The search box (while open) and the category chips, in the header; Enter in the search is `onEnter`. */
export function ProductBrowserFilters({
  browser,
  onEnter,
}: {
  browser: ProductBrowserState;
  onEnter(): void;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
      {browser.searchOpen && (
        <form
          className="px-4 pb-2"
          onSubmit={(e) => {
            e.preventDefault();
            onEnter();
          }}
        >
          <SearchInput
            inputRef={browser.searchInput}
            value={browser.searchText}
            onChange={browser.setSearchText}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            clearLabel={t('search.clear')}
          />
        </form>
      )}
      {browser.categoryNames.length > 0 && (
        <CategoryChips
          names={browser.categoryNames}
          selected={browser.selectedCategories}
          onChange={browser.setCategories}
          label={t('categories')}
          allLabel={t('all')}
          activeClass="bg-nav-pos text-white"
          className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
        />
      )}
    </>
  );
}

/**
 * The products to tap: placeholders while they (or the sale) load, what went wrong, an empty shop or search,
 * the quick keys (unfiltered), then every product listed, each showing how many of it the sale holds.
 */
export function ProductBrowser({
  browser,
  lines,
  saleLoading,
  onAdd,
  onRemoveOne,
}: {
  browser: ProductBrowserState;
  /** the sale's lines */
  lines: readonly PosLine[];
  /** the sale is being read back (after a reload) */
  saleLoading: boolean;
  onAdd(product: Product): void;
  onRemoveOne(product: Product): void;
}) {
  const { t } = useTranslation('pos');
  const { products, items, layout, filtered } = browser;
  /** how many of a product the sale holds: a product with variants counts its variants' lines */
  const countInSale = (id: string) =>
    lines.reduce((n, l) => n + (l.product_id === id || l.variant_of === id ? l.quantity : 0), 0);

  return (
    <>
      {(saleLoading || (products.data === undefined && products.status === 'loading')) && (
        <div
          aria-busy="true"
          className={layout === 'tiling' ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-2.5'}
        >
          <Spinner label={t('loading')} className="sr-only" />
          {['s1', 's2', 's3', 's4', 's5', 's6'].map((key) => (
            <Skeleton
              key={key}
              className={layout === 'tiling' ? 'aspect-[3/4] w-full rounded-2xl' : 'h-20 w-full rounded-2xl'}
            />
          ))}
        </div>
      )}

      {products.data === undefined && products.status === 'error' && (
        <LoadFailed
          title={t('errors.products')}
          error={products.error}
          onRetry={() => void products.reload({ force: true })}
        />
      )}

      {products.data !== undefined &&
        items.length === 0 &&
        (filtered ? (
          <EmptyState
            icon={<SearchX />}
            title={t('empty.noMatch')}
            action={{ label: t('actions.clearFilters'), onClick: browser.clearFilters }}
          />
        ) : (
          <EmptyState
            icon={<PackagePlus />}
            title={t('empty.title')}
            message={t('empty.message')}
            action={{ label: t('actions.addProduct'), to: '/create-product' }}
          />
        ))}

      {!saleLoading && !filtered && products.data !== undefined && (
        <QuickKeysRow
          keys={browser.quickKeys}
          layout={layout}
          inSale={countInSale}
          onAdd={onAdd}
          onRemoveOne={onRemoveOne}
        />
      )}

      {!saleLoading && items.length > 0 && (
        <ul
          aria-label={t('products')}
          className={layout === 'tiling' ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-2.5'}
        >
          {items.map((product) => (
            <li key={product._id}>
              <PosProductTile
                product={product}
                layout={layout}
                inSale={countInSale(product._id)}
                onAdd={() => onAdd(product)}
                onRemoveOne={() => onRemoveOne(product)}
              />
            </li>
          ))}
        </ul>
      )}
      {products.data?.cursor && (
        <Button
          variant="secondary"
          className="self-center"
          loading={products.loadingMore}
          onClick={() => void products.loadMore()}
        >
          {t('actions.loadMore')}
        </Button>
      )}
    </>
  );
}
