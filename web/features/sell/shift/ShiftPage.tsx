import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toCents } from '../../../../contract/money';
import type { ShiftReport } from '../../../../contract/shifts';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { parseAmount as parseCash } from '../../../shared/cash/cash-math';
import { formatPrice } from '../../../shared/Price';
import { ReportSections } from '../../../shared/ReportSections';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMoreOf } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { usePublicProfile } from '../../social/profile';
import { openDrawerForCashMove, ThermalReportButton } from '../printer';
import { shiftReportPrinted, shiftReportSections } from './shift-rows';
import { useCurrentShift, useShiftList, useShiftReport, useShiftWrites } from './useShift';

/** `/shift`: open a shift with a float, cash in and out, close it with the count; its report; past shifts (0279). */
export default sellerOnlyPage('shift', 'title', ShiftScreen);

/** a typed amount in dollars to 2 places (the tills' cash parser); null when it is not one */
function parseAmount(text: string): number | null {
  const dollars = parseCash(text);
  return dollars === null ? null : toCents(dollars) / 100;
}

function ShiftScreen() {
  const { t } = useTranslation('shift');
  const session = useSession();
  const shop = usePublicProfile(session?.user_id ?? '', !!session).data;
  const shopName = shop?.shop_name || shop?.display_name || '';
  const current = useCurrentShift();
  const [closed, setClosed] = useState<ShiftReport | null>(null);

  return (
    <>
      <PageHeader title={t('title')} back="/day-close" />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10">
        {current.isPending && <Skeleton className="h-48 w-full" />}
        {current.isError && (
          <EmptyState icon={<CircleAlert />} title={t('failed')} message={current.error.message} />
        )}
        {current.isSuccess &&
          (current.data ? (
            <OpenShift shift={current.data} shop={shopName} onClosed={setClosed} />
          ) : (
            <>
              {closed && (
                <section aria-labelledby="closed-heading" className="flex flex-col gap-3">
                  <h2 id="closed-heading" className="text-base font-semibold">
                    {t('closedHeading')}
                  </h2>
                  <ShiftReportCard report={closed} shop={shopName} />
                </section>
              )}
              <OpenForm />
            </>
          ))}
        <PastShifts shop={shopName} />
      </main>
    </>
  );
}

function OpenForm() {
  const { t } = useTranslation('shift');
  const { open } = useShiftWrites();
  const toast = useToast();
  const [float, setFloat] = useState('');
  const amount = parseAmount(float || '0');
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      onSubmit={async (e) => {
        e.preventDefault();
        if (amount === null) return;
        try {
          await open.mutateAsync(amount);
          toast.show(t('opened'), { tone: 'success', durationMs: 2000 });
        } catch (err) {
          toast.show((err as Error).message, { tone: 'danger', durationMs: 3000 });
        }
      }}
    >
      <h2 className="text-base font-semibold">{t('openHeading')}</h2>
      <TextField
        label={t('float')}
        hint={t('floatHint')}
        inputMode="decimal"
        value={float}
        onChange={(e) => setFloat(e.target.value)}
        error={amount === null ? t('notAmount') : undefined}
        placeholder="0"
      />
      <Button type="submit" size="lg" loading={open.isPending} disabled={amount === null}>
        {t('open')}
      </Button>
    </form>
  );
}

