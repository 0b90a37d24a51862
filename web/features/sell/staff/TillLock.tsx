import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { keepOfflinePins, offlineUnlock } from './offline-pins';
import { PinKeys } from './PinKeys';
import { currentTill, holdTill, restoreTill, type TillHolder } from './till-session';
import { useLockTill, useStaffList, useUnlockTill } from './useStaff';

/**
 * The shared till's lock (docs/decisions/0280-staff-pins-and-roles.md): once the shop has staff, the till asks for
 * a PIN before selling, shows who is selling with a Switch button (two taps back to the PIN pad), and locks itself
 * after the shop's idle time. Without staff it shows the till as before.
 */
export function TillLock({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const staff = useStaffList();
  const lock = useLockTill();
  const [holder, setHolder] = useState<TillHolder | null>(() => restoreTill());
  const required = staff.data?.pin_required ?? false;
  const idleMs = (staff.data?.settings.idle_lock_seconds ?? 120) * 1000;

  useEffect(() => {
    if (staff.data)
      keepOfflinePins(
        staff.data.items.map((m) => ({ staff_id: m._id, name: m.name, permissions: m.permissions })),
        staff.data.offline_pins,
        staff.data.settings.discount_limit_percent,
      );
  }, [staff.data]);

  // the idle lock: any touch or key restarts it
  useEffect(() => {
    if (!required || !holder) return;
    let timer = setTimeout(end, idleMs);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(end, idleMs);
    };
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', touched);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', touched);
    };
  });

  function end() {
    if (currentTill()?.token) lock.mutate();
    holdTill(null);
    setHolder(null);
  }

  if (!required) return <>{children}</>;
  if (!holder) return <PinPad onUnlocked={setHolder} />;
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 bg-gray-50 px-4 py-1.5 text-sm">
        <span data-testid="till-holder">{t('sellingAs', { name: holder.name })}</span>
        <Button size="sm" variant="secondary" onClick={end}>
          <LockKeyhole size={16} aria-hidden />
          {t('switch')}
        </Button>
      </div>
      {children}
    </>
  );
}

/** the PIN pad: a member's name (optional), 4 digits, unlocked online, or offline with the kept verifiers */
export function PinPad({ onUnlocked, title }: { onUnlocked: (holder: TillHolder) => void; title?: string }) {
  const { t } = useTranslation('staff');
  const staff = useStaffList();
  const unlock = useUnlockTill();
  const [staffId, setStaffId] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  async function submit(digits: string) {
    setError(null);
    try {
      const answer = await unlock.mutateAsync({ pin: digits, ...(staffId ? { staff_id: staffId } : {}) });
      const holder = {
        token: answer.token,
        staffId: answer.staff._id,
        name: answer.staff.name,
        permissions: answer.staff.permissions,
      };
      holdTill(holder);
      onUnlocked(holder);
    } catch (err) {
      // no connection: the verifiers this till kept
      if (err instanceof ApiError && err.status === 0) {
        const member = await offlineUnlock(digits, staffId);
        if (member) {
          const holder = {
            token: '',
            staffId: member.staff_id,
            name: member.name,
            permissions: member.permissions,
          };
          holdTill(holder);
          onUnlocked(holder);
          return;
        }
        setError(t('wrongPin'));
      } else setError(err instanceof Error ? err.message : t('wrongPin'));
    }
  }

  // the locked till is the whole screen: its main landmark and its one h1 (what a screen reader jumps to)
  return (
    <main>
      <section
        className="mx-auto flex max-w-sm flex-col items-center gap-4 px-4 py-6"
        aria-labelledby="pin-title"
      >
        <h1 id="pin-title" className="text-lg font-semibold">
          {title ?? t('enterPin')}
        </h1>
        <div className="flex flex-wrap justify-center gap-2">
          {staff.data?.items.map((m) => (
            <button
              key={m._id}
              type="button"
              aria-pressed={staffId === m._id}
              onClick={() => setStaffId(staffId === m._id ? undefined : m._id)}
              className={`min-h-11 rounded-full border px-3 text-sm ${staffId === m._id ? 'border-brand-dark bg-pink-50' : 'border-gray-300'}`}
            >
              {m.name}
            </button>
          ))}
        </div>
        <PinKeys busy={unlock.isPending} error={error} onComplete={submit} />
        {/* a helper starting her shift clocks in from here (decision 0287) */}
        <Link to="/time-clock" className="min-h-11 px-3 py-2 text-sm font-medium text-brand-dark underline">
          {t('clockInOut')}
        </Link>
      </section>
    </main>
  );
}
