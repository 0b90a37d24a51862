import { useRef, useState } from 'react';
import type { Discount } from '../../../contract/discounts';
import { fromCents, toCents } from '../../../contract/money';
import { useTranslation } from '../../i18n/use-translation';
import { AMOUNT_INPUT_CLASSES, FormDialog } from '../../ui/FormDialog';
import { Segmented } from '../../ui/Segmented';
import { formatPrice } from '../Price';
import { parseAmount } from './cash-math';

type Kind = 'amount' | 'percent';

/**
 * A discount of one line or of the bill (docs/decisions/0232-till-discounts.md): dollars or a percentage, never
 * more than what it applies to; Remove takes a given one away.
 */
export function DiscountDialog({
  title,
  baseCents,
  current,
  onApply,
  onClose,
}: {
  title: string;
  /** what the discount applies to, in cents: the most an amount may take off */
  baseCents: number;
  current: Discount | null;
  onApply(discount: Discount | null): void;
  onClose(): void;
}) {
  const { t } = useTranslation('pos');
  const inputRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind>(current && 'percent' in current ? 'percent' : 'amount');
  const [text, setText] = useState(
    current ? String('percent' in current ? current.percent : current.amount) : '',
  );
  const value = parseAmount(text);
  const problem =
    text.trim() === ''
      ? null
      : value === null || value <= 0
        ? t('discount.invalid')
        : kind === 'percent' && value > 100
          ? t('discount.tooManyPercent')
          : kind === 'amount' && toCents(value) > baseCents
            ? t('discount.tooMuch', { most: formatPrice(fromCents(baseCents)) })
            : null;
  const valid = value !== null && value > 0 && problem === null;

  return (
    <FormDialog
      title={title}
      initialFocus={inputRef}
      onDismiss={onClose}
      onSubmit={() => value !== null && onApply(kind === 'amount' ? { amount: value } : { percent: value })}
      secondary={
        current
          ? { label: t('discount.remove'), onClick: () => onApply(null) }
          : { label: t('discount.cancel'), onClick: onClose }
      }
      submitLabel={t('discount.apply')}
      submitDisabled={!valid}
    >
      <Segmented
        label={t('discount.kind')}
        options={[
          { value: 'amount' as const, label: t('discount.amount') },
          { value: 'percent' as const, label: t('discount.percent') },
        ]}
        value={kind}
        onChange={(v) => setKind(v as Kind)}
      />
      <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-800">
        {kind === 'amount' ? t('discount.amountLabel') : t('discount.percentLabel')}
        <input
          ref={inputRef}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          className={`${AMOUNT_INPUT_CLASSES} pl-4`}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
