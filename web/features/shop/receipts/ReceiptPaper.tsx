import { fromCents, toCents } from '../../../../contract/money';
import type { Receipt } from '../../../../contract/receipts';
import { billDiscountRows } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { ReceiptLine } from '../../../shared/ReceiptLine';
import { ReceiptLoyaltyRows } from '../../../shared/ReceiptLoyaltyRows';
import { ReceiptRow } from '../../../shared/ReceiptRow';
import { ReceiptStamp } from '../../../shared/ReceiptStamp';
import { PaymentPartRows } from './PaymentPartRows';
import { paymentMethodName } from './payment-method-name';

/**
 * A receipt as paper: the shop, the lines, discounts, payment, refunds and the time (docs/decisions/0170).
 * `id="receipt-paper"` is what printing keeps (./print-paper.ts); its width follows the chosen paper.
 */
export function ReceiptPaper({ receipt, children }: { receipt: Receipt; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('receipts');
  const off = billDiscountRows(
    toCents(receipt.discount),
    toCents(receipt.points_discount ?? 0),
    toCents(receipt.stamps_discount ?? 0),
  );
  return (
    <article
      id="receipt-paper"
      aria-label={t('label')}
      className="receipt-paper mx-auto w-full max-w-sm rounded-2xl bg-white px-5 py-5 font-mono text-[14px] text-gray-900 shadow-sm ring-1 ring-gray-200"
    >
      <header className="border-b border-dashed border-gray-400 pb-3 text-center">
        <h1 className="receipt-big font-sans text-lg font-bold" data-testid="receipt-shop">
          {receipt.shop.name}
        </h1>
        {receipt.shop.address && <p className="font-sans">{receipt.shop.address}</p>}
        {receipt.shop.phone && (
          <p>
            <a href={`tel:${receipt.shop.phone.replace(/[^\d+]/g, '')}`} className="underline">
              {receipt.shop.phone}
            </a>
          </p>
        )}
        <p className="mt-2 font-sans font-semibold">{t('heading')}</p>
        <ReceiptStamp
          numberLabel={t('saleNumber')}
          saleNumber={receipt.sale_number}
          hkTime={receipt.time}
          testId="receipt-number"
        />
        {receipt.served_by && (
          <p className="font-sans" data-testid="receipt-served-by">
            {t('servedBy', { name: receipt.served_by })}
          </p>
        )}
      </header>
      <ul className="divide-y divide-dashed divide-gray-300 border-b border-dashed border-gray-400">
        {receipt.lines.map((line, i) => (
          <ReceiptLine
            // a sale's lines have no id of their own on the receipt; their order is fixed
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
            key={i}
            name={line.name}
            quantity={line.quantity}
            unit={line.unit}
            unitPrice={line.unit_price}
            total={line.total}
            // quantity × unit price − this line's discount = its amount; the bill's discount has its own row (0262)
            note={
              line.line_discount > 0 && (
                <span className="text-gray-500"> −{formatPrice(line.line_discount)}</span>
              )
            }
          />
        ))}
      </ul>
      <dl className="space-y-0.5 py-3">
        {(receipt.discount > 0 || receipt.rounding !== 0) && (
          <ReceiptRow label={t('subtotal')} value={formatPrice(receipt.subtotal)} />
        )}
        {off.shop_cents > 0 && (
          <ReceiptRow label={t('discount')} value={`−${formatPrice(fromCents(off.shop_cents))}`} />
        )}
        {/* the customer's loyalty points under the shop's discount (docs/decisions/0283-loyalty.md) */}
        {off.points_cents > 0 && (
          <ReceiptRow
            label={t('points', { points: (receipt.points_redeemed ?? 0).toLocaleString(i18n.language) })}
            value={`−${formatPrice(fromCents(off.points_cents))}`}
            testId="receipt-paper-points"
          />
        )}
        {/* a full stamp card's free item, on its own row too (docs/decisions/0289-stamp-cards.md) */}
        {off.stamps_cents > 0 && (
          <ReceiptRow
            label={t('stampCard')}
            value={`−${formatPrice(fromCents(off.stamps_cents))}`}
            testId="receipt-paper-stamps"
          />
        )}
        {receipt.delivery > 0 && <ReceiptRow label={t('delivery')} value={formatPrice(receipt.delivery)} />}
        {/* subtotal − discount + delivery + cash rounding = total (docs/decisions/0264-cash-rounding.md) */}
        {receipt.rounding !== 0 && (
          <ReceiptRow
            label={t('rounding')}
            value={formatRounding(receipt.rounding)}
            testId="receipt-paper-rounding"
          />
        )}
        <ReceiptRow
          label={t('total')}
          value={`HK${formatPrice(receipt.total)}`}
          big
          testId="receipt-paper-total"
        />
        <ReceiptRow label={t('paidBy')} value={paymentMethodName(receipt.payment_method, t)} />
        <PaymentPartRows parts={receipt.payments} />
      </dl>
      {/* what the sale earned and her balance as of it (docs/decisions/0283-loyalty.md, "On the receipt") */}
      <ReceiptLoyaltyRows receipt={receipt} testIdPrefix="receipt-paper" />
      {receipt.refunds.length > 0 && (
        <section aria-label={t('refunds')} className="border-t border-dashed border-gray-400 py-3">
          {receipt.refunds.map((refund) => (
            <div key={refund.refund_number} className="py-1">
              <ReceiptRow
                label={`${t('refund')} ${refund.refund_number}`}
                value={`−${formatPrice(refund.total)}`}
              />
              <p className="text-gray-600">{refund.time} HKT</p>
              {refund.lines.map((l) => (
                <p key={l.name} className="flex justify-between gap-2 pl-3 text-gray-700">
                  <span>
                    {l.quantity} × {l.name}
                  </span>
                  <span className="tabular-nums">−{formatPrice(l.total)}</span>
                </p>
              ))}
              {refund.delivery > 0 && (
                <p className="flex justify-between gap-2 pl-3 text-gray-700">
                  <span>{t('delivery')}</span>
                  <span className="tabular-nums">−{formatPrice(refund.delivery)}</span>
                </p>
              )}
              {refund.rounding !== 0 && (
                <p className="flex justify-between gap-2 pl-3 text-gray-700">
                  <span>{t('rounding')}</span>
                  <span className="tabular-nums">{formatRounding(-refund.rounding)}</span>
                </p>
              )}
            </div>
          ))}
          <ReceiptRow
            label={t('netTotal')}
            value={`HK${formatPrice(receipt.net_total)}`}
            big
            testId="receipt-net"
          />
        </section>
      )}
      {children}
      <p className="border-t border-dashed border-gray-400 pt-3 text-center font-sans">{t('thanks')}</p>
    </article>
  );
}