function OpenShift({
  shift,
  shop,
  onClosed,
}: {
  shift: ShiftReport;
  shop: string;
  onClosed: (r: ShiftReport) => void;
}) {
  const { t } = useTranslation('shift');
  const { move, close } = useShiftWrites();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [counted, setCounted] = useState('');
  const moveAmount = parseAmount(amount);
  const countedAmount = parseAmount(counted);

  async function moveCash(sign: 1 | -1) {
    if (moveAmount === null || moveAmount === 0 || !reason.trim()) return;
    try {
      await move.mutateAsync({ amount: sign * moveAmount, reason: reason.trim() });
      setAmount('');
      setReason('');
      toast.show(sign > 0 ? t('movedIn') : t('movedOut'), { tone: 'success', durationMs: 2000 });
      // the drawer opens for the cash, as on a cash sale, when this till's setting is on (decision 0277)
      void openDrawerForCashMove();
    } catch (err) {
      toast.show((err as Error).message, { tone: 'danger', durationMs: 3000 });
    }
  }

  const canMove = moveAmount !== null && moveAmount > 0 && reason.trim() !== '';
  return (
    <>
      <section aria-labelledby="open-heading" className="flex flex-col gap-3">
        <h2 id="open-heading" className="text-base font-semibold">
          {t('openNow', { time: shift.opened_at.slice(11, 16) })}
        </h2>
        <ShiftReportCard report={shift} shop={shop} />
      </section>
      <form
        aria-labelledby="move-heading"
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="move-heading" className="text-base font-semibold">
          {t('moveHeading')}
        </h2>
        <TextField
          label={t('amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount !== '' && moveAmount === null ? t('notAmount') : undefined}
        />
        <TextField
          label={t('reason')}
          hint={t('reasonHint')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={!canMove || move.isPending}
            onClick={() => moveCash(1)}
          >
            {t('cashInButton')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={!canMove || move.isPending}
            onClick={() => moveCash(-1)}
          >
            {t('cashOutButton')}
          </Button>
        </div>
      </form>
      <form
        aria-labelledby="close-heading"
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
        onSubmit={async (e) => {
          e.preventDefault();
          if (countedAmount === null) return;
          try {
            const report = await close.mutateAsync(countedAmount);
            setCounted('');
            onClosed(report);
            toast.show(t('closed'), { tone: 'success', durationMs: 2000 });
          } catch (err) {
            toast.show((err as Error).message, { tone: 'danger', durationMs: 3000 });
          }
        }}
      >
        <h2 id="close-heading" className="text-base font-semibold">
          {t('closeHeading')}
        </h2>
        <TextField
          label={t('counted')}
          inputMode="decimal"
          required
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
          error={counted !== '' && countedAmount === null ? t('notAmount') : undefined}
        />
        <Button type="submit" size="lg" loading={close.isPending} disabled={countedAmount === null}>
          {t('close')}
        </Button>
      </form>
    </>
  );
}

/** The shift report, printable on the receipt printer with the very same rows */
function ShiftReportCard({ report, shop }: { report: ShiftReport; shop: string }) {
  const { t } = useTranslation('shift');
  const { t: tReceipts } = useTranslation('receipts');
  const sections = shiftReportSections(report, t, tReceipts);
  return (
    <>
      <article
        aria-label={t('report.label', { time: report.opened_at })}
        data-testid="shift-report"
        className="rounded-2xl bg-white px-5 py-5 font-mono text-[14px] text-gray-900 shadow-sm ring-1 ring-gray-200"
      >
        <header className="border-b border-dashed border-gray-400 pb-3 text-center">
          {shop && <p className="font-sans text-lg font-bold">{shop}</p>}
          <h3 className="font-sans font-semibold">{t('report.heading')}</h3>
          <p className="text-gray-600">{t('report.opened', { time: report.opened_at })}</p>
          {report.closed_at && (
            <p className="text-gray-600">{t('report.closedAt', { time: report.closed_at })}</p>
          )}
        </header>
        <ReportSections sections={sections} />
      </article>
      <ThermalReportButton report={shiftReportPrinted(report, shop, t, tReceipts)} />
    </>
  );
}

function PastShifts({ shop }: { shop: string }) {
  const { t } = useTranslation('shift');
  const list = useShiftList();
  const [open, setOpen] = useState<string | null>(null);
  const items = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((s) => s.closed_at);
  if (list.isPending || items.length === 0) return null;
  return (
    <section aria-labelledby="past-shifts" className="flex flex-col gap-2">
      <h2 id="past-shifts" className="text-base font-semibold">
        {t('past')}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((s) => (
          <li key={s._id} className="flex flex-col gap-2">
            <button
              type="button"
              aria-expanded={open === s._id}
              onClick={() => setOpen(open === s._id ? null : s._id)}
              className="flex min-h-12 w-full items-center justify-between rounded-2xl bg-white p-3 text-left ring-1 ring-gray-200"
            >
              <span className="font-medium">
                {s.opened_at.slice(0, 16)} – {s.closed_at?.slice(11, 16)}
              </span>
              <span className="tabular-nums">{formatPrice(s.counted_cash ?? 0)}</span>
            </button>
            {open === s._id && <PastShift id={s._id} shop={shop} />}
          </li>
        ))}
      </ul>
      <LoadMoreOf query={list} />
    </section>
  );
}

function PastShift({ id, shop }: { id: string; shop: string }) {
  const report = useShiftReport(id);
  if (report.isPending) return <Skeleton className="h-40 w-full" />;
  if (!report.data) return null;
  return <ShiftReportCard report={report.data} shop={shop} />;
}
