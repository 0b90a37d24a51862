import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../ui/FormAlert';

/**
 * The till's PIN keys (docs/decisions/0280-staff-pins-and-roles.md): 4 dots and a 3×4 pad; the fourth digit hands
 * the PIN over and the dots empty again once it has been checked (a wrong PIN: type again). Used by the till's lock
 * and by a manager's approval.
 */
export function PinKeys({
  busy,
  error,
  onComplete,
}: {
  busy: boolean;
  error: string | null;
  onComplete(pin: string): Promise<void>;
}) {
  const { t } = useTranslation('staff');
  const [pin, setPin] = useState('');
  // the digits typed so far, read and written at each tap: taps that come before React draws the last one (a
  // busy phone, a fast thumb) each add their digit instead of all adding to the same stale `pin`
  const typed = useRef('');
  const show = (digits: string) => {
    typed.current = digits;
    setPin(digits);
  };

  function press(d: string) {
    if (typed.current.length === 4) return; // the PIN is being checked
    const next = typed.current + d;
    show(next);
    if (next.length === 4) void onComplete(next).finally(() => show(''));
  }

  return (
    <>
      <output aria-label={t('pinDigits')} className="text-2xl tracking-[0.5em]" data-testid="pin-dots">
        {'•'.repeat(pin.length).padEnd(4, '○')}
      </output>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="grid grid-cols-3 gap-2">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', '⌫'].map((d) =>
          d === '' ? (
            <span key="blank" />
          ) : (
            <button
              key={d}
              type="button"
              disabled={busy}
              aria-label={d === '⌫' ? t('erase') : d}
              onClick={() => (d === '⌫' ? show(typed.current.slice(0, -1)) : press(d))}
              className="h-14 w-20 rounded-lg border border-gray-300 bg-white text-xl active:bg-gray-100"
            >
              {d}
            </button>
          ),
        )}
      </div>
    </>
  );
}
