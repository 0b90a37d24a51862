import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AmountField } from '../../ui/AmountField';
import { FormDialog } from '../../ui/FormDialog';
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
      <AmountField
        label={t('openPrice.label')}
        prefix="$"
        value={text}
        onChange={setText}
        inputRef={inputRef}
        error={valid ? null : t('openPrice.invalid')}
      />
    </FormDialog>
  );
}
