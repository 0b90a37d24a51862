import { CircleAlert, CircleCheckBig, Plus, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { ReceiptLine } from '../../../shared/ReceiptLine';
import { ReceiptLoyaltyRows } from '../../../shared/ReceiptLoyaltyRows';
import { ReceiptRow } from '../../../shared/ReceiptRow';
import { ReceiptStamp } from '../../../shared/ReceiptStamp';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonText } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast';
import { useSale } from '../../back-office/sales';
import {
  PaperChooser,
  PaymentPartRows,
  type PrintPaper,
  paymentMethodName,
  printOn,
  ReceiptLinkCard,
  useReceipt,
  useReceiptLink,
} from '../../shop/receipts';
import { useShowOnDisplay } from '../customer-display';
import { ThermalPrinter } from '../printer';
import { clearPosSale, readPosOrderId, readTendered } from './pos-storage';
import { figures, receiptText } from './receipt-text';

/** `/finish-pay?id=…`: the receipt of a completed sale, with Print, Share and New sale (docs/product.md §2). */
export default sellerOnlyPage('pos', 'receipt.title', Receipt);

function Receipt() {
  const { t, i18n } = useTranslation('pos');
  // "Cash" and the app names in the person's language (the receipts' words)
  const { t: tReceipts } = useTranslation('receipts');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const sale = useSale(id);
  const order = sale.data;
  const tendered = id ? readTendered(id) : null;
  // the customer display says "Thank you" (decision 0278)
  useShowOnDisplay(id, 'done', order && order.status !== 'cart' ? order.order_id : null);

  function newSale() {
    // the receipt's sale is done; a draft still stored for it (answer lost) is forgotten too
    const stored = readPosOrderId();
    if (stored === id || order?.status === 'completed') clearPosSale();
    navigate('/pos', { replace: true });
  }

  async function share() {
    if (!order) return;
    const text = receiptText(order, t, tReceipts, tendered, i18n.language, receipt.data);
    const title = `${t('receipt.heading')} ${order.sale_number}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('receipt.copied'), { tone: 'success', durationMs: 2000 });
    } catch {
      toast.show(t('receipt.shareFailed'), { tone: 'danger', durationMs: 3000 });
    }
  }

  const paid = order && order.status !== 'cart' && order.status !== 'cancelled';
  // what the sale earned of her points or stamps and her balance as of it, from its receipt (decision 0283): the
  // same cached answers the receipt link card below reads
  const link = useReceiptLink(id, Boolean(paid));
  const receipt = useReceipt(link.data?.token ?? '');
  const [paper, setPaper] = useState<PrintPaper>('80mm');
  const f = order ? figures(order) : null;
  const change = tendered !== null && order ? Math.max(0, toCents(tendered) - toCents(order.total)) : null;

  return (
    <>
      <PageHeader title={t('receipt.title')} back="/pos" />
      <main className="flex flex-col gap-4 px-4 pt-4 pb-10">
        {sale.isPending && (
          <div aria-busy="true" className="rounded-2xl p-4 ring-1 ring-gray-100">
            <Spinner label={t('loading')} className="sr-only" />
            <SkeletonText lines={8} />
          </div>
        )}
        {sale.isError && (
          <EmptyState
            icon={<CircleAlert />}
            title={t('receipt.error')}
            message={sale.error.message}
            action={{ label: t('noSale.back'), to: '/pos' }}
          />
        )}
        {order && !paid && (
          <EmptyState
            icon={<CircleAlert />}
            title={t('receipt.notPaid')}
            action={{ label: t('noSale.back'), to: '/pos' }}
          />
        )}
        {order && paid && f && (
          <>
            <p
              role="status"
              className="flex items-center justify-center gap-2 text-lg font-semibold text-emerald-700"
            >
              <CircleCheckBig aria-hidden="true" className="size-6" />
              {t('receipt.paid')}
            </p>
            <article
              id="receipt-paper"
              aria-label={t('receipt.label')}
              className="rounded-2xl bg-white px-5 py-5 font-mono text-[14px] text-gray-900 shadow-sm ring-1 ring-gray-200"
            >
              <header className="border-b border-dashed border-gray-400 pb-3 text-center">
                {order.seller_name && <p className="receipt-big text-base font-bold">{order.seller_name}</p>}
                <h2 className="receipt-big text-lg font-bold">{t('receipt.heading')}</h2>
                <ReceiptStamp
                  numberLabel={t('receipt.saleNumber')}
                  saleNumber={order.sale_number}
                  hkTime={order.paid_at ?? order.created_at}
                  testId="sale-number"
                />
              </header>
              <ul className="divide-y divide-dashed divide-gray-300 border-b border-dashed border-gray-400">
                {order.items.map((line, i) => (
                  <ReceiptLine
                    key={line.variant_id ?? line.product_id}
                    name={line.name}
                    quantity={line.quantity}
                    unit={line.unit}
                    unitPrice={line.original_price}
                    total={f.lines[i]!.amount}
                    note={
                      f.lines[i]!.discount > 0 && (
                        <span className="text-gray-500"> −{formatPrice(f.lines[i]!.discount)}</span>
                      )
                    }
                  />
                ))}
              </ul>
              <dl className="space-y-0.5 py-3">
                <ReceiptRow label={t('sale.subtotal')} value={formatPrice(f.subtotal)} />
                {f.discount > 0 && (
                  <ReceiptRow label={t('sale.discount')} value={`−${formatPrice(f.discount)}`} />
                )}
                {f.stamps > 0 && (
                  <ReceiptRow
                    label={t('sale.freeItem')}
                    value={`−${formatPrice(f.stamps)}`}
                    testId="receipt-stamps"
                  />
                )}
                {f.points > 0 && (
                  <ReceiptRow
                    label={t('sale.points', { points: f.pointsRedeemed.toLocaleString(i18n.language) })}
                    value={`−${formatPrice(f.points)}`}
                  />
                )}
                {f.rounding !== 0 && (
                  <ReceiptRow
                    label={t('sale.rounding')}
                    value={formatRounding(f.rounding)}
                    testId="receipt-rounding"
                  />
                )}
                <ReceiptRow
                  bigSize="text-lg"
                  label={t('sale.total')}
                  value={formatPrice(order.total)}
                  big
                  testId="receipt-total"
                />
                <ReceiptRow
                  label={t('receipt.paidBy')}
                  value={paymentMethodName(order.payment_method, tReceipts)}
                  testId="receipt-method"
                />
                {order.payment_method?.kind === 'split' && <SplitPaymentParts orderId={order.order_id} />}
                {change !== null && tendered !== null && order.payment_method?.kind === 'cash' && (
                  <>
                    <ReceiptRow label={t('receipt.tendered')} value={formatPrice(tendered)} />
                    <ReceiptRow
                      label={t('cash.change')}
                      value={formatPrice(fromCents(change))}
                      testId="receipt-change"
                    />
                  </>
                )}
              </dl>
              <ReceiptLoyaltyRows receipt={receipt.data} testIdPrefix="receipt" />
              <p className="border-t border-dashed border-gray-400 pt-3 text-center">{t('receipt.thanks')}</p>
            </article>
            <PaperChooser value={paper} onChange={setPaper} />
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" size="lg" onClick={() => printOn(paper)}>
                <Printer aria-hidden="true" className="size-5" />
                {t('receipt.print')}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => void share()}>
                <Share2 aria-hidden="true" className="size-5" />
                {t('receipt.share')}
              </Button>
            </div>
            <CustomerReceipt orderId={order.order_id} />
            <Button size="lg" block className="min-h-14 text-lg" onClick={newSale}>
              <Plus aria-hidden="true" className="size-6" />
              {t('receipt.newSale')}
            </Button>
          </>
        )}
      </main>
    </>
  );
}

/**
 * A split sale's parts on the till's paper, under "Paid by" (decision 0281): one row per method, the cash handed over
 * and its change. Read from the sale's receipt (the same cached answers the receipt link card below uses).
 */
function SplitPaymentParts({ orderId }: { orderId: string }) {
  const link = useReceiptLink(orderId);
  const receipt = useReceipt(link.data?.token ?? '');
  return <PaymentPartRows parts={receipt.data?.payments} />;
}

/** The sale's receipt link as a QR code to scan, by WhatsApp, copied, or on the seller's receipt printer. */
function CustomerReceipt({ orderId }: { orderId: string }) {
  const { t } = useTranslation('receipts');
  const link = useReceiptLink(orderId);
  const receipt = useReceipt(link.data?.token ?? '');
  // once the link exists, the customer display shows its QR under "Thank you" (decision 0278)
  useShowOnDisplay(orderId, 'done', link.data?.token ?? null);
  if (!link.data) return null;
  const title = receipt.data
    ? t('shareTitle', { shop: receipt.data.shop.name, number: receipt.data.sale_number })
    : t('heading');
  return (
    <ReceiptLinkCard url={link.data.url} title={title}>
      {receipt.data && <ThermalPrinter receipt={receipt.data} link={link.data.url} />}
    </ReceiptLinkCard>
  );
}
