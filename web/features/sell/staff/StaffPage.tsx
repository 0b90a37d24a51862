import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffSalesRow } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadCsv } from '../../../shared/download-csv';
import { formatPrice } from '../../../shared/Price';
import { SellerOnly } from '../../../shared/SellerOnly';
import { Button } from '../../../ui/Button';
import { DateRangeFields, useDateRange } from '../../../ui/DateRangeFields';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { SubmitWithAlert } from '../../../ui/SubmitWithAlert';
import { MemberEditForm } from './MemberEditForm';
import { MemberFields, type MemberValues } from './MemberFields';
import { RolesEditor } from './RolesEditor';
import { TillSettingsForm } from './TillSettingsForm';
import { useAddStaff, useRemoveStaff, useStaffList, useStaffSales, useStaffSalesCsv } from './useStaff';

/**
 * `/staff`: the shop's staff with their roles (each changed in place), adding one with a PIN, the shop's own roles,
 * the till's settings, and sales by staff (decision 0280).
 */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  return (
    <SellerOnly title={t('title')}>
      <PageHeader title={t('title')} back />
      <main className="flex flex-col gap-6 px-4 pt-3 pb-10">
        <StaffList />
        {/* the time clock's screen (decision 0287): its own route, named literally (that feature uses this one) */}
        <Link
          to="/time-clock"
          className="flex min-h-12 items-center gap-2 rounded-xl border border-gray-200 px-3 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Clock aria-hidden="true" className="size-5 text-gray-600" />
          {t('timeClock')}
        </Link>
        <ShopRolesAndSettings />
        <SalesByStaff />
      </main>
    </SellerOnly>
  );
}

const hkToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function StaffList() {
  const { t } = useTranslation('staff');
  const list = useStaffList();
  const add = useAddStaff();
  const remove = useRemoveStaff();
  const [adding, setAdding] = useState<MemberValues>({ name: '', pin: '', role: 'cashier' });
  const first = (list.data?.items.length ?? 0) === 0;
  const [editing, setEditing] = useState<string | null>(null);
  const roleName = (id: string) =>
    ['owner', 'manager', 'cashier'].includes(id)
      ? t(`roles.${id}`)
      : (list.data?.roles.find((r) => r.id === id)?.name ?? id);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await add.mutateAsync({ name: adding.name.trim(), pin: adding.pin, role: first ? 'owner' : adding.role });
    setAdding((a) => ({ ...a, name: '', pin: '' }));
  }

  return (
    <section aria-labelledby="staff-list" className="flex flex-col gap-3">
      <h2 id="staff-list" className="text-lg font-semibold">
        {t('staff')}
      </h2>
      {list.data && list.data.items.length === 0 && <p className="text-sm text-gray-600">{t('none')}</p>}
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {list.data?.items.map((m) => (
          <li key={m._id} className="px-3 py-2">
            <div className="flex items-center justify-between gap-2">
              <span>
                <span className="font-medium">{m.name}</span>{' '}
                <span className="text-sm text-gray-600">{roleName(m.role)}</span>
              </span>
              {editing !== m._id && (
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('editMember', { name: m.name })}
                    onClick={() => setEditing(m._id)}
                  >
                    {t('edit')}
                  </Button>
                  {m.role !== 'owner' && (
                    <Button size="sm" variant="ghost" onClick={() => remove.mutate(m._id)}>
                      {t('remove')}
                    </Button>
                  )}
                </span>
              )}
            </div>
            {editing === m._id && list.data && (
              <MemberEditForm
                member={m}
                roles={list.data.roles}
                roleName={roleName}
                onDone={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3">
        <h3 className="font-medium">{first ? t('addOwner') : t('add')}</h3>
        <MemberFields
          value={adding}
          onChange={setAdding}
          pinKind="new"
          roles={first ? null : (list.data?.roles ?? [])}
          roleName={roleName}
        />
        <SubmitWithAlert sending={add} disabled={adding.pin.length !== 4 || !adding.name.trim()}>
          {t('save')}
        </SubmitWithAlert>
      </form>
    </section>
  );
}

/** the shop's own roles and the till's settings, once the list has answered */
function ShopRolesAndSettings() {
  const list = useStaffList();
  if (!list.data) return null;
  return (
    <>
      <RolesEditor roles={list.data.roles} />
      <TillSettingsForm settings={list.data.settings} />
    </>
  );
}

function SalesByStaff() {
  const { t } = useTranslation('staff');
  const range = useDateRange(hkToday, hkToday);
  const { from, to } = range;
  const sales = useStaffSales(from, to);
  const csv = useStaffSalesCsv();

  async function download() {
    const file = await csv.mutateAsync({ from, to });
    downloadCsv(file);
  }

  const cells = (r: StaffSalesRow) =>
    [
      ['gross', formatPrice(r.gross)],
      ['refunds', formatPrice(r.refunds)],
      ['discounts', formatPrice(r.discounts)],
      ['net', formatPrice(r.net)],
      ['count', String(r.sales)],
      ['average', formatPrice(r.average)],
    ] as const;
  return (
    <section aria-labelledby="staff-sales" className="flex flex-col gap-3">
      <h2 id="staff-sales" className="text-lg font-semibold">
        {t('salesByStaff')}
      </h2>
      <DateRangeFields range={range} fromLabel={t('from')} toLabel={t('to')} />
      {sales.error && <FormAlert>{sales.error.message}</FormAlert>}
      {sales.data && (
        // one card per person: six figures side by side do not fit a phone's width, and a sideways scroller hides
        // the average the owner came for
        <ul className="grid gap-2 md:grid-cols-2" aria-labelledby="staff-sales">
          {[
            ...sales.data.rows.map((r) => ({
              key: r.staff_id ?? 'owner',
              name: r.name ?? t('ownerDevice'),
              r,
            })),
            {
              key: 'total',
              name: t('total'),
              r: sales.data.total,
            },
          ].map(({ key, name, r }) => (
            <li
              key={key}
              className={`rounded-xl border p-3 ${key === 'total' ? 'border-gray-300 bg-gray-50' : 'border-gray-200'}`}
              data-testid="staff-sales-row"
            >
              <h3 className="font-semibold">{name}</h3>
              <dl className="mt-1 grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
                {cells(r).map(([k, c]) => (
                  <div key={k}>
                    <dt className="text-gray-600">{t(`columns.${k}`)}</dt>
                    <dd className="tabular-nums">{c}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={download} loading={csv.isPending}>
        {t('csv')}
      </Button>
    </section>
  );
}
