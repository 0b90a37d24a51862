import {
  ImagePlus,
  LayoutGrid,
  List,
  PackageCheck,
  PackageMinus,
  PackageOpen,
  PackagePlus,
  PencilLine,
  ScanBarcode,
  Search,
  SearchX,
  Tags,
  X,
} from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { list, PRODUCT_IMAGES_MAX, type Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api';
import { routeCache, UpdateBanner } from '../../../lib/route-cache';
import { useSession } from '../../../lib/session';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { ListState } from '../../../shared/ListState';
import { OfflineMark } from '../../../shared/OfflineMark';
import { SortToggle } from '../../../shared/SortToggle';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { ProgressBar } from '../../../ui/ProgressBar';
import { SearchInput } from '../../../ui/SearchInput';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { useKeyboardWedge } from '../../sell/scanner';
import { AddPhotoMenu } from './AddPhotoMenu';
import { CategoryChips } from './CategoryChips';
import { parseProductParam } from './draft';
import { type ProductListFilters, productListKey } from './keys';
import { readProductLayout, saveProductLayout } from './layout-storage';
import { editProductHref, ProductCard, type ProductLayout } from './ProductCard';
import { ProductsTable } from './ProductsTable';
import { useProductCategories } from './useProductCategories';
import { useProductList } from './useProductList';
import { useUploadProductImages } from './useUploadProductImages';

/** the tiles of the first row: their photos are the screen's largest paint, so they load first */
const FIRST_ROW = 2;

const BarcodeScanner = lazy(() => import('../../sell/scanner/BarcodeScanner'));

const DEFAULT_FILTERS: ProductListFilters = { search: '', category: [], sort: -1, mine: true };
const SEARCH_DEBOUNCE_MS = 300;
const HIGHLIGHT_MS = 2500;

// Filters outlive the page within the tab, so returning from an edit shows the same list.
const remembered = { userId: '', filters: DEFAULT_FILTERS, searchOpen: false };

const ICON_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40';

/** `/product`: the seller's catalogue (docs/product.md §2). */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.user_id ?? '';
  if (remembered.userId !== userId)
    Object.assign(remembered, { userId, filters: DEFAULT_FILTERS, searchOpen: false });

  const [filters, setFilters] = useState(remembered.filters);
  const [searchOpen, setSearchOpen] = useState(remembered.searchOpen);
  const [searchText, setSearchText] = useState(remembered.filters.search);
  const [layout, setLayout] = useState<ProductLayout>(readProductLayout);
  const [photoMenuOpen, setPhotoMenuOpen] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  const [lookup, setLookup] = useState<{ code: string; state: 'searching' | 'missing' } | null>(null);
  const [justAdded, setJustAdded] = useState<Product | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    remembered.filters = filters;
    remembered.searchOpen = searchOpen;
  }, [filters, searchOpen]);

  const products = useProductList(userId, filters, { reloadWhenVisible: true });
  const categories = useProductCategories();
  const { upload, uploading, progress } = useUploadProductImages();

  /** Search, category and sort changes load anew (forced), even when that list is cached. */
  const applyFilters = useCallback(
    (patch: Partial<ProductListFilters>) => {
      setFilters((current) => {
        const next = { ...current, ...patch };
        if (productListKey(userId, next) === productListKey(userId, current)) return current;
        routeCache.clear(productListKey(userId, next));
        return next;
      });
    },
    [userId],
  );

  useEffect(() => {
    const timer = setTimeout(() => applyFilters({ search: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, applyFilters]);

  // Query parameters (docs/product.md §2): each handled once, then cleared with a replace navigation.
  const [params] = useSearchParams();
  const { reload } = products;
  useEffect(() => {
    const names = ['updated', 'preserveScroll', 'productId', 'timestamp', 'newProduct'];
    if (!names.some((n) => params.has(n))) return;
    const added = parseProductParam(params.get('newProduct'));
    if (added) {
      setJustAdded(added);
      setHighlight(added._id);
    }
    const productId = params.get('productId');
    if (productId) setHighlight(productId);
    // Without preserveScroll the list starts at the top (a new product shows first).
    if (!params.has('preserveScroll')) routeCache.takeRestore('/product');
    navigate('/product', { replace: true });
    // Back from add or edit: reload (forced). A list not cached is being fetched already.
    const fromEditor = ['updated', 'productId', 'timestamp', 'newProduct'].some((n) => params.has(n));
    if (fromEditor && routeCache.isFresh(products.key)) void reload({ force: true });
  }, [params, navigate, reload, products.key]);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  // While a new filter loads, keep showing the last list (dimmed) instead of flashing skeletons.
  const { shown: page, stale } = products;

  let items = page?.items ?? [];
  const filtered = filters.search !== '' || filters.category.length > 0 || filters.lowStock === true;
  if (justAdded && !filtered && filters.sort === -1 && !items.some((p) => p._id === justAdded._id)) {
    items = [justAdded, ...items];
  }

  async function uploadAndAdd(files: File[]) {
    if (files.length > PRODUCT_IMAGES_MAX) {
      toast.show(t('upload.tooMany', { max: PRODUCT_IMAGES_MAX }), { tone: 'danger' });
      return;
    }
    try {
      const paths = await upload(files);
      toast.show(t('upload.success', { count: paths.length }), { tone: 'success', durationMs: 2000 });
      navigate(`/AddProduct?paths=${encodeURIComponent(JSON.stringify(paths))}`);
    } catch {
      toast.show(t('upload.failed'), { tone: 'danger' });
    }
  }

  async function findByBarcode(code: string) {
    toast.show(t('scan.detected', { code }), { tone: 'success', durationMs: 2000 });
    setLookup({ code, state: 'searching' });
    try {
      const found = await callApi(list, { mine: true, search: code, limit: 100 });
      const match = found.find((p) => p.barcode === code);
      if (match) {
        setLookup(null);
        navigate(editProductHref(match));
      } else setLookup({ code, state: 'missing' });
    } catch {
      setLookup(null);
      toast.show(t('scan.failed'), { tone: 'danger' });
    }
  }

  function toggleLayout() {
    const next = layout === 'list' ? 'tiling' : 'list';
    setLayout(next);
    saveProductLayout(next);
  }

  function toggleSearch() {
    if (searchOpen) {
      setSearchOpen(false);
      setSearchText('');
    } else {
      setSearchOpen(true);
      requestAnimationFrame(() => searchInput.current?.focus());
    }
  }

  // a laptop's keys (docs/decisions/0273-laptop-back-office.md): / searches, n adds a product, Escape closes the search
  useShortcuts({
    search: () => (searchOpen ? searchInput.current?.focus() : toggleSearch()),
    create: () => navigate('/AddProduct'),
    close: () => {
      if (searchOpen) toggleSearch();
    },
  });

  // a scanner typing while no field has the focus finds the product, as the camera's scan (decision 0274)
  useKeyboardWedge((code) => void findByBarcode(code), { enabled: session?.role === 's' });

  const categoryNames = categories.data ?? [];
  const isSeller = session?.role === 's';
  const showFilterBar = categoryNames.length > 0 || items.length > 0 || filtered;

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="flex h-14 items-center gap-1 pr-1 pl-4">
          <h1 className="min-w-0 flex-1 truncate text-xl font-bold text-gray-900">{t('title')}</h1>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={toggleSearch}
            aria-label={searchOpen ? t('actions.closeSearch') : t('actions.search')}
            aria-expanded={searchOpen}
            title={searchOpen ? t('actions.closeSearch') : t('actions.search')}
          >
            {searchOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Search aria-hidden="true" className="size-5" />
            )}
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => setScannerOpen(true)}
            aria-label={t('actions.scan')}
            title={t('actions.scan')}
          >
            <ScanBarcode aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={toggleLayout}
            aria-label={layout === 'list' ? t('actions.layoutTiling') : t('actions.layoutList')}
            title={layout === 'list' ? t('actions.layoutTiling') : t('actions.layoutList')}
          >
            {layout === 'list' ? (
              <LayoutGrid aria-hidden="true" className="size-5" />
            ) : (
              <List aria-hidden="true" className="size-5" />
            )}
          </button>
          <button
            type="button"
            onClick={() => setPhotoMenuOpen(true)}
            disabled={uploading}
            aria-label={t('actions.addPhotos')}
            title={t('actions.addPhotos')}
            className="ml-1 flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-dark text-white shadow-sm hover:bg-pink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50"
          >
            <ImagePlus aria-hidden="true" className="size-5" />
          </button>
        </div>

        {uploading && <ProgressBar value={progress} label={t('upload.progress')} className="px-4 pb-3" />}

        {searchOpen && (
          <div className="px-4 pb-2">
            <SearchInput
              inputRef={searchInput}
              value={searchText}
              onChange={setSearchText}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              clearLabel={t('actions.clearSearch')}
            />
          </div>
        )}

        {showFilterBar && (
          <nav aria-label={t('filter.label')} className="flex items-center gap-2 pb-2 pl-4">
            <SortToggle
              oldestFirst={filters.sort !== -1}
              onToggle={() => applyFilters({ sort: filters.sort === -1 ? 1 : -1 })}
              text={filters.sort === -1 ? t('filter.sortNewest') : t('filter.sortOldest')}
              actionLabel={filters.sort === -1 ? t('filter.sortLabelNewest') : t('filter.sortLabelOldest')}
            />
            <ReorderToggle
              on={filters.lowStock === true}
              onToggle={() => applyFilters({ lowStock: !filters.lowStock })}
            />
            {items.length > 0 && (
              // price labels of every product, or of those the search or filter shows (decision 0277)
              <Link
                to={
                  filtered
                    ? `/labels?ids=${items
                        .slice(0, 100)
                        .map((p) => p._id)
                        .join(',')}`
                    : '/labels'
                }
                className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
                aria-label={t('actions.printLabels')}
                title={t('actions.printLabels')}
              >
                <Tags aria-hidden="true" className="size-5" />
              </Link>
            )}
            <CategoryChips
              names={categoryNames}
              selected={filters.category}
              onChange={(next) => applyFilters({ category: next })}
              label={t('filter.categories')}
              allLabel={t('filter.all')}
            />
          </nav>
        )}

        <UpdateBanner
          visible={products.updateAvailable}
          onRefresh={() => void products.refresh()}
          onDismiss={products.dismissUpdate}
        />
      </header>
      <OfflineMark asOf={products.offlineAsOf} />

      <main className="px-3 pt-3 pb-6">
        <ListState
          hasData={page !== undefined}
          status={products.status}
          error={products.error}
          loading={<ListSkeleton layout={layout} label={t('list.loading')} />}
          errorTitle={t('list.errorTitle')}
          onRetry={() => void products.reload({ force: true })}
          empty={items.length === 0 && !stale}
          emptyState={
            filters.lowStock && filters.search === '' && filters.category.length === 0 ? (
              <EmptyState
                icon={<PackageCheck />}
                title={t('list.nothingToReorderTitle')}
                message={t('list.nothingToReorder')}
                action={{
                  label: t('actions.clearFilters'),
                  onClick: () => applyFilters({ lowStock: false }),
                }}
              />
            ) : filtered ? (
              <EmptyState
                icon={<SearchX />}
                title={t('list.noMatchTitle')}
                message={t('list.noMatch')}
                action={{
                  label: t('actions.clearFilters'),
                  onClick: () => {
                    setSearchText('');
                    applyFilters({ search: '', category: [], lowStock: false });
                  },
                }}
              />
            ) : isSeller ? (
              <EmptyState
                icon={<PackagePlus />}
                title={t('list.emptyTitle')}
                message={t('list.empty')}
                action={{ label: t('actions.addProduct'), to: '/create-product' }}
              />
            ) : (
              <EmptyState
                icon={<PackageOpen />}
                title={t('list.emptyTitle')}
                message={t('list.customerEmpty')}
              />
            )
          }
        />

        {items.length > 0 && (
          <>
            <ul
              aria-label={t('list.label')}
              aria-busy={products.status === 'loading' || undefined}
              className={`${layout === 'tiling' ? 'grid grid-cols-2 gap-3 lg:grid-cols-4' : 'flex flex-col gap-2.5 lg:hidden'} transition-opacity ${stale ? 'opacity-60' : ''}`}
            >
              {items.map((product, index) => (
                <li key={product._id}>
                  <ProductCard
                    product={product}
                    layout={layout}
                    priority={index < FIRST_ROW}
                    to={editProductHref(product)}
                    highlight={highlight === product._id}
                  />
                </li>
              ))}
            </ul>
            {layout === 'list' && (
              <div
                className={`hidden overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 lg:block ${stale ? 'opacity-60' : ''}`}
              >
                <ProductsTable products={items} />
              </div>
            )}
            <LoadMore
              hasMore={Boolean(page?.cursor) && !stale}
              loading={products.loadingMore}
              failed={products.loadMoreError !== null}
              onLoadMore={() => void products.loadMore()}
            />
          </>
        )}
      </main>

      <AddPhotoMenu
        open={photoMenuOpen}
        onOpenChange={setPhotoMenuOpen}
        onFiles={(files) => void uploadAndAdd(files)}
        extra={{ label: t('photoMenu.noPhotos'), icon: PencilLine, onSelect: () => navigate('/AddProduct') }}
      />

      {scannerOpen && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            onClose={() => setScannerOpen(false)}
            onDetected={(code) => void findByBarcode(code)}
          />
        </Suspense>
      )}

      {lookup?.state === 'searching' && (
        <div className="pointer-events-none fixed inset-x-0 bottom-24 z-40 mx-auto flex max-w-[480px] justify-center">
          <span className="flex items-center gap-2 rounded-full bg-gray-900/90 px-4 py-2 text-sm text-white shadow-lg">
            <Spinner size="sm" />
            {t('scan.searching', { code: lookup.code })}
          </span>
        </div>
      )}
      <ConfirmDialog
        open={lookup?.state === 'missing'}
        title={t('scan.notFoundTitle')}
        message={lookup ? t('scan.notFoundMessage', { code: lookup.code }) : undefined}
        confirmLabel={t('scan.addNew')}
        onCancel={() => setLookup(null)}
        onConfirm={() => {
          const code = lookup?.code ?? '';
          setLookup(null);
          navigate(`/AddProduct?items=${encodeURIComponent(JSON.stringify({ barcode: code }))}`);
        }}
      />
    </>
  );
}

