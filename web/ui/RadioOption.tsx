import type { ReactNode } from 'react';

/**
 * One option of a radio group held in state: a label around a native radio and what it shows (chip, card, star).
 * The radio is checked when `value` is the group's `selected`; choosing it hands `value` to `onChoose`.
 */
export function RadioOption<T extends string | number>({
  name,
  value,
  selected,
  onChoose,
  className,
  inputClassName,
  inputLabel,
  children,
}: {
  name: string;
  value: T;
  selected: T | null | undefined;
  onChoose(value: NoInfer<T>): void;
  /** the label's classes */
  className?: string;
  inputClassName?: string;
  /** the radio's own accessible name, where the label's content does not say it */
  inputLabel?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={selected === value}
        onChange={() => onChoose(value)}
        aria-label={inputLabel}
        className={inputClassName}
      />
      {children}
    </label>
  );
}
