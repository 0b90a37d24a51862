import { CircleAlert, Landmark, ShieldAlert, Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { fromCents, toCents } from '../../../../contract/money';
import type { OrderLine } from '../../../../contract/orders';
import { soldLineOf } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { formatAmount, perUnit } from '../../../shared/units/amount';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { BusyPlaceholder, Skeleton, SkeletonText } from '../../../ui/Skeleton';
import { paymentMethodName, ReceiptButton } from '../../shop/receipts';
import { RefundedNote, SaleRefunds } from '../refunds';
import { checkReasons } from './check-reasons';
import { CheckedButton } from './ToCheck';
import { useSale } from './useSale';
import { useSaleLine } from './useSaleLine';

/** `/MySaleDetail?id=…`: one sale, each line with its payment breakdown (docs/product.md §2, §3). */
export default sellerOnlyPage('sales', 'detail.title', SaleDetail);

function SaleDetail() {
  const { t } = useTranslation('sales');
  const { t: tReceipt } = useTranslation('receipts');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const sale = useSale(id);
  const order = sale.data;

  return (
    <>
      <PageHeader title={t('detail.title')} back="/mySale" />
      {/* a laptop: the figures, receipt and refunds left, the lines right (docs/decisions/0273-laptop-back-office.md) */}
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10 lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:px-8">
        {!id && (
          <EmptyState
            icon={<CircleAlert />}
            title={t('detail.missing')}
            action={{ label: t('detail.back'), to: '/mySale' }}
          />
        )}
        {id && sale.isPending && (
          <BusyPlaceholder label={t('list.loading')} className="flex flex-col gap-3">
            <Skeleton className="h-28 w-full rounded-3xl" />
            <SkeletonText lines={6} />
          </BusyPlaceholder>
        )}
        {sale.isError && (
          <EmptyState
            icon={<CircleAlert />}
            title={t('detail.error')}
            message={sale.error.message}
            action={{ label: t('detail.back'), to: '/mySale' }}
          />
        )}
        {order && (
          <>
            <section className="rounded-3xl bg-gray-900 px-5 py-4 text-white lg:col-start-1 lg:row-start-1">
              <p className="flex items-center gap-2 text-sm text-gray-300">
                {order.order_type === 'POS-Sell' && <Store aria-hidden="true" className="size-4" />}
                {t(`channel.${order.order_type === 'POS-Sell' ? 'pos' : 'online'}`)} · #{order.sale_number}
              </p>
              <p className="text-4xl font-bold tabular-nums">{formatPrice(order.total)}</p>
              <RefundedNote orderId={order.order_id} className="text-amber-200" />
              <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-white/15 pt-3 text-sm">
                <div>
                  <dt className="text-xs text-gray-300">{t('detail.fee')}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatPrice(order.transaction_fee)}</dd>
                </div>
                {/* absent for a member who does not see costs (decision 0280): not shown as $0 */}
                {order.total_profit !== undefined && (
                  <div>
                    <dt className="text-xs text-gray-300">{t('detail.profit')}</dt>
                    <dd className="text-lg font-semibold tabular-nums text-emerald-300">
                      {formatPrice(order.total_profit)}
                    </dd>
                  </div>
                )}
                <div>
                  <dt className="text-xs text-gray-300">{t('detail.method')}</dt>
                  <dd>{paymentMethodName(order.payment_method ?? null, tReceipt)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-300">{t('detail.paidAt')}</dt>
                  <dd className="tabular-nums">{order.paid_at ?? order.placed_at ?? order.created_at}</dd>
                </div>
                {/* who rang it up at a shared till (decision 0280) */}
                {order.staff_name && (
                  <div>
                    <dt className="text-xs text-gray-300">{t('detail.servedBy')}</dt>
                    <dd data-testid="sale-served-by">{order.staff_name}</dd>
                  </div>
                )}
                {/* the manager who approved with her PIN on the offline till (decision 0288) */}
                {order.approved_by_name && (
                  <div>
                    <dt className="text-xs text-gray-300">{t('detail.approvedBy')}</dt>
                    <dd data-testid="sale-approved-by">{order.approved_by_name}</dd>
                  </div>
                )}
                {/* in the total, never in the profit (docs/decisions/0264-cash-rounding.md) */}
                {order.rounding !== 0 && (
                  <div>
                    <dt className="text-xs text-gray-300">{t('detail.rounding')}</dt>
                    <dd className="tabular-nums" data-testid="sale-rounding">
                      {formatRounding(order.rounding)}
                    </dd>
                  </div>
                )}
              </dl>
            </section>
            <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <h2 className="text-base font-semibold text-gray-900">
                {t('detail.lines', { count: order.items.length })}
              </h2>
              <ul className="flex flex-col gap-3">
                {order.items.map((line) => (
                  <li key={line.variant_id ?? line.product_id}>
                    <LineCard orderId={order.order_id} line={line} />
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-2">
              {/* an FPS sale made offline: she could not see the money arrive (docs/decisions/0276) */}
              {order.to_check && (
                <section
                  aria-labelledby="sale-to-check"
                  data-testid="sale-to-check"
                  className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
                >
                  {/* rung up offline beyond the member's rights, unapproved (docs/decisions/0288) */}
                  {order.unapproved && (
                    <>
                      <h2 id="sale-to-check" className="flex items-center gap-2 text-base font-semibold">
                        <ShieldAlert aria-hidden="true" className="size-4" />
                        {t('unapproved.title')}
                      </h2>
                      <ul className="list-disc pl-5" data-testid="sale-unapproved">
                        {order.unapproved.map((r) => (
                          <li key={r}>{t(`unapproved.${r}`)}</li>
                        ))}
                      </ul>
                      <p>{t('unapproved.detail')}</p>
                    </>
                  )}
                  {checkReasons(order).includes('fps') && (
                    <>
                      <h2
                        id={order.unapproved ? undefined : 'sale-to-check'}
                        className="flex items-center gap-2 text-base font-semibold"
                      >
                        <Landmark aria-hidden="true" className="size-4" />
                        {t('toCheck.detailTitle')}
                      </h2>
                      <p>{t('toCheck.detail', { total: formatPrice(order.total) })}</p>
                    </>
                  )}
                  <CheckedButton orderId={order.order_id} number={order.sale_number} />
                </section>
              )}
              <ReceiptButton orderId={order.order_id} />
              <SaleRefunds orderId={order.order_id} canRefund={order.actions?.includes('refund') ?? false} />
            </div>
          </>
        )}
      </main>
    </>
  );
}

/** One line with product_detail's figures: amount, price, total, 3% fee, profit, transaction id and time. */
function LineCard({ orderId, line }: { orderId: string; line: OrderLine }) {
  const { t, i18n } = useTranslation('sales');
  const detail = useSaleLine(orderId, line.variant_id ?? line.product_id);
  const d = detail.data;
  const [date, time] = (d?.transaction_time ?? '').split(' ');
  const ownOffCents = soldLineOf(line).own_off_cents;
  const billShareCents = toCents(line.bill_discount_share ?? 0);
  return (
    <article
      aria-label={line.name}
      className="rounded-2xl bg-white p-3 ring-1 ring-gray-200"
      data-testid="sale-line"
    >
      <div className="flex items-center gap-3">
        <ProductImage
          path={d?.imagePaths[0] ?? line.thumbnail}
          sizes="56px"
          className="size-14 shrink-0 rounded-xl"
        />
        <div className="min-w-0">
          <h3 className="line-clamp-2 text-[15px] font-semibold text-gray-900">{line.name}</h3>
          {d && d.category.length > 0 && (
            <p className="truncate text-xs text-gray-500">{d.category.join(' · ')}</p>
          )}
        </div>
      </div>
      {detail.isPending && <SkeletonText lines={4} className="mt-3" />}
      {detail.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {detail.error.message}
        </p>
      )}
      {d && (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-gray-600">{t('detail.amount')}</dt>
          <dd className="text-right tabular-nums">{formatAmount(d.amount, d.unit, i18n.language)}</dd>
          <dt className="text-gray-600">{t('detail.price')}</dt>
          <dd className="text-right tabular-nums">
            {formatPrice(d.price)}
            {perUnit(d.unit, i18n.language)}
            {d.discount > 0 && (
              <span className="ml-1 text-xs text-gray-500">
                ({t('detail.discount', { discount: d.discount, price: formatPrice(d.original_price) })})
              </span>
            )}
          </dd>
          {/* amount × price − the seller's discounts = total: the line's own discount and its share of the bill's,
              each on its own row, so the total reads as the sum it is (docs/decisions/0266-every-figure-agrees.md) */}
          {ownOffCents > 0 && (
            <>
              <dt className="text-gray-600">{t('detail.lineDiscount')}</dt>
              <dd className="text-right tabular-nums" data-testid="line-discount">
                −{formatPrice(fromCents(ownOffCents))}
              </dd>
            </>
          )}
          {billShareCents > 0 && (
            <>
              <dt className="text-gray-600">{t('detail.billShare')}</dt>
              <dd className="text-right tabular-nums" data-testid="line-bill-share">
                −{formatPrice(fromCents(billShareCents))}
              </dd>
            </>
          )}
          <dt className="text-gray-600">{t('detail.total')}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatPrice(d.total)}</dd>
          <dt className="text-gray-600">{t('detail.lineFee')}</dt>
          <dd className="text-right tabular-nums" data-testid="line-fee">
            {formatPrice(d.transaction_fee)}
          </dd>
          {d.total_profit !== undefined && (
            <>
              <dt className="text-gray-600">{t('detail.lineProfit')}</dt>
              <dd
                className={`text-right font-semibold tabular-nums ${d.total_profit < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                data-testid="line-profit"
              >
                {formatPrice(d.total_profit)}
              </dd>
            </>
          )}
          <dt className="text-gray-600">{t('detail.transactionId')}</dt>
          <dd className="text-right font-mono text-xs break-all text-gray-800">{d.transaction_id}</dd>
          <dt className="text-gray-600">{t('detail.transactionTime')}</dt>
          <dd className="text-right tabular-nums">
            <time dateTime={`${date}T${time}+08:00`} className="flex flex-col">
              <span>{date}</span>
              <span className="text-gray-600">{time}</span>
            </time>
          </dd>
        </dl>
      )}
    </article>
  );
}
