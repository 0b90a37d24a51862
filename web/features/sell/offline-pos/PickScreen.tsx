import { ScanLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { toCents } from '../../../../contract/money';
import { addQuantities, itemCount } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { PriceDialog } from '../../../shared/cash/PriceDialog';
import { WeightDialog } from '../../../shared/cash/WeightDialog';
import { Button } from '../../../ui/Button';
import { ON_BOTTOM_NAV } from '../../../ui/bottom-bar';
import { ProductTile } from './ProductTile';
import type { CachedProduct } from './pos-db';
import { money } from './sale-lines';
import type { QueuedSale } from './sync-queue';
import type { OfflineSale } from './useOfflineSale';

// the camera reader and its decoder are precached by the service worker, so they open offline too
const BarcodeScanner = lazy(() => import('../scanner/BarcodeScanner'));

/**
 * Picking the sale's products at the offline till: scan (typed, by camera or by a keyboard scanner) or tap the quick
 * keys and the cached catalogue; the recent sales with their sync state; the total and Charge.
 */
export function PickScreen({
  sale,
  products,
  keyIds,
  sales,
  online,
}: {
  sale: OfflineSale;
  products: CachedProduct[];
  keyIds: string[];
  sales: QueuedSale[];
  online: boolean;
}) {
  const { t } = useTranslation('offlinePos');
  // the till's shared dialogs speak the pos namespace (loaded with the POS page)
  const { t: tp } = useTranslation('pos');
  const { askingWeight, askingPrice, approvals, lines, totalCents } = sale;

  // the seller's quick keys first, in her order, from the cached catalogue (decision 0230)
  // a key of a product with variants is its variants' tiles: offline each variant is sold on its own (decision 0236)
  const keyed = keyIds.flatMap((id) => {
    const p = sale.byId.get(id);
    return p ? [p] : products.filter((x) => x.variant_of === id);
  });

  const tile = (p: CachedProduct, as: 'key' | 'product') => (
    <ProductTile
      product={p}
      as={as}
      inCart={sale.cart.get(p.id) ?? 0}
      typedCents={sale.typed.get(p.id)}
      onAdd={() => sale.add(p)}
    />
  );

  return (
    <div className="flex flex-col gap-3 p-4 pb-40">
      <WeightDialog
        product={
          askingWeight?.p.unit
            ? {
                name: askingWeight.p.name,
                unit: askingWeight.p.unit,
                unitCents:
                  askingWeight.price === undefined ? askingWeight.p.unit_cents : toCents(askingWeight.price),
                available: Math.max(
                  0,
                  addQuantities(askingWeight.p.quantity, -(sale.cart.get(askingWeight.p.id) ?? 0)),
                ),
              }
            : null
        }
        onCancel={() => sale.setAskingWeight(null)}
        onWeight={sale.weighed}
      />
      <PriceDialog
        name={askingPrice?.name ?? null}
        onCancel={() => sale.setAskingPrice(null)}
        onPrice={sale.priced}
      />
      {approvals.dialog}
      {online ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {t('introBackOnline')}
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t('intro')}</p>
      )}
      <form onSubmit={sale.scan} className="flex gap-2">
        <label className="sr-only" htmlFor="offline-barcode">
          {t('scan.label')}
        </label>
        <input
          id="offline-barcode"
          value={sale.code}
          onChange={(e) => sale.setCode(e.target.value)}
          placeholder={t('scan.placeholder')}
          className="min-h-11 flex-1 rounded-lg border border-gray-300 px-3"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('scan.add')}
        </Button>
        <Button variant="secondary" aria-label={t('scan.camera')} onClick={() => sale.setScannerOpen(true)}>
          <ScanLine aria-hidden="true" className="size-5" />
        </Button>
      </form>
      {sale.scannerOpen && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            continuous
            summary={t('scan.summary', {
              count: itemCount(lines),
              total: money(totalCents),
            })}
            onClose={() => sale.setScannerOpen(false)}
            onDetected={async (read) => sale.scanned(read)}
          />
        </Suspense>
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-gray-700">
        {sale.notice}
      </p>
      {products.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-gray-700">{t('emptyCatalogue')}</p>
      ) : (
        <>
          {keyed.length > 0 && (
            <>
              <h2 className="text-sm font-semibold">{tp('quickKeys.title')}</h2>
              <ul className="grid grid-cols-2 gap-2" aria-label={tp('quickKeys.title')}>
                {keyed.map((p) => (
                  <li key={p.id}>{tile(p, 'key')}</li>
                ))}
              </ul>
              <h2 className="pt-1 text-sm font-semibold">{tp('quickKeys.all')}</h2>
            </>
          )}
          <ul className="grid grid-cols-2 gap-2" aria-label={t('catalogue')}>
            {products.map((p) => (
              <li key={p.id}>{tile(p, 'product')}</li>
            ))}
          </ul>
        </>
      )}
      {sales.length > 0 ? (
        <section aria-labelledby="offline-recent" className="mt-2">
          <h2 id="offline-recent" className="mb-1 text-sm font-semibold">
            {t('recent.title')}
          </h2>
          <ul className="divide-y divide-gray-100 rounded-xl bg-white text-sm">
            {sales.slice(0, 10).map((s) => (
              <li key={s.key} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
                <span>{money(s.total_cents)}</span>
                <span className="text-gray-700">{t(`recent.${s.state}`)}</span>
                {/* synced as a walk-in: the customer it named is none of the shop's (decision 0283, offline till) */}
                {s.customer_dropped ? (
                  <span className="w-full text-xs text-amber-800" data-testid="customer-dropped">
                    {s.customer?.name
                      ? t('recent.customerDropped', { name: s.customer.name })
                      : t('recent.cardDropped')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={`${ON_BOTTOM_NAV} flex items-center gap-3 bg-white px-4 py-3`}>
        <p className="flex-1 text-base font-semibold">
          {t('total', { total: money(totalCents), count: itemCount(lines) })}
        </p>
        <Button disabled={lines.length === 0} onClick={() => sale.setStep('pay')}>
          {t('charge')}
        </Button>
        {lines.length > 0 ? (
          <Button variant="ghost" onClick={sale.clearSale}>
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
