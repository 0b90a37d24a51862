import { ChevronRight, ReceiptText, Store, Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Sale } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { formatAmount } from '../../../shared/units/amount';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/LoadFailed';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Segmented } from '../../../ui/Segmented';
import { BusyPlaceholder, Skeleton } from '../../../ui/Skeleton';
import { SortableTable, type TableColumn } from '../../../ui/SortableTable';
import { OversoldNotice } from '../../sell/offline-pos';
import { paymentMethodName } from '../../shop/receipts';
import { SalesCharts } from './SalesCharts';
import { ToCheckBadges, ToCheckSection } from './ToCheck';
import { useSaleData } from './useSaleData';
import { type SalesChannel, type SalesPeriod, useSales } from './useSales';

const PERIODS: SalesPeriod[] = ['today', '7d', '30d', 'all'];
const CHANNELS: SalesChannel[] = ['all', 'pos', 'online'];

/** `/mySale`: every sale of the seller (online and POS), with the period's revenue, fees and profit (docs/product.md §2). */
export default sellerOnlyPage('sales', 'title', Sales);

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function Sales() {
  const { t, i18n } = useTranslation('sales');
  const [params, setParams] = useSearchParams();
  const period = pick(params.get('period'), PERIODS, '30d');
  const channel = pick(params.get('channel'), CHANNELS, 'all');
  const sales = useSales(period, channel);
  const summary = useSaleData();

  function choose(patch: { period?: SalesPeriod; channel?: SalesChannel }) {
    const next = new URLSearchParams(params);
    if (patch.period) next.set('period', patch.period);
    if (patch.channel) next.set('channel', patch.channel);
    setParams(next, { replace: true });
  }

  const pages = sales.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const totals = pages[0]?.totals;

  return (
    <>
      <PageHeader title={t('title')} back="/pos" />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start lg:gap-6 lg:px-6">
        <div className="lg:col-span-2 empty:hidden">
          <OversoldNotice />
        </div>
        {/* FPS sales made offline, to tick against the bank app (docs/decisions/0276-fps-offline-to-check.md) */}
        <div className="lg:col-span-2 empty:hidden">
          <ToCheckSection />
        </div>
        {/* phone: one column in the order below; laptop: charts and the list left, figures right (decision 0175) */}
        <div className="contents lg:col-start-2 lg:row-start-2 lg:flex lg:flex-col lg:gap-4">
          <div className="order-1 lg:order-none">
            <Overview period={period} onPeriod={(p) => choose({ period: p })} />
          </div>

          <div className="order-2 flex flex-col gap-2 lg:order-none">
            <Segmented
              label={t('filter.period')}
              options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
              value={period}
              onChange={(p) => choose({ period: p })}
            />
            <Segmented
              label={t('filter.channel')}
              options={CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
              value={channel}
              onChange={(c) => choose({ channel: c })}
            />
          </div>

          <section
            aria-label={t('totals.label')}
            aria-busy={sales.isPending || undefined}
            className="order-4 rounded-3xl bg-gray-900 px-5 py-4 text-white lg:order-none"
          >
            <p className="text-sm text-gray-300">
              {t('totals.heading', { period: t(`period.${period}`), channel: t(`channel.${channel}`) })}
            </p>
            {totals ? (
              <>
                <p className="text-4xl font-bold tabular-nums" data-testid="totals-revenue">
                  {formatPrice(totals.revenue)}
                </p>
                <p className="text-sm text-gray-300">{t('totals.count', { count: totals.count })}</p>
                <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-white/15 pt-3">
                  <div>
                    <dt className="text-xs text-gray-300">{t('totals.fees')}</dt>
                    <dd className="text-lg font-semibold tabular-nums" data-testid="totals-fees">
                      {formatPrice(totals.fees)}
                    </dd>
                  </div>
                  {/* the profit is for members who see costs (decision 0280): absent, its cell goes */}
                  {totals.profit !== undefined && (
                    <div>
                      <dt className="text-xs text-gray-300">{t('totals.profit')}</dt>
                      <dd
                        className={`text-lg font-semibold tabular-nums ${totals.profit < 0 ? 'text-red-300' : 'text-emerald-300'}`}
                        data-testid="totals-profit"
                      >
                        {formatPrice(totals.profit)}
                      </dd>
                    </div>
                  )}
                </dl>
              </>
            ) : sales.isError ? (
              <p className="py-2 text-gray-200">—</p>
            ) : (
              <Skeleton className="mt-2 h-20 w-full bg-gray-700" />
            )}
          </section>

          {summary.data && summary.data.best_sellers.length > 0 && (
            <section aria-labelledby="best-sellers" className="order-5 lg:order-none">
              <h2
                id="best-sellers"
                className="mb-2 flex items-center gap-1.5 text-base font-semibold text-gray-900"
              >
                <Trophy aria-hidden="true" className="size-4 text-amber-600" />
                {t('best.title')}
              </h2>
              <ol
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable by keyboard (axe scrollable-region-focusable)
                tabIndex={0}
                aria-labelledby="best-sellers"
                className="flex gap-2 overflow-x-auto rounded-2xl pb-1 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-brand"
              >
                {summary.data.best_sellers.map((b, i) => (
                  <li
                    key={b.product_id}
                    className="flex w-40 shrink-0 items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-gray-200"
                  >
                    <span className="relative shrink-0">
                      <ProductImage path={b.thumbnail} sizes="44px" className="size-11 rounded-lg" />
                      <span className="absolute -top-1.5 -left-1.5 flex size-5 items-center justify-center rounded-full bg-amber-500 text-[11px] font-bold text-white">
                        {i + 1}
                      </span>
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-gray-900">{b.name}</span>
                      <span className="block text-xs text-gray-600">
                        {b.unit === 'piece'
                          ? t('best.units', { count: b.units })
                          : t('best.weight', { amount: formatAmount(b.units, b.unit, i18n.language) })}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>

        <div className="contents lg:col-start-1 lg:row-start-2 lg:flex lg:flex-col lg:gap-4">
          <div className="order-3 lg:order-none">
            <SalesCharts channel={channel} />
          </div>

          <section aria-labelledby="sales-list" className="order-6 flex flex-col gap-2 lg:order-none">
            <h2 id="sales-list" className="text-base font-semibold text-gray-900">
              {t('list.title')}
            </h2>
            {sales.isPending && (
              <BusyPlaceholder label={t('list.loading')} className="flex flex-col gap-2">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-24 w-full rounded-2xl" />
                ))}
              </BusyPlaceholder>
            )}
            {sales.isError && <QueryFailed title={t('list.error')} query={sales} />}
            {sales.data && items.length === 0 && (
              <EmptyState
                icon={<ReceiptText />}
                title={t('list.emptyTitle')}
                message={t('list.empty')}
                action={{ label: t('list.toPos'), to: '/pos' }}
              />
            )}
            {items.length > 0 && (
              <ul aria-label={t('list.title')} className="flex flex-col gap-2 lg:hidden">
                {items.map((sale) => (
                  <li key={sale.order_id}>
                    <SaleCard sale={sale} />
                  </li>
                ))}
              </ul>
            )}
            {items.length > 0 && (
              <div className="hidden overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 lg:block">
                <SalesTable sales={items} />
              </div>
            )}
            <LoadMore
              hasMore={Boolean(sales.hasNextPage)}
              loading={sales.isFetchingNextPage}
              failed={sales.isFetchNextPageError}
              onLoadMore={() => {
                if (!sales.isFetchingNextPage) void sales.fetchNextPage();
              }}
            />
          </section>
        </div>
      </main>
    </>
  );
}

/** sale_data: today / 7 days / 30 days at a glance; a tap shows that period below. */
function Overview({ period, onPeriod }: { period: SalesPeriod; onPeriod(p: SalesPeriod): void }) {
  const { t } = useTranslation('sales');
  const summary = useSaleData();
  const data = summary.data;
  const cells: { key: SalesPeriod; figures?: { revenue: number; sales: number } }[] = [
    { key: 'today', figures: data?.today },
    { key: '7d', figures: data?.last_7_days },
    { key: '30d', figures: data?.last_30_days },
  ];
  if (summary.isError) return null;
  return (
    <ul aria-label={t('overview.label')} className="grid grid-cols-3 gap-2">
      {cells.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            onClick={() => onPeriod(c.key)}
            aria-pressed={period === c.key}
            className="flex w-full flex-col items-start rounded-2xl bg-yellow-50 px-3 py-2 text-left ring-1 ring-yellow-200 aria-pressed:bg-yellow-100 aria-pressed:ring-2 aria-pressed:ring-nav-pos focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="text-xs font-medium text-gray-600">{t(`period.${c.key}`)}</span>
            {c.figures ? (
              <>
                <span className="text-base font-bold tabular-nums text-gray-900">
                  {formatPrice(c.figures.revenue, '$', 0)}
                </span>
                <span className="text-xs text-gray-600">{t('totals.count', { count: c.figures.sales })}</span>
              </>
            ) : (
              <Skeleton className="mt-1 h-8 w-16" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The sales as a sortable table, on a laptop (docs/decisions/0175-laptop-back-office.md). */
function SalesTable({ sales }: { sales: Sale[] }) {
  const { t } = useTranslation('sales');
  const { t: tReceipt } = useTranslation('receipts');
  const seesProfit = sales.every((s) => s.total_profit !== undefined);
  const columns: TableColumn<Sale>[] = [
    {
      key: 'time',
      header: t('table.time'),
      cell: (s) => <span className="whitespace-nowrap">{s.time.slice(0, 16)}</span>,
      sortValue: (s) => s.time,
    },
    {
      key: 'number',
      header: t('table.number'),
      cell: (s) => (
        <Link
          to={`/MySaleDetail?id=${encodeURIComponent(s.order_id)}`}
          className="whitespace-nowrap font-medium text-pink-800 underline underline-offset-2"
        >
          #{s.sale_number}
        </Link>
      ),
      sortValue: (s) => s.sale_number,
    },
    {
      key: 'channel',
      header: t('table.channel'),
      cell: (s) => t(`channel.${s.channel}`),
      sortValue: (s) => s.channel,
    },
    {
      key: 'method',
      header: t('table.method'),
      cell: (s) => (
        <span className="flex flex-wrap items-center gap-1">
          {paymentMethodName(s.payment_method ?? null, tReceipt)}
          <ToCheckBadges sale={s} />
        </span>
      ),
      sortValue: (s) => s.payment_method?.label ?? '',
    },
    {
      key: 'items',
      header: t('table.items'),
      cell: (s) => <span className="line-clamp-2 min-w-48">{s.items.map((l) => l.name).join(', ')}</span>,
    },
    {
      key: 'units',
      header: t('table.units'),
      cell: (s) => s.quantity,
      sortValue: (s) => s.quantity,
      align: 'right',
    },
    {
      key: 'total',
      header: t('table.total'),
      cell: (s) => formatPrice(s.total),
      sortValue: (s) => s.total,
      align: 'right',
    },
  ];
  if (seesProfit)
    columns.push({
      key: 'profit',
      header: t('table.profit'),
      cell: (s) => formatPrice(s.total_profit ?? 0),
      sortValue: (s) => s.total_profit ?? 0,
      align: 'right',
    });
  return (
    <SortableTable
      rows={sales}
      columns={columns}
      rowKey={(s) => s.order_id}
      caption={t('list.title')}
      sortLabel={(column) => t('table.sortBy', { column })}
    />
  );
}

function SaleCard({ sale }: { sale: Sale }) {
  const { t } = useTranslation('sales');
  const { t: tReceipt } = useTranslation('receipts');
  const names = sale.items.map((l) => l.name).join(', ');
  const [date, time] = sale.time.split(' ');
  return (
    <Link
      to={`/MySaleDetail?id=${encodeURIComponent(sale.order_id)}`}
      aria-label={t('card.label', { number: sale.sale_number, total: formatPrice(sale.total) })}
      data-sale-id={sale.order_id}
      className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-gray-200 active:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center gap-2 text-xs">
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${
              sale.channel === 'pos' ? 'bg-yellow-100 text-yellow-900' : 'bg-cyan-50 text-cyan-900'
            }`}
          >
            {sale.channel === 'pos' && <Store aria-hidden="true" className="size-3" />}
            {t(`channel.${sale.channel}`)}
          </span>
          <span className="font-mono text-gray-700">#{sale.sale_number}</span>
          <span className="ml-auto text-gray-500 tabular-nums">
            {date} {time?.slice(0, 5)}
          </span>
        </div>
        <p className="truncate text-sm text-gray-700">
          {t('card.items', { count: sale.quantity })} · {names}
        </p>
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-lg font-bold tabular-nums text-gray-900">{formatPrice(sale.total)}</span>
          <span className="text-xs text-gray-600 tabular-nums">
            {t('card.fee')} {formatPrice(sale.transaction_fee)}
            {sale.total_profit !== undefined && (
              <>
                {' · '}
                <span className={sale.total_profit < 0 ? 'text-red-700' : 'font-semibold text-emerald-700'}>
                  {t('card.profit')} {formatPrice(sale.total_profit)}
                </span>
              </>
            )}
          </span>
        </div>
        {sale.payment_method && (
          <p className="flex items-center gap-2 text-xs text-gray-500">
            {paymentMethodName(sale.payment_method, tReceipt)}
            <ToCheckBadges sale={sale} />
          </p>
        )}
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}
