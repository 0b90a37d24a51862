import { ArrowLeftRight, ChevronRight, CircleAlert, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DayClose, DayFigures } from '../../../../contract/day-close';
import { toCents } from '../../../../contract/money';
import { expectedCashCents } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { parseAmount as parseCash } from '../../../shared/cash/cash-math';
import { formatRounding } from '../../../shared/cash/rounding';
import { formatPrice } from '../../../shared/Price';
import { sellerOnlyPage } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { methodTotalName, PaperChooser, type PrintPaper, printOn } from '../../shop/receipts';
import { usePublicProfile } from '../../social/profile';
import { PrinterSettingsButton, ThermalReportButton } from '../printer';
import { useDayCloses } from './useDayCloses';
import { useDayFigures } from './useDayFigures';
import { useSaveDayClose } from './useSaveDayClose';
import { ZReport } from './ZReport';
import { signedPrice, zReportPrinted } from './z-report-rows';

/** `/day-close`: count the drawer and close the day; the Z report; past closes (docs/decisions/0173). */
export default sellerOnlyPage('dayClose', 'title', DayCloseScreen);

/** a typed amount (the tills' cash parser) → cents; null when it is not one */
function parseCashCents(text: string): number | null {
  const dollars = parseCash(text);
  return dollars === null ? null : toCents(dollars);
}

