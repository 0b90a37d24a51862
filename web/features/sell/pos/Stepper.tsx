import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

export interface StepperProps {
  /** the product's name, for the buttons' accessible names */
  name: string;
  value: number;
  max: number;
  onChange(next: number): void;
  /** at 1, the minus button removes the line (a bin icon) */
  removable?: boolean;
  onLimit?(kind: 'min' | 'max'): void;
}

const BUTTON =
  'flex size-11 items-center justify-center rounded-xl bg-gray-100 text-gray-900 active:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40';

/** − n + with 44 px buttons, bounded by 1 (or removal) and the stock. */
export function Stepper({ name, value, max, onChange, removable = true, onLimit }: StepperProps) {
  const { t } = useTranslation('pos');
  const atMax = value >= max;
  return (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        className={BUTTON}
        aria-label={value <= 1 && removable ? t('line.remove', { name }) : t('line.less', { name })}
        disabled={value <= 1 && !removable}
        onClick={() => {
          if (value <= 1 && !removable) return onLimit?.('min');
          onChange(value - 1);
        }}
      >
        {value <= 1 && removable ? (
          <Trash2 aria-hidden="true" className="size-5 text-red-600" />
        ) : (
          <Minus aria-hidden="true" className="size-5" />
        )}
      </button>
      <output
        aria-label={t('line.quantity', { name })}
        aria-live="polite"
        className="min-w-8 text-center text-lg font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        className={BUTTON}
        aria-label={t('line.more', { name })}
        aria-disabled={atMax || undefined}
        onClick={() => (atMax ? onLimit?.('max') : onChange(value + 1))}
      >
        <Plus aria-hidden="true" className={`size-5 ${atMax ? 'opacity-40' : ''}`} />
      </button>
    </div>
  );
}