function ListSkeleton({ layout, label }: { layout: ProductLayout; label: string }) {
  return (
    <div aria-busy="true">
      <Spinner label={label} className="sr-only" />
      {layout === 'tiling' ? (
        <div className="grid grid-cols-2 gap-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-gray-100">
              <Skeleton className="aspect-square w-full rounded-none" />
              <div className="flex flex-col gap-2 p-2.5">
                <Skeleton className="h-3.5 w-4/5" />
                <Skeleton className="h-3.5 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-2.5">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={i} className="flex gap-3 rounded-2xl p-2.5 ring-1 ring-gray-100">
              <Skeleton className="size-22 shrink-0 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2 pt-1">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3.5 w-full" />
                <Skeleton className="h-3.5 w-2/5" />
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** Infinite scroll: the next page loads when this comes near the screen; the button is the fallback. */

/** The seller's "to reorder" list: only products at or below their low-stock alert (decision 0229). */
function ReorderToggle({ on, onToggle }: { on: boolean; onToggle(): void }) {
  const { t } = useTranslation('products');
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className={`flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
        on ? 'bg-amber-700 text-white' : 'border border-gray-200 bg-white text-gray-800 hover:bg-gray-50'
      }`}
    >
      <PackageMinus aria-hidden="true" className="size-4" />
      {t('filter.toReorder')}
    </button>
  );
}
