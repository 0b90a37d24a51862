import { useQueryClient } from '@tanstack/react-query';
import {
  ChevronUp,
  CloudOff,
  LayoutGrid,
  List,
  PackagePlus,
  ReceiptText,
  ScanBarcode,
  Search,
  SearchX,
  Vault,
  X,
} from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import type { Product } from '../../../../contract/products';
import { stockForSale } from '../../../../contract/products';
import { parseScaleBarcode, scaleItemBarcodes } from '../../../../contract/scale-barcode-codes';
import { addQuantities, isWeightUnit } from '../../../../contract/units';
import { useSession } from '../../../lib/session';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { PriceDialog } from '../../../shared/cash/PriceDialog';
import { WeightDialog } from '../../../shared/cash/WeightDialog';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { type RingInput, ringUp } from '../../../shared/till/ring-up';
import { VariantDialog } from '../../../shared/variants/VariantDialog';
import { variantAsProduct } from '../../../shared/variants/variant-product';
import { Button } from '../../../ui/Button';
import { ON_BOTTOM_NAV } from '../../../ui/bottom-bar';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { SearchInput } from '../../../ui/SearchInput';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import type { ProductLayout, ProductListFilters } from '../../back-office/products';
import {
  CategoryChips,
  readProductLayout,
  saveProductLayout,
  useProductCategories,
  useProductList,
} from '../../back-office/products';
import { TodayStrip } from '../../back-office/sales';
import { CustomerDisplayButton, showOnCustomerDisplay, useShowTillSale } from '../customer-display';
import { OfflinePos, OfflineStatus, useOfflinePos } from '../offline-pos';
import { useQuickKeys } from '../quick-keys';
import { useScaleLayout } from '../scale-labels';
import { type ScanFeedback, useKeyboardWedge } from '../scanner';
import { type ApprovablePermission, TillLock, useManagerApproval } from '../staff';
import { linesInProgress } from './lines-in-progress';
import { PosProductTile } from './PosProductTile';
import { clearPosSale, type PosLine } from './pos-storage';
import { QuickKeysRow } from './QuickKeysRow';
import { SaleSheet } from './SaleSheet';
import { isWeighed, lineFromProduct } from './sale-math';
import { carriesBarcode, tillSearch } from './till-search';
import { useBarcodeLookup } from './useBarcodeLookup';
import { type PosSaleNotice, usePosSale } from './usePosSale';

const BarcodeScanner = lazy(() => import('../scanner/BarcodeScanner'));

const SEARCH_DEBOUNCE_MS = 300;
const ICON_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand';

/** `/pos`: ring up a sale by tapping or scanning the seller's products, then charge it (docs/product.md §2). */
export default function PosPage() {
  const { t } = useTranslation('pos');
  return (
    <SellerOnly title={t('title')}>
      {/* the shared till asks for a PIN once the shop has staff (decision 0280) */}
      <TillLock>
        <PosWithOffline />
      </TillLock>
    </SellerOnly>
  );
}

/** Online: the POS below; offline: selling from the cached catalogue (docs/decisions/0081-offline-point-of-sale.md). */
function PosWithOffline() {
  const { t } = useTranslation('pos');
  const userId = useSession()?.user_id ?? '';
  const offline = useOfflinePos(userId);
  const queryClient = useQueryClient();
  // a sale begun offline is finished on the offline till even when the network comes back meanwhile: swapping in
  // the online till would drop its lines (they live in that screen), and the sale is sent once it is paid
  const [offlineSale, setOfflineSale] = useState(false);
  return (
    <>
      <OfflineStatus online={offline.online} waiting={offline.waiting} />
      {offline.online && !offlineSale ? (
        <PosScreen />
      ) : (
        <>
          <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
            <h1 className="flex h-14 items-center px-4 text-xl font-bold text-gray-900">{t('title')}</h1>
          </header>
          <OfflinePos
            userId={userId}
            products={offline.products}
            codes={offline.codes}
            sales={offline.sales}
            fps={offline.fps}
            keyIds={offline.keyIds}
            scaleLayout={offline.scaleLayout}
            // the sale in progress when the connection dropped carries over; once sold offline, this
            // phone forgets the online draft so it is never charged a second time
            startWith={() => linesInProgress(queryClient)}
            onCarriedSold={clearPosSale}
            onSaleInProgress={setOfflineSale}
            online={offline.online}
            customers={offline.customers}
          />
        </>
      )}
    </>
  );
}

