import { TextField } from './TextField';

/** Two date fields side by side, From and To (Hong Kong days as YYYY-MM-DD): the range of a report or a list. */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
  fromLabel,
  toLabel,
}: {
  from: string;
  to: string;
  onFrom(value: string): void;
  onTo(value: string): void;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <div className="flex gap-2">
      <TextField
        label={fromLabel}
        wrapperClassName="min-w-0 flex-1"
        type="date"
        value={from}
        onChange={(e) => onFrom(e.target.value)}
      />
      <TextField
        label={toLabel}
        wrapperClassName="min-w-0 flex-1"
        type="date"
        value={to}
        onChange={(e) => onTo(e.target.value)}
      />
    </div>
  );
}
