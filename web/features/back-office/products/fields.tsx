import { type ComponentProps, type ReactNode, useId } from 'react';
import { SIZES } from '../../../../contract/products';
import { UNITS, type Unit } from '../../../../contract/units';
import { useTranslation } from '../../../i18n/use-translation';
import { SelectField } from '../../../ui/SelectField';
import type { Size } from './draft';

/** A text input with a fixed prefix or suffix inside the box (HK$, %), labelled by its visible label. */
export function AffixField({
  label,
  prefix,
  suffix,
  hint,
  required,
  className,
  ...rest
}: { label: string; prefix?: string; suffix?: string; hint?: ReactNode } & ComponentProps<'input'>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex h-11 items-center overflow-hidden rounded-xl border border-gray-300 bg-white shadow-xs focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/25">
        {prefix && (
          <span aria-hidden="true" className="pl-3 text-base text-gray-500">
            {prefix}
          </span>
        )}
        <input
          id={id}
          aria-describedby={hintId}
          aria-required={required || undefined}
          className={`h-full min-w-0 flex-1 bg-transparent text-base text-gray-900 tabular-nums placeholder:text-gray-400 focus:outline-none ${prefix ? 'pl-1.5' : 'pl-3.5'} ${suffix ? 'pr-1' : 'pr-3.5'}`}
          {...rest}
        />
        {suffix && (
          <span aria-hidden="true" className="pr-3 text-base text-gray-500">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** No size / S / M / L as a segmented control (a radio group: arrow keys move between sizes). */
export function SizeControl({
  label,
  value,
  onChange,
  noneLabel,
}: {
  label: string;
  value: Size | null;
  onChange(next: Size | null): void;
  noneLabel: string;
}) {
  const name = useId();
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-gray-800">
        {label}
      </span>
      <div className="grid grid-cols-4 gap-1 rounded-xl bg-gray-100 p-1">
        {[null, ...SIZES].map((size) => {
          const checked = value === size;
          return (
            <label
              key={size ?? 'none'}
              className={`relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand ${checked ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900'}`}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(size)}
                className="sr-only"
              />
              {size ?? noneLabel}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** What price, cost and stock are per: by the piece or by a weight unit (docs/decisions/0233-units-and-weight.md). */
export function UnitSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Unit;
  onChange(next: Unit): void;
}) {
  const { t } = useTranslation('products');
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
    />
  );
}
