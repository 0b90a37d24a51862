import { TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { StatusChip } from '../../../shared/orders/OrderCard';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { formatAmount, perUnit } from '../../../shared/units/amount';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { SkeletonStatus } from '../../../ui/Skeleton';
import { useOrderProductDetail } from './useOrderProductDetail';

function parseItem(value: string | null): string | null {
  if (!value) return null;
  try {
    const item = JSON.parse(value) as { order_id?: unknown; id?: unknown; _id?: unknown };
    const id = item.order_id ?? item.id ?? item._id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** `/productDetail?product_id=…&item={order_id, order_type}`: one order line's payment breakdown (docs/product.md §3). */
export default function ProductDetailPage() {
  const { t, i18n } = useTranslation('orders');
  const [params] = useSearchParams();
  const orderId = parseItem(params.get('item'));
  const productId = params.get('product_id');
  const detail = useOrderProductDetail(orderId, productId);
  const d = detail.data;
  const [date, time] = (d?.transaction_time ?? '').split(' ');
  const back = orderId ? `/orderDetail?id=${encodeURIComponent(orderId)}` : '/order';

  return (
    <>
      <PageHeader title={t('breakdownTitle')} back={back} />
      <main className="flex flex-col gap-3 px-3 pt-3 pb-10">
        {!orderId || !productId || (detail.error instanceof ApiError && detail.error.status === 404) ? (
          <EmptyState
            icon={<TriangleAlert />}
            title={t('lineNotFound')}
            action={{ label: t('backToOrders'), to: '/order' }}
          />
        ) : detail.isError ? (
          <QueryFailed title={t('loadFailed')} query={detail} />
        ) : !d ? (
          <SkeletonStatus
            label={t('loading')}
            className="flex flex-col gap-3"
            blocks={['h-28 w-full rounded-2xl', 'h-72 w-full rounded-2xl']}
          />
        ) : (
          <>
            <section className="flex gap-3 rounded-2xl bg-white p-3.5 shadow-xs ring-1 ring-gray-200/80">
              <ProductImage path={d.imagePaths[0]} sizes="80px" className="size-20 shrink-0 rounded-xl" />
              <div className="min-w-0 flex-1">
                <h2 className="line-clamp-2 text-[15px] font-semibold text-gray-900">{d.name}</h2>
                <p className="mt-0.5 line-clamp-2 text-sm text-gray-600">{d.description}</p>
                {d.category.length > 0 && (
                  <p className="mt-1 truncate text-xs text-gray-500">{d.category.join(' · ')}</p>
                )}
              </div>
            </section>
            <section
              aria-labelledby="breakdown-heading"
              className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-gray-200/80"
            >
              <div className="mb-2 flex items-center justify-between">
                <h2 id="breakdown-heading" className="text-sm font-semibold text-gray-900">
                  {t('breakdown')}
                </h2>
                <StatusChip status={d.status} />
              </div>
              <dl className="divide-y divide-gray-100 text-sm">
                <Row label={t('quantityLabel')} value={formatAmount(d.amount, d.unit, i18n.language)} />
                <Row
                  label={t('price')}
                  value={`${formatPrice(d.price)}${perUnit(d.unit, i18n.language)}`}
                  note={
                    d.discount > 0
                      ? t('priceNote', { original: formatPrice(d.original_price), discount: d.discount })
                      : undefined
                  }
                />
                <Row label={t('total')} value={formatPrice(d.total)} strong />
                {/* the fee is the seller's cost, not the shopper's (docs/decisions/0093-who-pays-the-fee.md) */}
                {d.total_profit !== undefined && (
                  <Row label={t('feeShort')} value={formatPrice(d.transaction_fee)} />
                )}
                {d.total_profit !== undefined && (
                  <Row label={t('profit')} value={formatPrice(d.total_profit)} strong />
                )}
                <Row label={t('transactionId')} value={d.transaction_id} mono />
                <div className="flex items-start justify-between gap-4 py-2.5">
                  <dt className="text-gray-600">{t('transactionTime')}</dt>
                  <dd className="text-right tabular-nums text-gray-900" data-testid="transaction-time">
                    <span className="block">{date}</span>
                    <span className="block">{time}</span>
                  </dd>
                </div>
              </dl>
            </section>
          </>
        )}
      </main>
    </>
  );
}

function Row({
  label,
  value,
  note,
  strong,
  mono,
}: {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
  mono?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="text-gray-600">
        {label}
        {note && <span className="block text-xs text-gray-500">{note}</span>}
      </dt>
      <dd
        className={`text-right tabular-nums ${strong ? 'font-semibold text-gray-900' : 'text-gray-900'} ${mono ? 'font-mono text-xs break-all' : ''}`}
      >
        {value}
      </dd>
    </div>
  );
}
