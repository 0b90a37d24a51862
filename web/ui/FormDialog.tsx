import type { FormEvent, ReactNode, RefObject } from 'react';
import { useId, useRef } from 'react';
import { Button } from './Button';
import { DIALOG_CLASSES, useModalDialog } from './ConfirmDialog';

/**
 * A small modal form (a price, a discount): a title, the fields, a secondary button (Cancel or Remove) and
 * the submit button. Escape, Android back and a tap on the backdrop dismiss it; `initialFocus` is focused
 * when it opens (the first field, so the number pad comes up).
 */
export function FormDialog({
  title,
  initialFocus,
  onDismiss,
  onSubmit,
  secondary,
  submitLabel,
  submitDisabled,
  children,
}: {
  title: string;
  initialFocus: RefObject<HTMLElement | null>;
  onDismiss(): void;
  onSubmit(): void;
  secondary: { label: string; onClick(): void };
  submitLabel: string;
  submitDisabled: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, initialFocus, onDismiss);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!submitDisabled) onSubmit();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`${DIALOG_CLASSES} max-w-[360px]`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4 px-5 pt-6 pb-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={secondary.onClick}>
            {secondary.label}
          </Button>
          <Button type="submit" variant="primary" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** The large amount field of a FormDialog, with an optional "$" before the figure. */
export const AMOUNT_INPUT_CLASSES =
  'h-14 w-full rounded-2xl border-2 border-gray-300 bg-white pr-4 text-2xl font-bold tabular-nums focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none';
