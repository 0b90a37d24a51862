import type { RefObject } from 'react';
import { AMOUNT_INPUT_CLASSES } from './FormDialog';

/**
 * The large figure of a FormDialog (a price, a weight): its label, the input with "$" before it or a unit after
 * it, and what is wrong with it once something is typed. The dialog focuses `inputRef` when it opens.
 */
export function AmountField({
  label,
  value,
  onChange,
  inputRef,
  prefix,
  suffix,
  error,
}: {
  label: string;
  value: string;
  onChange(text: string): void;
  inputRef: RefObject<HTMLInputElement | null>;
  prefix?: string;
  suffix?: string;
  /** shown (and the input marked invalid) while something typed is not acceptable */
  error?: string | null;
}) {
  const invalid = value.trim() !== '' && Boolean(error);
  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-800">
        {label}
        <span className="relative">
          {prefix && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-2xl font-semibold text-gray-500"
            >
              {prefix}
            </span>
          )}
          <input
            ref={inputRef}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={invalid || undefined}
            className={`${AMOUNT_INPUT_CLASSES} ${prefix ? 'pl-10' : 'pl-4'} ${suffix ? 'pr-20' : ''}`}
          />
          {suffix && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-xl font-semibold text-gray-500"
            >
              {suffix}
            </span>
          )}
        </span>
      </label>
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
