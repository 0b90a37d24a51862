import { BadgeCheck, Landmark, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Sale } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast';
import { checkReasons } from './check-reasons';
import { useMarkChecked, useToCheck } from './useToCheck';

/**
 * On /mySale: the FPS sales made on the offline till that the seller has not yet found in her bank app
 * (docs/decisions/0276-fps-offline-to-check.md), each to open or to tick. Nothing to check (or still loading):
 * nothing shown.
 */
export function ToCheckSection() {
  const { t } = useTranslation('sales');
  const toCheck = useToCheck();
  const data = toCheck.data;
  if (toCheck.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
        {t('toCheck.error')}{' '}
        <button type="button" className="underline" onClick={() => void toCheck.refetch()}>
          {t('list.retry')}
        </button>
      </p>
    );
  }
  if (!data || data.count === 0) return null;
  return (
    <section
      aria-labelledby="to-check-title"
      data-testid="to-check"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="to-check-title" className="flex items-center gap-2 text-base font-semibold">
        <Landmark aria-hidden="true" className="size-4" />
        {t('toCheck.title', { count: data.count })}
      </h2>
      <p className="mt-1">{t('toCheck.intro')}</p>
      <ul aria-label={t('toCheck.listLabel')} className="mt-2 flex flex-col gap-2">
        {data.items.map((sale) => (
          <li
            key={sale.order_id}
            // the sale on one line, the button under it: side by side at 390 px the time and the label both wrapped
            className="flex flex-col gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-amber-200"
          >
            <Link
              to={`/MySaleDetail?id=${encodeURIComponent(sale.order_id)}`}
              className="flex min-w-0 flex-wrap items-baseline gap-x-2 underline underline-offset-2"
            >
              <span className="font-semibold tabular-nums">{formatPrice(sale.total)}</span>
              <span className="font-mono text-xs">#{sale.sale_number}</span>
              <span className="ml-auto whitespace-nowrap text-xs text-amber-900 tabular-nums">
                {sale.time.slice(0, 16)}
              </span>
            </Link>
            <p className="text-xs" data-testid="to-check-reasons">
              {checkReasons(sale)
                .map((r) => (r === 'fps' ? t('toCheck.reasonFps') : t(`unapproved.${r}`)))
                .join(' · ')}
            </p>
            <CheckedButton orderId={sale.order_id} number={sale.sale_number} />
          </li>
        ))}
      </ul>
      {data.count > data.items.length && (
        <p className="mt-2 text-xs">{t('toCheck.more', { count: data.count - data.items.length })}</p>
      )}
    </section>
  );
}

/** "Checked against bank": the seller found this FPS payment in her bank app. */
export function CheckedButton({ orderId, number }: { orderId: string; number: string }) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const mark = useMarkChecked();
  return (
    <Button
      variant="secondary"
      loading={mark.isPending}
      aria-label={t('toCheck.tickLabel', { number })}
      // mutateAsync: the button is gone once the sale refetches unticked, and the toast still has to show
      onClick={() =>
        mark.mutateAsync({ order_id: orderId }).then(
          () => toast.show(t('toCheck.done', { number }), { tone: 'success' }),
          (err: Error) => toast.show(err.message, { tone: 'danger' }),
        )
      }
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {t('toCheck.tick')}
    </Button>
  );
}

/** The small marks of a sale in the lists: "Not approved" and / or "To check" (its FPS payment). */
export function ToCheckBadges({ sale }: { sale: Pick<Sale, 'to_check' | 'unapproved' | 'payment_method'> }) {
  const { t } = useTranslation('sales');
  const reasons = checkReasons(sale);
  const badge =
    'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900';
  return (
    <>
      {reasons.some((r) => r !== 'fps') && (
        <span className={badge}>
          <ShieldAlert aria-hidden="true" className="size-3" />
          {t('toCheck.badgeUnapproved')}
        </span>
      )}
      {reasons.includes('fps') && (
        <span className={badge}>
          <Landmark aria-hidden="true" className="size-3" />
          {t('toCheck.badge')}
        </span>
      )}
    </>
  );
}
