import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_INPUT_CLASSES, FormDialog } from '../../ui/FormDialog';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const price = parseAmount(text);
  const valid = price !== null && price > 0;

  return (
    <FormDialog
      title={t('openPrice.title', { name })}
      initialFocus={inputRef}
      onDismiss={onCancel}
      onSubmit={() => price !== null && onPrice(price)}
      secondary={{ label: t('openPrice.cancel'), onClick: onCancel }}
      submitLabel={t('openPrice.add')}
      submitDisabled={!valid}
    >
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
            className={`${AMOUNT_INPUT_CLASSES} pl-10`}
          />
        </span>
      </label>
      {text.trim() !== '' && !valid && (
        <p role="alert" className="text-sm text-red-700">
          {t('openPrice.invalid')}
        </p>
      )}
    </FormDialog>
  );
}
