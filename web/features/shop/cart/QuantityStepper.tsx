import { Minus, Plus } from 'lucide-react';
import { useRef } from 'react';
import { addQuantities, formatQuantity } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';

export interface QuantityStepperProps {
  value: number;
  /** upper bound (units in stock); null when unknown */
  max: number | null;
  onChange(next: number): void;
  /** a step refused at a bound, with the docs/product.md §5 message to show */
  onRefuse(message: string): void;
  /** what the quantity is of, for screen readers ("Quantity of Dried scallops") */
  label: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** what one tap adds or takes: 1, or a weighed product's online step (0.25 catty; decision 0233) */
  step?: number;
  /** the unit after the number for a weighed product ("0.75 catty") */
  unitText?: string;
}

/**
 * The quantity stepper (docs/product.md §5): never below 1 ("The quantity cannot be less than 1.") nor above
 * the stock ("The quantity cannot exceed the stock quantity:{n}"). The buttons stay tappable at
 * the bounds so the shopper learns why nothing happened.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  onRefuse,
  label,
  size = 'md',
  disabled = false,
  step = 1,
  unitText,
}: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  // the quantity as the taps left it: two taps before React draws the first (a busy phone, or taps held while a
  // server-drawn page is taken over and then replayed) each count, from the last one's result, not both from the
  // same drawn `value` (0.25 + two taps gave 0.5). Each render starts again from what the parent holds.
  const latest = useRef(value);
  latest.current = value;
  const by = (delta: number) => {
    const current = latest.current;
    if (delta < 0 && current <= step) {
      onRefuse(step === 1 ? t('stepper.min') : t('stepper.minAmount', { amount: formatQuantity(step) }));
      return;
    }
    if (delta > 0 && max !== null && addQuantities(current, step) > max) {
      onRefuse(t('stepper.max', { n: formatQuantity(max) }));
      return;
    }
    latest.current = addQuantities(current, delta);
    onChange(latest.current);
  };
  const button =
    size === 'sm'
      ? 'flex size-9 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 active:bg-gray-200'
      : 'flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 active:bg-gray-200';
  const atMin = value <= step;
  // another step would pass the stock (for pieces: at the stock)
  const atMax = max !== null && addQuantities(value, step) > max;
  return (
    <fieldset
      aria-label={label}
      className="inline-flex items-center rounded-full border border-gray-200 bg-white"
    >
      <button
        type="button"
        className={`${button} ${atMin ? 'text-gray-300' : ''} focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40`}
        aria-label={t('stepper.decrease')}
        disabled={disabled}
        onClick={() => by(-step)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={t('stepper.value', { count: value })}
        className={`min-w-8 text-center font-semibold tabular-nums text-gray-900 ${size === 'sm' ? 'text-sm' : 'text-base'}`}
      >
        {formatQuantity(value)}
        {unitText && <span className="ml-1 text-xs font-normal text-gray-600">{unitText}</span>}
      </output>
      <button
        type="button"
        className={`${button} ${atMax ? 'text-gray-300' : ''} focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40`}
        aria-label={t('stepper.increase')}
        disabled={disabled}
        onClick={() => by(step)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
