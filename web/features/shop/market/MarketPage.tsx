import { PackageOpen, Search, SearchX, ShoppingCart, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MARKET_FIRST_ROW } from '../../../../contract/media';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { useDrawnCount } from '../../../lib/first-paint';
import { routeCache, UpdateBanner } from '../../../lib/route-cache';
import { useSession } from '../../../lib/session';
import { ListState } from '../../../shared/ListState';
import { OfflineMark } from '../../../shared/OfflineMark';
import { BackButton } from '../../../ui/BackButton';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { CategoryChips, productListKey, useProductCategories } from '../../back-office/products';
import { useCart } from '../cart';
import { ShowingResultsFor, useCorrectEmptySearch } from './CorrectedSearch';
import { DidYouMean } from './DidYouMean';
import { MarketCard } from './MarketCard';
import { MarketActiveFilters, MarketOrderButton, MarketOrderSheet } from './MarketOrderSheet';
import { filterCount, listOrder, type MarketOrder, readMarketOrder, writeMarketOrder } from './market-order';
import { useAddToCartFeedback } from './useAddToCartFeedback';
import { useCategoryLabels } from './useCategoryLabels';
import { type MarketFilters, useMarketProducts } from './useMarketProducts';

/** the cards a phone's first screen shows (two to a row, ~280 px high), with a row to spare */
const FIRST_SCREEN_CARDS = 6;

