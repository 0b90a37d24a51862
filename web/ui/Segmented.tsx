/** A row of mutually exclusive buttons (period, channel, metric): the pressed one is the value. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange(v: T): void;
}) {
  return (
    <fieldset className="flex rounded-xl bg-gray-100 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className="min-h-11 flex-1 rounded-lg px-2 text-sm font-medium text-gray-700 aria-pressed:bg-white aria-pressed:font-semibold aria-pressed:text-gray-900 aria-pressed:shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
