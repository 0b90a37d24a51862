import { useQueryClient } from '@tanstack/react-query';
import { ChevronUp, CloudOff, ReceiptText, ScanBarcode, Vault } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fromCents } from '../../../../contract/money';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { ON_BOTTOM_NAV } from '../../../ui/bottom-bar';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { TodayStrip } from '../../back-office/sales';
import { CustomerDisplayButton, showOnCustomerDisplay, useShowTillSale } from '../customer-display';
import { OfflinePos, OfflineStatus, useOfflinePos } from '../offline-pos';
import { useScaleLayout } from '../scale-labels';
import { type ApprovablePermission, TillLock, useManagerApproval } from '../staff';
import { linesInProgress } from './lines-in-progress';
import { ProductBrowser, ProductBrowserFilters, ProductBrowserToggles } from './ProductBrowser';
import { clearPosSale, type PosLine } from './pos-storage';
import { SaleSheet } from './SaleSheet';
import { TillDialogs } from './TillDialogs';
import { type PosSaleNotice, usePosSale } from './usePosSale';
import { useProductBrowser } from './useProductBrowser';
import { useTillScan } from './useTillScan';

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

  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [charging, setCharging] = useState(false);
  const [lastSale, setLastSale] = useState<string | null>(null);

  // how this shop's scale prints its labels (decision 0234)
  const scale = useScaleLayout();
  const scaleLayout = scale.data?.layout ?? 'off';
  const browser = useProductBrowser(userId, scaleLayout);
  const { reload: reloadProducts } = browser.products;

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
  const scan = useTillScan(sale, scaleLayout);

  async function charge() {
    if (sale.lines.length === 0) return;
    setCharging(true);
    const saved = await sale.flush();
    setCharging(false);
    if (saved && sale.lines.length > 0) navigate('/pay-option');
    else if (!saved) toast.show(t('notice.offlineCharge'), { tone: 'danger', durationMs: 3000 });
  }

  function clearSale() {
    setConfirmClear(false);
    setSheetOpen(false);
    sale.clear();
    toast.show(t('clear.done'), { tone: 'info', durationMs: 1000 });
  }

  // the till's keys on a laptop (docs/decisions/0273-laptop-back-office.md): / finds a product, n starts a new sale
  // (asked first, as Clear is), Escape closes the search; none while typing
  useShortcuts({
    search: browser.openSearch,
    create: () => {
      if (sale.lines.length > 0) setConfirmClear(true);
    },
    close: browser.closeSearch,
  });

  const total = formatPrice(fromCents(sale.totals.totalCents));

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="flex h-14 items-center gap-1 pr-1 pl-4">
          <h1 className="min-w-0 flex-1 truncate text-xl font-bold text-gray-900">{t('title')}</h1>
          <SaveIndicator state={sale.saveState} />
          <ProductBrowserToggles browser={browser} buttonClassName={ICON_BUTTON} />
          <Link to="/mySale" className={ICON_BUTTON} aria-label={t('actions.sales')}>
            <ReceiptText aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/day-close" className={ICON_BUTTON} aria-label={t('actions.dayClose')}>
            <Vault aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <ProductBrowserFilters
          browser={browser}
          onEnter={() => void scan.searchEntered(browser.searchText, () => browser.setSearchText(''))}
        />
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

        <ProductBrowser
          browser={browser}
          lines={sale.lines}
          saleLoading={sale.loading}
          onAdd={scan.tapAdd}
          onRemoveOne={scan.removeOne}
        />
      </main>

      {/* The sale bar: above the bottom navigation, in reach of the thumb. */}
      <section
        aria-label={t('bar.label')}
        className={`${ON_BOTTOM_NAV} bg-white/95 px-3 pt-2 pb-5 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur`}
      >
        <div className="flex items-stretch gap-2">
          <button
            type="button"
            onClick={scan.openScanner}
            aria-label={t('actions.scan')}
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gray-900 text-white active:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {scan.lookingUp ? <Spinner size="md" /> : <ScanBarcode aria-hidden="true" className="size-7" />}
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
        onLimit={scan.limitReached}
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

      <TillDialogs
        scan={scan}
        confirmingClear={confirmClear}
        itemCount={sale.totals.count}
        onCancelClear={() => setConfirmClear(false)}
        onClear={clearSale}
        approvalDialog={approval.dialog}
        sheetOpen={sheetOpen}
        scannerSummary={`${t('bar.items', { count: sale.totals.count })} · ${total}`}
      />
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