/**
 * `/market`: every seller's products with search, categories, sort (newest first unless the address says
 * otherwise), filters and infinite scroll (docs/decisions/0271-market-sort-filter-and-paying.md).
 */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const paramsText = params.toString();
  // the search, categories, sort and filters are all in the address: Back and a shared link keep them (decision 0271)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read anew only when the address changes
  const category = useMemo(() => params.getAll('category'), [paramsText]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order is read anew only when the address changes
  const order = useMemo(() => readMarketOrder(params), [paramsText]);
  const [orderOpen, setOrderOpen] = useState(false);
  const filters: MarketFilters = { search, category, ...listOrder(order) };
  const products = useMarketProducts(filters);
  const categories = useProductCategories({ mine: false });
  const cart = useCart();
  const inCart = new Set((cart.data?.lines ?? []).map((l) => l.product_id));
  const quickAdd = useAddToCartFeedback();

  /** A new category, sort or filter loads anew (forced), even when that list is cached (docs/product.md §4). */
  const apply = useCallback(
    (next: { category?: string[]; order?: MarketOrder }) => {
      const f = {
        search,
        category: next.category ?? category,
        ...listOrder(next.order ?? order),
        mine: false,
      };
      routeCache.clear(productListKey('', f));
      // the address keeps the categories and the order: Back and a shared link open the market as it was
      const address = writeMarketOrder(params, next.order ?? order);
      if (next.category) {
        address.delete('category');
        for (const c of next.category) address.append('category', c);
      }
      setParams(address, { replace: true });
    },
    [search, category, order, params, setParams],
  );

  function onQuickAdd(product: Product, from: Element | null) {
    if (inCart.has(product._id)) {
      toast.show(t('cart:alreadyInCart'), { tone: 'warning' });
      return;
    }
    quickAdd.add(product, 1, from);
  }

  const { shown: page, stale } = products;
  const items = page?.items ?? [];
  // the server's first paint draws the first screen's cards; the page's others right after (decision 0254)
  const drawn = useDrawnCount(items.length, FIRST_SCREEN_CARDS);
  const allDrawn = drawn === items.length;
  const filtered = search !== '' || category.length > 0 || filterCount(order) > 0;
  // a search that found nothing shows its best correction's results at once (decision 0270)
  useCorrectEmptySearch(search, page !== undefined && items.length === 0 && !stale);
  const categoryLabel = useCategoryLabels();
  const cartCount = (cart.data?.lines ?? []).length;
  // the seller's bottom navigation is not shown here (docs/product.md): she leaves by Back, to her home
  // (docs/decisions/0224-screens-tell-the-truth.md)
  const sellerHere = useSession()?.role === 's';

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className={`flex h-14 items-center gap-2 pr-1 ${sellerHere ? 'pl-1' : 'pl-4'}`}>
          {sellerHere && <BackButton onClick={() => navigate('/', { replace: true })} />}
          <h1 className="shrink-0 text-xl font-bold text-gray-900">{t('title')}</h1>
          <div className="relative min-w-0 flex-1">
            <Link
              to={`/searchSuggestion${search ? `?q=${encodeURIComponent(search)}` : ''}`}
              // no search yet: the visible words are the name (what speech control users say)
              aria-label={search ? t('searchEdit', { term: search }) : undefined}
              className="flex h-10 w-full items-center gap-2 rounded-full bg-gray-100 pr-10 pl-3 text-[15px] text-gray-600 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Search aria-hidden="true" className="size-4.5 shrink-0" />
              <span className={`truncate ${search ? 'text-gray-900' : ''}`}>{search || t('searchOpen')}</span>
            </Link>
            {search && (
              <button
                type="button"
                onClick={() => navigate('/market', { replace: true })}
                aria-label={t('clearSearch')}
                className="absolute top-0 right-0 flex size-10 items-center justify-center rounded-full text-gray-500 hover:text-gray-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          <Link
            to="/shoping"
            aria-label={t('openCart', { count: cartCount })}
            className="relative flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <ShoppingCart aria-hidden="true" className="size-5.5" />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-dark px-1 text-[11px] font-bold text-white"
              >
                {cartCount}
              </span>
            )}
          </Link>
        </div>
        <nav aria-label={t('filterLabel')} className="flex items-center gap-2 pb-2 pl-4">
          <MarketOrderButton order={order} onOpen={() => setOrderOpen(true)} />
          <CategoryChips
            names={categories.data ?? []}
            selected={category}
            onChange={(next) => apply({ category: next })}
            label={t('categories')}
            allLabel={t('all')}
            labelOf={categoryLabel}
          />
        </nav>
        <MarketActiveFilters order={order} onChange={(next) => apply({ order: next })} />
        <UpdateBanner
          visible={products.updateAvailable}
          onRefresh={() => void products.refresh()}
          onDismiss={products.dismissUpdate}
        />
      </header>
      <OfflineMark asOf={products.offlineAsOf} />
      <MarketOrderSheet
        open={orderOpen}
        onOpenChange={setOrderOpen}
        order={order}
        onApply={(next) => apply({ order: next })}
      />

      <main className="px-3 pt-3 pb-6">
        <ListState
          hasData={page !== undefined}
          status={products.status}
          error={products.error}
          loading={
            <div aria-busy="true" className="grid grid-cols-2 gap-3">
              <Spinner label={t('loading')} className="sr-only" />
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-gray-100">
                  <Skeleton className="aspect-square w-full rounded-none" />
                  <div className="flex flex-col gap-2 p-2.5">
                    <Skeleton className="h-3.5 w-4/5" />
                    <Skeleton className="h-3 w-1/2" />
                    <Skeleton className="h-4 w-2/5" />
                  </div>
                </div>
              ))}
            </div>
          }
          errorTitle={t('errorTitle')}
          onRetry={() => void products.reload({ force: true })}
          empty={items.length === 0 && !stale}
          emptyState={
            filtered ? (
              <EmptyState
                icon={<SearchX />}
                title={t('noMatchTitle')}
                message={search ? t('noMatchSearch', { term: search }) : t('noMatch')}
                action={{
                  label: t('clearFilters'),
                  onClick: () => {
                    apply({ category: [] });
                    // the sort stays: only what narrows the list goes
                    navigate(
                      `/market?${writeMarketOrder(new URLSearchParams(), { ...order, priceMin: null, priceMax: null, inStock: false })}`,
                      {
                        replace: true,
                      },
                    );
                  },
                }}
              >
                {search && <DidYouMean search={search} />}
              </EmptyState>
            ) : (
              <EmptyState icon={<PackageOpen />} title={t('emptyTitle')} message={t('empty')} />
            )
          }
        />

        {items.length > 0 && (
          <>
            {search &&
              (params.has('corrected_from') ? (
                <ShowingResultsFor search={search} />
              ) : (
                <p className="mb-2 px-1 text-sm text-gray-600">{t('resultsFor', { term: search })}</p>
              ))}
            <ul
              aria-label={t('listLabel')}
              aria-busy={products.status === 'loading' || undefined}
              className={`grid grid-cols-2 gap-3 transition-opacity ${stale ? 'opacity-60' : ''}`}
            >
              {items.slice(0, drawn).map((product, index) => (
                <li key={product._id}>
                  <MarketCard
                    product={product}
                    inCart={inCart.has(product._id)}
                    onQuickAdd={onQuickAdd}
                    priority={index < MARKET_FIRST_ROW}
                  />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={Boolean(page?.cursor) && !stale && allDrawn}
              loading={products.loadingMore}
              failed={products.loadMoreError !== null}
              onLoadMore={() => void products.loadMore()}
            />
            {!page?.cursor && !stale && items.length > 6 && (
              <p className="py-6 text-center text-sm text-gray-500">{t('end')}</p>
            )}
          </>
        )}
      </main>
    </>
  );
}

/** Infinite scroll: the next page loads when this nears the screen; the button is the fallback. */
