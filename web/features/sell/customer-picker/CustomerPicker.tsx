import { QrCode, UserPlus, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Customer } from '../../../../contract/customers';
import { fromCents } from '../../../../contract/money';
import { POINT_CENTS, pointsOffCents, pointsUsed } from '../../../../contract/sale-figures';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { FormAlert } from '../../../ui/FormAlert';
import { SearchInput } from '../../../ui/SearchInput';
import { type CachedCustomer, findCached, type OfflineCustomer } from './cached-customers';
import { pickerInput } from './picker-input';
import { StampCardSwitch } from './StampCardSwitch';
import { onTillCustomer, setTillCustomer, setTillPoints, tillCustomer } from './till-customer';
import { useAddTillCustomer } from './useAddTillCustomer';
import { useFindCustomers } from './useFindCustomers';
import { useMemberCustomer } from './useMemberCustomer';

const BarcodeScanner = lazy(() => import('../scanner/BarcodeScanner'));

const ROW =
  'flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left text-[15px] hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The offline till's source of customers (docs/decisions/0283-loyalty.md, "Customers on the offline till"): the
 * shop's list kept on the phone, and the sale's customer, kept by the offline till with its sale. Her points and
 * stamps are not shown or offered: her balance cannot be checked offline; the sale earns when it syncs.
 */
export interface OfflinePickerSource {
  customers: readonly CachedCustomer[];
  customer: OfflineCustomer | null;
  onCustomer(customer: OfflineCustomer | null): void;
}

/**
 * The sale's customer at the till (docs/decisions/0282-customers.md): tap "Customer", then her phone, her name, or
 * her member QR (the camera, or a scanner typing it into the field) — two taps; a new phone adds her. With
 * `offline`, the offline till's: found in the list kept on the phone, a member QR kept as read (resolved at sync).
 */
