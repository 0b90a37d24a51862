import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { formatAmount } from '../../../shared/units/amount';
import { Segmented } from '../../../ui/Segmented';
import { Skeleton } from '../../../ui/Skeleton';
import { methodTotalName } from '../../shop/receipts';
import { REPORT_RANGES, type ReportRange, rangeOf } from './report-ranges';
import { useSalesReport } from './useSalesReport';

const SalesChart = lazy(() => import('./SalesChart'));
const METRICS = ['revenue', 'profit', 'sales'] as const;
type Metric = (typeof METRICS)[number];
const COLORS: Record<Metric, string> = { revenue: '#0f766e', profit: '#047857', sales: '#1d4ed8' };

/**
 * The business at a glance (docs/decisions/0172-sales-reports.md): one metric over a range (7 or 30 days by
 * day, 12 weeks by week, 12 months by month), with the range's channels, payment methods and best sellers.
 */
export function SalesCharts({ channel }: { channel: 'all' | 'online' | 'pos' }) {
  const { t, i18n } = useTranslation('sales');
  const { t: tReceipts } = useTranslation('receipts');
  const [range, setRange] = useState<ReportRange>('7d');
  const [metric, setMetric] = useState<Metric>('revenue');
  const q = useMemo(() => rangeOf(range), [range]);
  const report = useSalesReport({ ...q, channel });
  const data = report.data;

  const labels = useMemo(() => {
    if (!data) return [];
    const format = new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'UTC',
      ...(data.bucket === 'month' ? { month: 'short' } : { day: 'numeric', month: 'short' }),
    });
    return data.buckets.map((b) => format.format(new Date(`${b.start}T00:00:00Z`)));
  }, [data, i18n.language]);
  const values = useMemo(
    () => data?.buckets.map((b) => (metric === 'sales' ? b.sales : (b[metric] ?? 0))) ?? [],
    [data, metric],
  );
  const format = useMemo(
    () => (metric === 'sales' ? (v: number) => String(Math.round(v)) : (v: number) => formatPrice(v, '$', 0)),
    [metric],
  );

  return (
    <section
      aria-labelledby="charts-heading"
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-gray-200"
    >
      <h2 id="charts-heading" className="flex items-center gap-1.5 text-base font-semibold text-gray-900">
        <BarChart3 aria-hidden="true" className="size-5 text-teal-700" />
        {t('charts.heading')}
      </h2>
      <Segmented<ReportRange>
        label={t('charts.range')}
        options={REPORT_RANGES.map((r) => ({ value: r, label: t(`charts.ranges.${r}`) }))}
        value={range}
        onChange={setRange}
      />
      <Segmented<Metric>
        label={t('charts.metric')}
        // profit only when the answer carries it: a member without see_costs (decision 0280) is not offered it
        options={METRICS.filter((m) => m !== 'profit' || data?.totals.profit !== undefined).map((m) => ({
          value: m,
          label: t(`charts.metrics.${m}`),
        }))}
        value={metric}
        onChange={setMetric}
      />
      {data ? (
        <>
          <p className="text-sm text-gray-600" data-testid="chart-total">
            {t(`charts.total.${metric}`, {
              amount: formatPrice(metric === 'profit' ? (data.totals.profit ?? 0) : data.totals.revenue),
              count: data.totals.count,
            })}
            {data.totals.refunds > 0 &&
              ` · ${t('charts.refunds', { amount: formatPrice(data.totals.refunds) })}`}
          </p>
          <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
            <SalesChart labels={labels} values={values} format={format} color={COLORS[metric]} />
          </Suspense>
          <table className="sr-only">
            <caption>{t(`charts.metrics.${metric}`)}</caption>
            <tbody>
              {data.buckets.map((b, i) => (
                <tr key={b.start}>
                  <th scope="row">{labels[i]}</th>
                  <td>{format(values[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-3">
            <Breakdown
              title={t('charts.byChannel')}
              rows={data.by_channel.map((c) => ({
                key: c.channel,
                label: t(`channel.${c.channel}`),
                count: c.sales,
                amount: c.revenue,
              }))}
            />
            <Breakdown
              title={t('charts.byMethod')}
              rows={data.by_method.map((m) => ({
                key: `${m.kind}-${m.label}`,
                label: methodTotalName(m, tReceipts),
                count: m.sales,
                amount: m.revenue,
              }))}
            />
            <Breakdown
              title={t('charts.bestSellers')}
              rows={data.best_sellers.slice(0, 5).map((p) => ({
                key: p.product_id,
                label: p.name,
                count: p.units,
                // a weight sold reads with its unit ("0.75 catty"), not as units
                ...(p.unit === 'piece' ? {} : { countText: formatAmount(p.units, p.unit, i18n.language) }),
                amount: p.revenue,
              }))}
              countLabel="units"
            />
          </div>
        </>
      ) : report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('charts.failed')}
        </p>
      ) : (
        <Skeleton className="h-[300px] w-full" />
      )}
    </section>
  );
}

function Breakdown({
  title,
  rows,
  countLabel = 'sales',
}: {
  title: string;
  rows: { key: string; label: string; count: number; countText?: string; amount: number }[];
  countLabel?: 'sales' | 'units';
}) {
  const { t } = useTranslation('sales');
  return (
    <div className="rounded-2xl bg-gray-50 p-3">
      <h3 className="mb-1 text-sm font-semibold text-gray-800">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500">{t('charts.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {rows.map((r) => (
            <li key={r.key} className="flex justify-between gap-2">
              <span className="min-w-0 truncate">
                {r.label}{' '}
                <span className="text-gray-500">
                  · {r.countText ?? t(`charts.${countLabel}`, { count: r.count })}
                </span>
              </span>
              <span className="tabular-nums font-medium">{formatPrice(r.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
