import { useState } from 'react';
import { TextField } from './TextField';

/** a report's range of Hong Kong days (YYYY-MM-DD), each end changed on its own */
export interface DateRange {
  from: string;
  to: string;
  setFrom(value: string): void;
  setTo(value: string): void;
}

/** The range a report starts with, held in state for `DateRangeFields`. */
export function useDateRange(firstFrom: () => string, firstTo: () => string): DateRange {
  const [from, setFrom] = useState(firstFrom);
  const [to, setTo] = useState(firstTo);
  return { from, to, setFrom, setTo };
}

/** Two date fields side by side, From and To: the range of a report or a list. */
export function DateRangeFields({
  range,
  fromLabel,
  toLabel,
}: {
  range: DateRange;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <div className="flex gap-2">
      <DateField label={fromLabel} value={range.from} onChange={range.setFrom} />
      <DateField label={toLabel} value={range.to} onChange={range.setTo} />
    </div>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextField
      label={label}
      wrapperClassName="min-w-0 flex-1"
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
