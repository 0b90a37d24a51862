import { useRef, useState } from 'react';
import type { TimeEntry } from '../../../../contract/time-clock';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { downloadCsv } from '../../../shared/download-csv';
import { SellerOnly } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { DateRangeFields, useDateRange } from '../../../ui/DateRangeFields';
import { FormAlert } from '../../../ui/FormAlert';
import { FormDialog } from '../../../ui/FormDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { TextField } from '../../../ui/TextField';
import { currentTill, PinKeys } from '../staff';
import {
  daysBefore,
  fromLocalField,
  hkClock,
  hkDateTime,
  hkToday,
  hoursAndMinutes,
  toLocalField,
} from './hk-clock';
import { useClock, useEditHours, useHours, useHoursCsv } from './useTimeClock';

/**
 * `/time-clock` (docs/decisions/0287-time-clock.md): a member clocks in or out with her PIN on the shop's till;
 * below, for a manager or the owner, the hours of a range per person and each entry, the owner's corrections and
 * the CSV.
 */
export default function TimeClockPage() {
  const { t } = useTranslation('time-clock');
  return (
    <SellerOnly title={t('title')}>
      <PageHeader title={t('title')} back />
      <main className="flex flex-col gap-8 px-4 pt-3 pb-10">
        <ClockPad />
        <Hours />
      </main>
    </SellerOnly>
  );
}

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation('time-clock');
  return <>{t('duration', hoursAndMinutes(minutes))}</>;
}

function ClockPad() {
  const { t } = useTranslation('time-clock');
  const clock = useClock();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ name: string; entry: TimeEntry; clockedIn: boolean } | null>(null);

  async function complete(pin: string) {
    setError(null);
    setDone(null);
    try {
      const res = await clock.mutateAsync({ pin });
      setDone({ name: res.staff.name, entry: res.entry, clockedIn: res.clocked_in });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section aria-labelledby="time-clock-pad" className="flex flex-col items-center gap-3">
      <h2 id="time-clock-pad" className="self-start text-lg font-semibold">
        {t('clockInOut')}
      </h2>
      <p className="self-start text-sm text-gray-600">{t('intro')}</p>
      <PinKeys busy={clock.isPending} error={error} onComplete={complete} />
      <output aria-live="polite" data-testid="time-clock-result" className="min-h-6 text-center font-medium">
        {done &&
          (done.clockedIn
            ? t('clockedIn', { name: done.name, time: hkClock(done.entry.clock_in) })
            : t('clockedOut', {
                name: done.name,
                duration: t('duration', hoursAndMinutes(done.entry.minutes ?? 0)),
              }))}
      </output>
    </section>
  );
}

function Hours() {
  const { t } = useTranslation('time-clock');
  const till = currentTill();
  // a member without see_reports is not asked (the server would refuse her); the owner's device has no till
  const mayRead = !till || till.permissions.includes('see_reports');
  // the last 7 days, today included: on a Monday "this week" would show nothing of the weekend's shifts
  const range = useDateRange(() => daysBefore(hkToday(), 6), hkToday);
  const { from, to } = range;
  const hours = useHours(from, to, mayRead);
  const csv = useHoursCsv();
  const [editing, setEditing] = useState<TimeEntry | null>(null);

  // a locked till or a role without the permission: nothing to show here, the PIN pad is the screen
  if (!mayRead || (hours.error instanceof ApiError && hours.error.status === 403)) return null;

  async function download() {
    const file = await csv.mutateAsync({ from, to });
    downloadCsv(file);
  }

  return (
    <section aria-labelledby="time-clock-hours" className="flex flex-col gap-3">
      <h2 id="time-clock-hours" className="text-lg font-semibold">
        {t('hours')}
      </h2>
      <DateRangeFields range={range} fromLabel={t('from')} toLabel={t('to')} />
      {hours.error && <FormAlert>{hours.error.message}</FormAlert>}
      {hours.data && hours.data.entries.length === 0 && <p className="text-sm text-gray-600">{t('none')}</p>}
      {hours.data && hours.data.totals.length > 0 && (
        <>
          <h3 className="font-semibold">{t('perPerson')}</h3>
          <ul
            className="divide-y divide-gray-200 rounded-xl border border-gray-200"
            data-testid="hours-totals"
          >
            {hours.data.totals.map((total) => (
              <li key={total.staff_id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="font-medium">{total.name}</span>
                <span className="tabular-nums">
                  <Duration minutes={total.minutes} />
                </span>
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">{t('entries')}</h3>
          <ul
            className="divide-y divide-gray-200 rounded-xl border border-gray-200"
            data-testid="hours-entries"
          >
            {hours.data.entries.map((entry) => (
              <li key={entry._id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{entry.name}</span>{' '}
                  <span className="text-sm text-gray-600 tabular-nums">
                    {hkDateTime(entry.clock_in)} – {entry.clock_out === null ? '' : hkClock(entry.clock_out)}
                  </span>
                  {entry.edited && <span className="ml-2 text-xs text-gray-500">{t('edited')}</span>}
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className="text-sm tabular-nums">
                    {entry.minutes === null ? t('open') : <Duration minutes={entry.minutes} />}
                  </span>
                  {hours.data.can_edit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('editOf', { name: entry.name })}
                      onClick={() => setEditing(entry)}
                    >
                      {t('edit')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="secondary" onClick={download} loading={csv.isPending} disabled={from > to}>
        {t('csv')}
      </Button>
      {csv.error && <FormAlert>{csv.error.message}</FormAlert>}
      {editing && <EditEntryDialog entry={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/** the owner's correction of one entry: two datetime-local fields in Hong Kong time */
function EditEntryDialog({ entry, onClose }: { entry: TimeEntry; onClose(): void }) {
  const { t } = useTranslation('time-clock');
  const edit = useEditHours();
  const first = useRef<HTMLInputElement>(null);
  const [clockIn, setClockIn] = useState(toLocalField(entry.clock_in));
  const [clockOut, setClockOut] = useState(entry.clock_out === null ? '' : toLocalField(entry.clock_out));
  const inMs = fromLocalField(clockIn);
  const outMs = clockOut === '' ? null : fromLocalField(clockOut);
  const valid = inMs !== null && (clockOut === '' || outMs !== null);

  async function save() {
    if (inMs === null) return;
    try {
      await edit.mutateAsync({ id: entry._id, clock_in: inMs, clock_out: outMs });
      onClose();
    } catch {
      // shown below from edit.error
    }
  }

  return (
    <FormDialog
      title={t('editTitle', { name: entry.name })}
      initialFocus={first}
      onDismiss={onClose}
      onSubmit={() => void save()}
      secondary={{ label: t('cancel'), onClick: onClose }}
      submitLabel={t('save')}
      submitDisabled={!valid || edit.isPending}
    >
      <TextField
        ref={first}
        label={t('clockIn')}
        type="datetime-local"
        value={clockIn}
        onChange={(e) => setClockIn(e.target.value)}
      />
      <TextField
        label={t('clockOut')}
        hint={t('clockOutHint')}
        type="datetime-local"
        value={clockOut}
        onChange={(e) => setClockOut(e.target.value)}
      />
      {edit.error && <FormAlert>{edit.error.message}</FormAlert>}
    </FormDialog>
  );
}
