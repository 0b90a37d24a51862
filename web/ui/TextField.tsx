import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldOwnProps {
  label: string;
  /** Keeps the label for screen readers but hides it visually (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** When set the control is marked aria-invalid and the message is linked with aria-describedby. */
  error?: ReactNode;
  /** Classes for the wrapper (label + control + messages). */
  wrapperClassName?: string;
}

export type TextFieldProps = FieldOwnProps & ComponentProps<'input'>;
export type TextAreaProps = FieldOwnProps & ComponentProps<'textarea'>;

// text-base (16px) on the control: smaller text makes iOS Safari zoom in on focus.
const CONTROL =
  'w-full rounded-xl border bg-white px-3.5 text-base text-gray-900 placeholder:text-gray-400 shadow-xs ' +
  'transition-colors focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500';
const VALID = 'border-gray-300 focus:border-brand focus:ring-brand/25';
const INVALID = 'border-red-500 focus:border-red-500 focus:ring-red-500/25';

/** Ids and attributes shared by TextField and TextArea. */
function useField(id: string | undefined, props: FieldOwnProps, describedBy: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = props.hint ? `${controlId}-hint` : undefined;
  const errorId = props.error ? `${controlId}-error` : undefined;
  const describedByAll = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedByAll };
}

function FieldFrame({
  controlId,
  hintId,
  errorId,
  props,
  children,
}: {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  props: FieldOwnProps;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${props.wrapperClassName ?? ''}`}>
      <label
        htmlFor={controlId}
        className={props.hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-800'}
      >
        {props.label}
      </label>
      {children}
      {props.error && (
        <p id={errorId} className="text-sm text-red-600">
          {props.error}
        </p>
      )}
      {props.hint && (
        <p id={hintId} className="text-sm text-gray-500">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  hideLabel,
  hint,
  error,
  wrapperClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const own = { label, hideLabel, hint, error, wrapperClassName };
  const { controlId, hintId, errorId, describedByAll } = useField(id, own, describedBy);
  return (
    <FieldFrame controlId={controlId} hintId={hintId} errorId={errorId} props={own}>
      <input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByAll}
        className={`${CONTROL} h-11 ${error ? INVALID : VALID} ${className ?? ''}`}
        {...rest}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  wrapperClassName,
  id,
  className,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const own = { label, hideLabel, hint, error, wrapperClassName };
  const { controlId, hintId, errorId, describedByAll } = useField(id, own, describedBy);
  return (
    <FieldFrame controlId={controlId} hintId={hintId} errorId={errorId} props={own}>
      <textarea
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByAll}
        className={`${CONTROL} resize-y py-2.5 ${error ? INVALID : VALID} ${className ?? ''}`}
        {...rest}
      />
    </FieldFrame>
  );
}
