import { X } from 'lucide-react';
import { useState } from 'react';
import { fromCents, toCents } from '../../../contract/money';
import { remainingCents, settleTender } from '../../../contract/split-payments';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { formatPrice } from '../Price';
import { parseAmount } from './cash-math';

/** a method a part can be paid by: its id on the wire (`cash`, `fps` or a code id), its kind and its name */
export interface SplitWay {
  id: string;
  kind: string;
  label: string;
}

/** a part taken: for cash the cash handed over, for any other method what it pays */
export interface SplitPart extends SplitWay {
  amountCents: number;
  /** a key of its own, for the list */
  key: number;
}

/** what the parts come to against the bill (contract/split-payments.ts), as the server will record them */
export function splitState(billCents: number, parts: readonly SplitPart[], rounds: boolean) {
  const tender = parts.map((p) => ({ kind: p.kind, amountCents: p.amountCents }));
  const left = remainingCents(billCents, tender, rounds);
  const settled = left === 0 && parts.length > 0 ? settleTender(billCents, tender, rounds) : null;
  return { left, settled };
}

/**
 * The parts of a split payment being taken (docs/decisions/0281-split-payments.md): the remaining amount, the parts
 * with their remove buttons and the change, then the next part's method and amount (the remaining amount by
 * default). Every figure comes from contract/split-payments.ts. Used by the online and the offline till; the texts are the `pos`
 * namespace's, as the online split screen's.
 */
export function SplitTender({
  billCents,
  rounds,
  ways: allWays,
  parts,
  onParts,
}: {
  /** the bill, exact (before any cash rounding) */
  billCents: number;
  /** the shop rounds cash to 10¢ */
  rounds: boolean;
  ways: readonly SplitWay[];
  parts: readonly SplitPart[];
  onParts: (parts: SplitPart[]) => void;
}) {
  const { t } = useTranslation('pos');
  const [wayId, setWayId] = useState('cash');
  const [text, setText] = useState('');
  const { left, settled } = splitState(billCents, parts, rounds);
  // one cash part: the cash is handed over as one
  const ways = allWays.filter((w) => w.kind !== 'cash' || !parts.some((p) => p.kind === 'cash'));
  const way = ways.find((w) => w.id === wayId) ?? ways[0];
  const typed =
    text.trim() === ''
      ? left
      : (() => {
          const n = parseAmount(text);
          return n === null ? null : toCents(n);
        })();
  // other methods pay at most what remains: only cash gives change
  const tooMuch = typed !== null && way?.kind !== 'cash' && typed > left;
  const canAdd = way !== undefined && typed !== null && typed > 0 && !tooMuch && left > 0;

  function add() {
    if (!canAdd || !way || typed === null) return;
    onParts([...parts, { ...way, amountCents: typed, key: (parts.at(-1)?.key ?? 0) + 1 }]);
    setText('');
    setWayId(way.kind === 'cash' ? (ways.find((w) => w.kind !== 'cash')?.id ?? 'cash') : 'cash');
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="flex justify-between rounded-xl bg-gray-900 px-4 py-3 text-white">
        <span>{t('split.remaining')}</span>
        <span className="text-xl font-bold tabular-nums" data-testid="split-remaining">
          {formatPrice(fromCents(left))}
        </span>
      </p>
      {parts.length > 0 && (
        <ul
          aria-label={t('split.parts')}
          className="flex flex-col divide-y divide-gray-100 rounded-xl bg-white ring-1 ring-gray-200"
        >
          {parts.map((p, i) => (
            <li key={p.key} className="flex min-h-12 items-center gap-3 px-3">
              <span className="flex-1 font-semibold text-gray-900">
                {p.kind === 'cash' ? t('split.cashHanded') : p.label}
              </span>
              <span className="tabular-nums">{formatPrice(fromCents(p.amountCents))}</span>
              <button
                type="button"
                onClick={() => onParts(parts.filter((_, j) => j !== i))}
                aria-label={t('split.remove', { method: p.label })}
                className="flex size-11 items-center justify-center rounded-xl text-gray-500 hover:bg-gray-100"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
          {settled?.ok && settled.changeCents > 0 && (
            <li className="flex min-h-12 items-center px-3 text-lg font-bold text-gray-900">
              <span className="flex-1">{t('cash.change')}</span>
              <span className="tabular-nums" data-testid="split-change">
                {formatPrice(fromCents(settled.changeCents))}
              </span>
            </li>
          )}
        </ul>
      )}
      {left > 0 && (
        <div className="flex flex-col gap-3">
          <fieldset>
            <legend className="pb-2 text-sm font-semibold text-gray-900">{t('split.nextMethod')}</legend>
            <div className="flex flex-wrap gap-2">
              {ways.map((w) => (
                <label
                  key={w.id}
                  className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-semibold ring-1 ring-gray-300 has-checked:bg-gray-900 has-checked:text-white"
                >
                  <input
                    type="radio"
                    name="split-method"
                    className="sr-only"
                    checked={way?.id === w.id}
                    onChange={() => setWayId(w.id)}
                  />
                  {w.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor="split-amount" className="text-sm font-semibold text-gray-900">
            {way?.kind === 'cash' ? t('cash.tendered') : t('split.amount')}
          </label>
          <input
            id="split-amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            placeholder={fromCents(left).toFixed(2)}
            aria-invalid={tooMuch || typed === null || undefined}
            className="h-14 w-full rounded-2xl border-2 border-gray-300 bg-white px-4 text-2xl font-bold tabular-nums focus:border-brand focus:outline-none"
          />
          {tooMuch && <FormAlert>{t('split.tooMuch')}</FormAlert>}
          <Button variant="secondary" disabled={!canAdd} onClick={add}>
            {t('split.add', { amount: typed === null ? '' : formatPrice(fromCents(typed)) })}
          </Button>
        </div>
      )}
    </div>
  );
}