function DayCloseScreen() {
  const { t } = useTranslation('dayClose');
  const { t: tReceipts } = useTranslation('receipts');
  const session = useSession();
  const shop = usePublicProfile(session?.user_id ?? '', !!session).data;
  const day = useDayFigures('');
  const save = useSaveDayClose();
  const toast = useToast();
  const [float, setFloat] = useState('');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [paper, setPaper] = useState<PrintPaper>('80mm');
  const [recounting, setRecounting] = useState(false);

  const figures = day.data?.figures;
  const close = day.data?.close ?? null;
  const floatCents = parseCashCents(float || '0');
  const countedCents = parseCashCents(counted);
  const expectedCents =
    figures && floatCents !== null
      ? expectedCashCents(
          floatCents,
          toCents(figures.cash_sales),
          toCents(figures.cash_refunds),
          toCents(figures.cash_in) - toCents(figures.cash_out),
        )
      : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (floatCents === null || countedCents === null) return;
    try {
      await save.mutateAsync({ opening_float: floatCents / 100, counted_cash: countedCents / 100, note });
      setRecounting(false);
      toast.show(t('saved'), { tone: 'success', durationMs: 2000 });
    } catch (err) {
      toast.show((err as Error).message, { tone: 'danger', durationMs: 3000 });
    }
  }

  const shopName = shop?.shop_name || shop?.display_name || '';

  return (
    <>
      <PageHeader
        title={t('title')}
        back="/pos"
        // the drawer is counted here: the printer it hangs off, "Open drawer" and its setting (decision 0277)
        right={
          <PrinterSettingsButton className="flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100" />
        }
      />
      <main className="flex flex-col gap-4 px-4 pt-3 pb-10">
        {/* shifts: float, cash in and out, a count per shift (docs/decisions/0279-shifts-and-cash-moves.md) */}
        <Link
          to="/shift"
          className="flex min-h-12 items-center gap-3 rounded-2xl bg-white px-4 py-3 font-medium ring-1 ring-gray-200 hover:bg-gray-50"
        >
          <ArrowLeftRight aria-hidden="true" className="size-5 text-gray-600" />
          <span className="flex-1">{t('shiftLink')}</span>
          <ChevronRight aria-hidden="true" className="size-5 text-gray-400" />
        </Link>
        {day.isPending && <Skeleton className="h-48 w-full" />}
        {day.isError && <EmptyState icon={<CircleAlert />} title={t('failed')} message={day.error.message} />}
        {figures && (
          <>
            <Takings figures={figures} />
            {close && !recounting ? (
              <section aria-labelledby="z-heading" className="flex flex-col gap-3">
                <h2 id="z-heading" className="text-base font-semibold">
                  {t('report.closed')}
                </h2>
                <ZReport close={close} shop={shopName} />
                <PaperChooser value={paper} onChange={setPaper} />
                <div className="grid grid-cols-2 gap-3">
                  <Button variant="secondary" size="lg" onClick={() => printOn(paper)}>
                    <Printer aria-hidden="true" className="size-5" />
                    {t('print')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => {
                      setFloat(String(close.opening_float));
                      setCounted('');
                      setNote(close.note);
                      setRecounting(true);
                    }}
                  >
                    {t('recount')}
                  </Button>
                </div>
                {/* the same rows on the receipt printer (docs/decisions/0277) */}
                <ThermalReportButton report={zReportPrinted(close, shopName, t, tReceipts)} />
              </section>
            ) : (
              <form
                onSubmit={submit}
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
              >
                <h2 className="text-base font-semibold">{t('count.heading')}</h2>
                <TextField
                  label={t('float')}
                  hint={t('count.floatHint')}
                  inputMode="decimal"
                  value={float}
                  onChange={(e) => setFloat(e.target.value)}
                  error={floatCents === null ? t('count.notAmount') : undefined}
                  placeholder="0"
                />
                {(figures.cash_in !== 0 || figures.cash_out !== 0) && (
                  <div className="flex justify-between px-3">
                    <span>{t('cashMoves')}</span>
                    <span className="tabular-nums" data-testid="day-cash-moves">
                      {signedPrice(figures.cash_in - figures.cash_out)}
                    </span>
                  </div>
                )}
                <div className="flex justify-between rounded-xl bg-gray-50 px-3 py-2">
                  <span>{t('expected')}</span>
                  <span className="font-semibold tabular-nums" data-testid="expected-cash">
                    {expectedCents === null ? '—' : formatPrice(expectedCents / 100)}
                  </span>
                </div>
                <TextField
                  label={t('counted')}
                  inputMode="decimal"
                  required
                  value={counted}
                  onChange={(e) => setCounted(e.target.value)}
                  error={counted !== '' && countedCents === null ? t('count.notAmount') : undefined}
                />
                {expectedCents !== null && countedCents !== null && (
                  <p
                    role="status"
                    data-testid="difference"
                    className={`rounded-xl px-3 py-2 font-semibold ${countedCents === expectedCents ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
                  >
                    {countedCents === expectedCents
                      ? t('count.exact')
                      : countedCents < expectedCents
                        ? t('count.short', { amount: formatPrice((expectedCents - countedCents) / 100) })
                        : t('count.over', { amount: formatPrice((countedCents - expectedCents) / 100) })}
                  </p>
                )}
                <TextField
                  label={t('note')}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  maxLength={500}
                />
                <Button
                  type="submit"
                  size="lg"
                  loading={save.isPending}
                  disabled={floatCents === null || countedCents === null}
                >
                  {t('close')}
                </Button>
              </form>
            )}
          </>
        )}
        <PastCloses shop={shopName} />
      </main>
    </>
  );
}

function Takings({ figures }: { figures: DayFigures }) {
  const { t } = useTranslation('dayClose');
  const { t: tReceipts } = useTranslation('receipts');
  return (
    <section aria-labelledby="takings" className="rounded-3xl bg-gray-900 px-5 py-4 text-white">
      <h2 id="takings" className="text-sm text-gray-300">
        {t('takings', { day: figures.day })}
      </h2>
      <p className="text-4xl font-bold tabular-nums" data-testid="day-net">
        {formatPrice(figures.net)}
      </p>
      <p className="text-sm text-gray-300">
        {t('salesCount')}: {figures.sales}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-white/15 pt-3 text-sm">
        <div>
          <dt className="text-xs text-gray-300">{t('cashSales')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="day-cash">
            {formatPrice(figures.cash_sales)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-300">{t('cashRefunds')}</dt>
          <dd className="text-lg font-semibold tabular-nums">−{formatPrice(figures.cash_refunds)}</dd>
        </div>
        {/* in the cash above, so in the expected cash (docs/decisions/0264-cash-rounding.md) */}
        {figures.cash_rounding !== 0 && (
          <div>
            <dt className="text-xs text-gray-300">{t('cashRounding')}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="day-rounding">
              {formatRounding(figures.cash_rounding)}
            </dd>
          </div>
        )}
        {figures.other.map((o) => (
          <div key={`${o.kind}-${o.label}`}>
            <dt className="text-xs text-gray-300">{methodTotalName(o, tReceipts)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatPrice(o.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PastCloses({ shop }: { shop: string }) {
  const { t } = useTranslation('dayClose');
  const closes = useDayCloses();
  const items: DayClose[] = closes.data?.pages.flatMap((p) => p.items) ?? [];
  const [open, setOpen] = useState<string | null>(null);
  if (closes.isPending || items.length === 0) return null;
  return (
    <section aria-labelledby="past-closes" className="flex flex-col gap-2">
      <h2 id="past-closes" className="text-base font-semibold">
        {t('past')}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((c) => (
          <li key={c._id}>
            <button
              type="button"
              aria-expanded={open === c._id}
              onClick={() => setOpen(open === c._id ? null : c._id)}
              className="flex w-full items-center justify-between rounded-2xl bg-white p-3 text-left ring-1 ring-gray-200"
            >
              <span className="font-medium">{c.day}</span>
              <span className="tabular-nums">
                {formatPrice(c.net)}
                {c.difference !== 0 && (
                  <span className="ml-2 text-sm text-amber-800">
                    ({c.difference > 0 ? '+' : '−'}
                    {formatPrice(Math.abs(c.difference))})
                  </span>
                )}
              </span>
            </button>
            {open === c._id && (
              <div className="mt-2">
                <ZReport close={c} shop={shop} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={!!closes.hasNextPage}
        loading={closes.isFetchingNextPage}
        failed={closes.isFetchNextPageError}
        onLoadMore={() => void closes.fetchNextPage()}
      />
    </section>
  );
}