export function CustomerPicker({
  pointsCapCents = 0,
  offline,
}: {
  pointsCapCents?: number;
  offline?: OfflinePickerSource;
}) {
  const { t } = useTranslation('customers');
  const current = useSyncExternalStore(onTillCustomer, tillCustomerKey, () => '');
  const attached = !offline && current ? tillCustomer() : null;
  const [open, setOpen] = useState(false);

  if (offline?.customer) {
    const c = offline.customer;
    return (
      <div className="mt-2 rounded-xl bg-emerald-50 px-3 py-2" data-testid="till-customer">
        <div className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <span className="min-w-0 flex-1 truncate text-[15px] text-gray-900">
            {t('till.for', { name: c.name || c.phone || t('till.memberCard') })}
          </span>
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-full text-gray-600 hover:bg-emerald-100"
            aria-label={t('till.remove')}
            onClick={() => offline.onCustomer(null)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p className="pl-7 text-sm text-gray-700" data-testid="till-offline-loyalty">
          {t('till.offlineLoyalty')}
        </p>
      </div>
    );
  }
  if (attached) {
    // her points as money off this sale (docs/decisions/0283-loyalty.md): all she has, at most what the bill takes
    const balance = attached.points ?? 0;
    const using = attached.redeem_points ?? 0;
    const canUse = pointsUsed(pointsOffCents(balance, pointsCapCents));
    return (
      <div className="mt-2 rounded-xl bg-emerald-50 px-3 py-2" data-testid="till-customer">
        <div className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <span className="min-w-0 flex-1 truncate text-[15px] text-gray-900">
            {t('till.for', { name: attached.name || attached.phone })}
          </span>
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-full text-gray-600 hover:bg-emerald-100"
            aria-label={t('till.remove')}
            onClick={() => setTillCustomer(null)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {balance > 0 && (
          <div className="flex items-center gap-2 pl-7 text-sm">
            <span className="min-w-0 flex-1 text-gray-700" data-testid="till-points">
              {t('till.points', {
                count: balance,
                value: formatPrice(fromCents(balance * POINT_CENTS)),
              })}
            </span>
            {using > 0 ? (
              <button
                type="button"
                className="min-h-9 rounded-full px-2 font-medium text-emerald-700 hover:underline"
                onClick={() => setTillPoints(0)}
              >
                {t('till.stopPoints')}
              </button>
            ) : (
              <button
                type="button"
                className="min-h-9 rounded-full px-2 font-medium text-emerald-700 hover:underline disabled:text-gray-400"
                disabled={canUse === 0}
                onClick={() => setTillPoints(canUse)}
              >
                {t('till.usePoints', {
                  count: canUse,
                  value: formatPrice(fromCents(canUse * POINT_CENTS)),
                })}
              </button>
            )}
          </div>
        )}
        <StampCardSwitch customer={attached} />
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className={`${ROW} mt-2 font-medium text-emerald-700`}
        onClick={() => setOpen(true)}
      >
        <UserPlus aria-hidden="true" className="size-5" />
        {t('till.add')}
      </button>
    );
  }
  return <PickerPanel onDone={() => setOpen(false)} {...(offline ? { offline } : {})} />;
}

/** a string the store's snapshot compares by (the object is read again from storage) */
function tillCustomerKey(): string {
  return tillCustomer()?.customer_id ?? '';
}

/** a row of the results: an entry found online, or one kept on the phone */
type Found = { customer_id: string; name: string; phone: string; attach(): void };

function PickerPanel({ onDone, offline }: { onDone(): void; offline?: OfflinePickerSource }) {
  const { t } = useTranslation('customers');
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const typed = pickerInput(text);
  const q = useDeferredValue(typed.kind === 'phone' ? typed.phone : typed.kind === 'name' ? typed.name : '');
  // offline the list kept on the phone is searched instead (nothing is asked of the server)
  const found = useFindCustomers(offline ? '' : q);
  const add = useAddTillCustomer();
  const member = useMemberCustomer();
  useEffect(() => input.current?.focus(), []);

  function attach(c: Customer) {
    setTillCustomer({
      customer_id: c.customer_id,
      name: c.name,
      phone: c.phone,
      points: c.points,
      stamps: c.stamps ?? 0,
      stamps_card: c.stamps_card ?? 0,
    });
    onDone();
  }
  function attachKept(c: CachedCustomer) {
    offline?.onCustomer({ customer_id: c.id, name: c.name, phone: c.phone });
    onDone();
  }
  function byMember(code: string) {
    if (offline) {
      // her entry is found by the server when the sale syncs, as /res/customer/member finds it online
      offline.onCustomer({ member_code: code, name: '', phone: '' });
      onDone();
      return;
    }
    member.mutate(code, { onSuccess: attach });
  }

  const matches: Found[] = offline
    ? findCached(offline.customers, pickerInput(q)).map((c) => ({
        customer_id: c.id,
        name: c.name,
        phone: c.phone,
        attach: () => attachKept(c),
      }))
    : (found.data?.items ?? []).map((c) => ({ ...c, attach: () => attach(c) }));
  const searching = !offline && found.isPending;
  const phoneIsNew =
    typed.kind === 'phone' &&
    !matches.some((c) => c.phone.replace(/\D/g, '').endsWith(typed.phone.replace(/\D/g, '').slice(-8)));
  return (
    <section
      className="mt-2 flex flex-col gap-2 rounded-2xl border border-gray-200 p-3"
      aria-label={t('till.title')}
    >
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.kind === 'member') byMember(typed.code);
        }}
      >
        <SearchInput
          inputRef={input}
          value={text}
          onChange={setText}
          label={t('till.search')}
          placeholder={t('till.placeholder')}
          clearLabel={t('search.clear')}
        />
        <button
          type="button"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-800 hover:bg-gray-200"
          aria-label={t('till.scan')}
          onClick={() => setScanning(true)}
        >
          <QrCode aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl text-gray-600 hover:bg-gray-100"
          aria-label={t('till.close')}
          onClick={onDone}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </form>
      {(member.error || add.error) && <FormAlert>{(member.error ?? add.error)!.message}</FormAlert>}
      {q !== '' && (
        <ul aria-label={t('till.results')} className="flex flex-col">
          {matches.map((c) => (
            <li key={c.customer_id}>
              <button type="button" className={ROW} onClick={c.attach}>
                <span className="min-w-0 flex-1 truncate">{c.name || t('noName')}</span>
                <span className="text-sm text-gray-500 tabular-nums">{c.phone}</span>
              </button>
            </li>
          ))}
          {typed.kind === 'phone' && phoneIsNew && offline && (
            <li className="px-3 py-2 text-sm text-gray-500">{t('till.notKept')}</li>
          )}
          {typed.kind === 'phone' && phoneIsNew && !offline && !searching && (
            <li>
              <button
                type="button"
                className={`${ROW} font-medium text-emerald-700`}
                disabled={add.isPending}
                onClick={() => add.mutate({ phone: typed.phone }, { onSuccess: attach })}
              >
                <UserPlus aria-hidden="true" className="size-5" />
                {t('till.addPhone', { phone: typed.phone })}
              </button>
            </li>
          )}
          {typed.kind === 'name' && matches.length === 0 && !searching && (
            <li className="px-3 py-2 text-sm text-gray-500">{t('till.none')}</li>
          )}
        </ul>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner
            open
            onDetected={(code) => {
              const read = pickerInput(code);
              if (read.kind === 'member') byMember(read.code);
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