function PosScreen() {
  const { t } = useTranslation('pos');
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.user_id ?? '';

  const [searchOpen, setSearchOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<ProductListFilters>({
    search: '',
    category: [],
    sort: -1,
    mine: true,
  });
  const [layout, setLayout] = useState<ProductLayout>(readProductLayout);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  const [charging, setCharging] = useState(false);
  const [lastSale, setLastSale] = useState<string | null>(null);
  // an open-price product tapped or scanned: its price is asked before it joins the sale
  const [askingPrice, setAskingPrice] = useState<Product | null>(null);
  // a product sold by weight being weighed (with the price typed for it, when open-price)
  const [askingWeight, setAskingWeight] = useState<{ product: Product; typedPrice?: number } | null>(null);
  // a product with variants tapped: which one is sold is asked first (docs/decisions/0236-variants.md)
  const [askingVariant, setAskingVariant] = useState<Product | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  // a scale label searched: only the products carrying its item code are listed (till-search.ts)
  const [labelBarcodes, setLabelBarcodes] = useState<string[] | null>(null);

  const products = useProductList(userId, filters);
  const quick = useQuickKeys(userId !== '');
  const categories = useProductCategories();
  const lookup = useBarcodeLookup();
  // how this shop's scale prints its labels (decision 0234)
  const scale = useScaleLayout();
  const { reload: reloadProducts } = products;
  const scaleLayout = scale.data?.layout ?? 'off';

  const onNotice = useCallback(
    (notice: PosSaleNotice) => {
      if (notice.kind === 'completed') {
        setLastSale(notice.orderId ?? null);
        return;
      }
      if (notice.kind === 'dropped') {
        toast.show(t('notice.dropped', { names: notice.message }), { tone: 'warning', durationMs: 3000 });
        return;
      }
      toast.show(notice.message, { tone: 'danger', durationMs: 3000 });
      void reloadProducts({ force: true });
    },
    [toast, t, reloadProducts],
  );
  // a cashier's typed price or big discount waits for a manager's PIN (decision 0280); one PIN approves what the
  // sale holds of both, since the server asks for each again when the draft is saved whole
  const held = useRef<PosLine[]>([]);
  const approval = useManagerApproval('discount', () => rightsAsked(held.current, sale.bill));
  const sale = usePosSale(onNotice, approval.run);
  held.current = sale.lines;
  // the customer display (decision 0278) shows what the server holds: each save moves it from the server
  useShowTillSale(sale.orderId);

  useEffect(() => {
    const timer = setTimeout(() => {
      const { search, barcodes } = tillSearch(searchText, scaleLayout);
      setFilters((f) => (f.search === search ? f : { ...f, search }));
      setLabelBarcodes(barcodes);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, scaleLayout]);

  const inSale = new Map(sale.lines.map((l) => [l.product_id, l]));
  /** how many of a product the sale holds: a product with variants counts its variants' lines */
  const countInSale = (id: string) =>
    sale.lines.reduce((n, l) => n + (l.product_id === id || l.variant_of === id ? l.quantity : 0), 0);

  function limitNotice(line: PosLine): ScanFeedback {
    return { tone: 'warning', text: t('notice.max', { max: line.available, name: line.name }) };
  }

  function limitReached(line: PosLine) {
    const notice = limitNotice(line);
    toast.show(notice.text, { tone: notice.tone, durationMs: 2000 });
  }

  /** Adds one of the product (or `weight` of one sold by weight), or asks first what it needs. */
  function add(product: Product, typedPrice?: number, weight?: number): ScanFeedback {
    return ring(product, { price: typedPrice, weight });
  }

  /**
   * What a tap, a scan or a scale label does, as the till core decides it for both tills (web/shared/till/ring-up.ts):
   * a product with variants asks its kind, an open-price product not yet in the sale its price
   * (docs/decisions/0231-open-price.md), a product sold by weight its weight (decision 0233), closing the camera for
   * the dialog; otherwise the line grows within the stock. Says what happened (the camera view shows it).
   */
  function ring(product: Product, input: RingInput): ScanFeedback {
    const current = inSale.get(product._id);
    // the product list's stock is the freshest figure we have for a product not yet saved
    const stock = stockForSale(product);
    const rung = ringUp(
      {
        unit: product.unit,
        unitCents: toCents(product.discounted_price),
        openPrice: product.open_price,
        stock,
        hasVariants: product.variants.length > 0,
      },
      current && { quantity: current.quantity, discount: current.line_discount },
      input,
    );
    if (rung.kind === 'refused') {
      if (rung.reason === 'soldOut')
        return { tone: 'warning', text: t('notice.soldOut', { name: product.name }) };
      if (rung.reason === 'noMore')
        return limitNotice({ ...(current ?? lineFromProduct(product)), available: stock });
      return { tone: 'warning', text: t(`scale.${rung.reason}`, { name: product.name }) };
    }
    if (rung.kind === 'ask') {
      if (rung.ask === 'variant') {
        setAskingVariant(product);
        return { tone: 'success', text: t('variant.choose') };
      }
      setScannerOpen(false);
      if (rung.ask === 'price') {
        setAskingPrice(product);
        return { tone: 'success', text: t('openPrice.scanned', { name: product.name }) };
      }
      setAskingWeight({ product, typedPrice: rung.price });
      return { tone: 'success', text: t('weight.scanned', { name: product.name }) };
    }
    const line = current
      ? { ...current, available: stock }
      : lineFromProduct(product, rung.quantity, rung.price);
    sale.setQuantity(line, rung.quantity);
    // a weight label's price: the line comes to it (a thousandth of a dear product is worth more than a cent)
    if (rung.discount) sale.setLineDiscount({ product_id: product._id } as PosLine, rung.discount);
    return { tone: 'success', text: t('notice.added', { name: product.name }) };
  }

  function tapAdd(product: Product, typedPrice?: number, weight?: number) {
    const result = add(product, typedPrice, weight);
    if (result.tone !== 'success') toast.show(result.text, { tone: result.tone, durationMs: 2000 });
  }

  function removeOne(product: Product) {
    const current = inSale.get(product._id) ?? sale.lines.findLast((l) => l.variant_of === product._id);
    // a weighed line goes whole: its weight is changed on the sale sheet
    if (current) sale.setQuantity(current, isWeighed(current) ? 0 : current.quantity - 1);
  }

  /**
   * Continuous scanning: every code read rings up its product, the camera stays open. A scanner typing (decision
   * 0274) comes the same way; `quiet`: a code no product carries and no scale label says nothing (Enter in the search).
   */
  async function onScanned(code: string, quiet = false): Promise<ScanFeedback | undefined> {
    try {
      const product = await lookup.mutateAsync(code);
      if (!product) return await onLabel(code, quiet);
      // its price or weight is typed: ring closes the camera for the dialog
      return add(product);
    } catch (error) {
      return { tone: 'danger', text: error instanceof Error ? error.message : t('notice.scanFailed') };
    }
  }

  /**
   * A code no product carries: a label-scale label when the shop reads them (docs/decisions/0234), its product
   * found by the item code, its weight or price added at once, the camera kept open for the next bag.
   */
  async function onLabel(code: string, quiet = false): Promise<ScanFeedback | undefined> {
    const label = parseScaleBarcode(code, scaleLayout);
    if (!label) return quiet ? undefined : { tone: 'warning', text: t('scan.missingTitle', { code }) };
    for (const itemCode of scaleItemBarcodes(code)) {
      const product = await lookup.mutateAsync(itemCode);
      if (product) return ring(product, { label });
    }
    return { tone: 'warning', text: t('scale.noItem', { code: label.itemCode }) };
  }

  /** A scanner typing with no field focused (decision 0274): the camera's path, its answer in a toast. */
  async function wedgeScanned(code: string) {
    const feedback = await onScanned(code);
    if (feedback) toast.show(feedback.text, { tone: feedback.tone, durationMs: 2000 });
  }
  useKeyboardWedge((code) => void wedgeScanned(code));

  /**
   * Enter in the search (a scanner typing into it, or a code typed or pasted): a code a product carries, or a scale
   * label, is added as a scan and the search cleared for the next; digits no product carries say so; a word stays
   * a search.
   */
  async function searchEntered() {
    const code = searchText.trim();
    if (code === '' || /\s/.test(code)) return;
    const feedback = await onScanned(code, !/^\d+$/.test(code));
    if (!feedback) return;
    if (feedback.tone === 'success') setSearchText('');
    toast.show(feedback.text, { tone: feedback.tone, durationMs: 2000 });
  }

  async function charge() {
    if (sale.lines.length === 0) return;
    setCharging(true);
    const saved = await sale.flush();
    setCharging(false);
    if (saved && sale.lines.length > 0) navigate('/pay-option');
    else if (!saved) toast.show(t('notice.offlineCharge'), { tone: 'danger', durationMs: 3000 });
  }

  function toggleLayout() {
    const next = layout === 'list' ? 'tiling' : 'list';
    setLayout(next);
    saveProductLayout(next);
  }

  // the till's keys on a laptop (docs/decisions/0273-laptop-back-office.md): / finds a product, n starts a new sale
  // (asked first, as Clear is), Escape closes the search; none while typing
  useShortcuts({
    search: () => {
      if (!searchOpen) setSearchOpen(true);
      requestAnimationFrame(() => searchInput.current?.focus());
    },
    create: () => {
      if (sale.lines.length > 0) setConfirmClear(true);
    },
    close: () => {
      if (!searchOpen) return;
      setSearchText('');
      setSearchOpen(false);
    },
  });

  const listed = products.data?.items ?? [];
  const items = labelBarcodes ? listed.filter((p) => carriesBarcode(p, labelBarcodes)) : listed;
  const filtered = filters.search !== '' || filters.category.length > 0;
  const categoryNames = categories.data ?? [];
  const total = formatPrice(fromCents(sale.totals.totalCents));

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="flex h-14 items-center gap-1 pr-1 pl-4">
          <h1 className="min-w-0 flex-1 truncate text-xl font-bold text-gray-900">{t('title')}</h1>
          <SaveIndicator state={sale.saveState} />
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => {
              if (searchOpen) setSearchText('');
              else requestAnimationFrame(() => searchInput.current?.focus());
              setSearchOpen(!searchOpen);
            }}
            aria-label={searchOpen ? t('actions.closeSearch') : t('actions.search')}
            aria-expanded={searchOpen}
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
            onClick={toggleLayout}
            aria-label={layout === 'list' ? t('actions.layoutTiling') : t('actions.layoutList')}
          >
            {layout === 'list' ? (
              <LayoutGrid aria-hidden="true" className="size-5" />
            ) : (
              <List aria-hidden="true" className="size-5" />
            )}
          </button>
          <Link to="/mySale" className={ICON_BUTTON} aria-label={t('actions.sales')}>
            <ReceiptText aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/day-close" className={ICON_BUTTON} aria-label={t('actions.dayClose')}>
            <Vault aria-hidden="true" className="size-5" />
          </Link>
        </div>
        {searchOpen && (
          <form
            className="px-4 pb-2"
            onSubmit={(e) => {
              e.preventDefault();
              void searchEntered();
            }}
          >
            <SearchInput
              inputRef={searchInput}
              value={searchText}
              onChange={setSearchText}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              clearLabel={t('search.clear')}
            />
          </form>
        )}
        {categoryNames.length > 0 && (
          <CategoryChips
            names={categoryNames}
            selected={filters.category}
            onChange={(next) => setFilters((f) => ({ ...f, category: next }))}
            label={t('categories')}
            allLabel={t('all')}
            activeClass="bg-nav-pos text-white"
            className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
          />
        )}
      </header>

      <main className="flex flex-col gap-3 px-3 pt-3 pb-32">
        {/* the customer display (decision 0278) beside today's figures: a fifth header icon would cut the title */}
        <div className="flex items-stretch gap-2">
          <div className="min-w-0 flex-1">
            <TodayStrip />
          </div>
          <CustomerDisplayButton
            className="flex min-h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
            onClosed={() => showOnCustomerDisplay(sale.orderId, 'ringing')}
          />
        </div>
        {lastSale && (
          <Link
            to={`/finish-pay?id=${encodeURIComponent(lastSale)}`}
            className="flex min-h-11 items-center gap-2 rounded-xl bg-emerald-50 px-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
          >
            <ReceiptText aria-hidden="true" className="size-4" />
            {t('notice.lastSale')}
          </Link>
        )}

        {(sale.loading || (products.data === undefined && products.status === 'loading')) && (
          <div
            aria-busy="true"
            className={layout === 'tiling' ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-2.5'}
          >
            <Spinner label={t('loading')} className="sr-only" />
            {['s1', 's2', 's3', 's4', 's5', 's6'].map((key) => (
              <Skeleton
                key={key}
                className={
                  layout === 'tiling' ? 'aspect-[3/4] w-full rounded-2xl' : 'h-20 w-full rounded-2xl'
                }
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
              action={{
                label: t('actions.clearFilters'),
                onClick: () => {
                  setSearchText('');
                  setFilters((f) => ({ ...f, search: '', category: [] }));
                },
              }}
            />
          ) : (
            <EmptyState
              icon={<PackagePlus />}
              title={t('empty.title')}
              message={t('empty.message')}
              action={{ label: t('actions.addProduct'), to: '/create-product' }}
            />
          ))}

        {!sale.loading && !filtered && products.data !== undefined && (
          <QuickKeysRow
            keys={quick.data?.items ?? []}
            layout={layout}
            inSale={countInSale}
            onAdd={tapAdd}
            onRemoveOne={removeOne}
          />
        )}

        {!sale.loading && items.length > 0 && (
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
                  onAdd={() => tapAdd(product)}
                  onRemoveOne={() => removeOne(product)}
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
      </main>

      {/* The sale bar: above the bottom navigation, in reach of the thumb. */}
      <section
        aria-label={t('bar.label')}
        className={`${ON_BOTTOM_NAV} bg-white/95 px-3 pt-2 pb-5 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur`}
      >
        <div className="flex items-stretch gap-2">
          <button
            type="button"
            onClick={() => setScannerOpen(true)}
            aria-label={t('actions.scan')}
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gray-900 text-white active:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {lookup.isPending ? <Spinner size="md" /> : <ScanBarcode aria-hidden="true" className="size-7" />}
          </button>
          <button
            type="button"
            onClick={() => setSheetOpen(true)}
            aria-label={t('bar.review', { count: sale.totals.count, total })}
            // as wide as its total: a total is never cut under the Charge button (issue 54: "$2,368.0")
            className="flex shrink-0 flex-col items-start justify-center rounded-2xl bg-gray-100 px-3 text-left active:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="flex items-center gap-1 text-xs font-medium whitespace-nowrap text-gray-600">
              {t('bar.items', { count: sale.totals.count })}
              <ChevronUp aria-hidden="true" className="size-3.5" />
            </span>
            <span className="text-lg font-bold whitespace-nowrap tabular-nums text-gray-900">{total}</span>
          </button>
          <Button
            size="lg"
            // takes the rest of the bar; "Charge $2,368.00" goes on two lines rather than cover the total
            className="min-h-14 min-w-0 flex-1 rounded-2xl px-3 text-base leading-tight"
            disabled={sale.lines.length === 0}
            loading={charging}
            onClick={() => void charge()}
          >
            {t('bar.charge', { amount: total })}
          </Button>
        </div>
      </section>

      <SaleSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        lines={sale.lines}
        totals={sale.totals}
        onQuantity={sale.setQuantity}
        onLimit={limitReached}
        onClear={() => setConfirmClear(true)}
        onCharge={() => {
          setSheetOpen(false);
          void charge();
        }}
        charging={charging}
        bill={sale.bill}
        onLineDiscount={sale.setLineDiscount}
        onBillDiscount={sale.setBillDiscount}
        overlay={sheetOpen ? approval.dialog : null}
      />

      <WeightDialog
        product={
          askingWeight && isWeightUnit(askingWeight.product.unit)
            ? {
                name: askingWeight.product.name,
                unit: askingWeight.product.unit,
                unitCents: toCents(askingWeight.typedPrice ?? askingWeight.product.discounted_price),
                available: Math.max(
                  0,
                  addQuantities(
                    askingWeight.product.quantity,
                    -(inSale.get(askingWeight.product._id)?.quantity ?? 0),
                  ),
                ),
              }
            : null
        }
        onCancel={() => setAskingWeight(null)}
        onWeight={(weight) => {
          const asked = askingWeight;
          setAskingWeight(null);
          if (asked) tapAdd(asked.product, asked.typedPrice, weight);
        }}
      />
      <VariantDialog
        product={askingVariant}
        onCancel={() => setAskingVariant(null)}
        onChoose={(variant) => {
          const product = askingVariant;
          setAskingVariant(null);
          if (product) tapAdd(variantAsProduct(product, variant));
        }}
      />
      <PriceDialog
        name={askingPrice?.name ?? null}
        onCancel={() => setAskingPrice(null)}
        onPrice={(price) => {
          const product = askingPrice;
          setAskingPrice(null);
          if (product) tapAdd(product, price);
        }}
      />
      <ConfirmDialog
        open={confirmClear}
        title={t('clear.title')}
        message={t('clear.message', { count: sale.totals.count })}
        confirmLabel={t('clear.confirm')}
        tone="danger"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          setSheetOpen(false);
          sale.clear();
          toast.show(t('clear.done'), { tone: 'info', durationMs: 1000 });
        }}
      />

      {!sheetOpen && approval.dialog}
      {scannerOpen && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            continuous
            summary={`${t('bar.items', { count: sale.totals.count })} · ${total}`}
            onClose={() => setScannerOpen(false)}
            onDetected={onScanned}
          />
        </Suspense>
      )}
    </>
  );
}

/** what a till sale holds that a cashier may need a manager for: a typed price, a discount */
function rightsAsked(lines: readonly PosLine[], bill: unknown): ApprovablePermission[] {
  const asked: ApprovablePermission[] = [];
  if (lines.some((l) => l.open_price)) asked.push('open_price');
  if (bill || lines.some((l) => l.line_discount)) asked.push('discount');
  return asked;
}

function SaveIndicator({ state }: { state: 'saved' | 'saving' | 'offline' }) {
  const { t } = useTranslation('pos');
  if (state === 'offline')
    return (
      <span
        role="status"
        className="flex items-center gap-1 rounded-full bg-amber-50 px-2 py-1 text-xs font-medium text-amber-800"
      >
        <CloudOff aria-hidden="true" className="size-4" />
        {t('save.offline')}
      </span>
    );
  if (state === 'saving')
    return (
      <span role="status" className="flex items-center px-1 text-gray-400">
        <Spinner size="sm" />
        <span className="sr-only">{t('save.saving')}</span>
      </span>
    );
  return null;
}
