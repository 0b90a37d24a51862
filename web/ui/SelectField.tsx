import { useId } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled native select, as the text fields look: the phone's own picker opens on tap, which is what shoppers
 * and sellers know. Used for a product's unit, an address's area and the kind of FPS identifier.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange(next: T): void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {/* text-base (16px): smaller text makes iOS Safari zoom in on focus */}
      <select
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value as T)}
        className="h-11 rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-xs focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
