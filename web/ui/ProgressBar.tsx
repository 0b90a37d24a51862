import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface ProgressBarProps {
  /** Fraction done, 0..1 (clamped). */
  value: number;
  /** Visible label, also the progress bar's accessible name. */
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

export function ProgressBar({ value, label, hideLabel, className }: ProgressBarProps) {
  const { i18n } = useTranslation('ui');
  const labelId = useId();
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(fraction * 100);
  const text = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100);
  return (
    <div className={className}>
      <div className={hideLabel ? 'sr-only' : 'mb-1.5 flex justify-between text-sm text-gray-700'}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
