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

type ControlProps = FieldOwnProps & { id?: string; className?: string; 'aria-describedby'?: string };

/**
 * Splits a field's props three ways, alike for TextField and TextArea: the frame's own (label, hint, error), the
 * control's ids wiring it to them, and the rest, handed to the control as they came.
 */
function useField<P extends ControlProps>({
  label,
  hideLabel,
  hint,
  error,
  wrapperClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: P) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByAll = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    frame: { controlId, hintId, errorId, props: { label, hideLabel, hint, error, wrapperClassName } },
    wiring: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByAll },
    /** the control's classes: its own (height, padding) between the shared ones and the caller's */
    classes: (own: string) => `${CONTROL} ${own} ${error ? INVALID : VALID} ${className ?? ''}`,
    rest,
  };
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

export function TextField(props: TextFieldProps) {
  const { frame, wiring, classes, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...wiring} className={classes('h-11')} {...rest} />
    </FieldFrame>
  );
}

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { frame, wiring, classes, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...wiring} rows={rows} className={classes('resize-y py-2.5')} {...rest} />
    </FieldFrame>
  );
}
