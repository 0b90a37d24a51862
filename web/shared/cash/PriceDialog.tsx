import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DIALOG_CLASSES, useModalDialog } from '../../ui/ConfirmDialog';
import { parseAmount } from './cash-math';

/**
 * Asks the price of an open-price product as it is rung up (docs/decisions/0231-open-price.md): more than $0,
 * at most 2 decimals. Used by the till online and offline, so its text is the `pos` namespace's.
 */
export function PriceDialog({
  name,
  onCancel,
  onPrice,
}: {
  /** the product asked about; null: closed */
  name: string | null;
  onCancel(): void;
  onPrice(price: number): void;
}) {
  return name === null ? null : <OpenPriceDialog name={name} onCancel={onCancel} onPrice={onPrice} />;
}

function OpenPriceDialog({
  name,
  onCancel,
  onPrice,
}: {
  name: string;
  onCancel(): void;
  onPrice(p: number): void;
}) {
  const { t } = useTranslation('pos');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  useModalDialog(dialogRef, inputRef, onCancel);
  const price = parseAmount(text);
  const valid = price !== null && price > 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (valid) onPrice(price);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`${DIALOG_CLASSES} max-w-[360px]`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4 px-5 pt-6 pb-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('openPrice.title', { name })}
        </h2>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-800">
          {t('openPrice.label')}
          <span className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-2xl font-semibold text-gray-500"
            >
              $
            </span>
            <input
              ref={inputRef}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={(text.trim() !== '' && !valid) || undefined}
              className="h-14 w-full rounded-2xl border-2 border-gray-300 bg-white pr-4 pl-10 text-2xl font-bold tabular-nums focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
            />
          </span>
        </label>
        {text.trim() !== '' && !valid && (
          <p role="alert" className="text-sm text-red-700">
            {t('openPrice.invalid')}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('openPrice.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={!valid}>
            {t('openPrice.add')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
