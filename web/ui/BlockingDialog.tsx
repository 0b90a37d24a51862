import { useId, useRef } from 'react';
import { DIALOG_CLASSES, useModalDialog } from './ConfirmDialog';
import { Spinner } from './Spinner';

export interface BlockingDialogProps {
  open: boolean;
  /** What is happening, e.g. "Generating description…"; also the dialog's accessible name. */
  message: string;
}

/**
 * A modal spinner that blocks the whole page (taps, keyboard, Escape) while a long task runs,
 * e.g. AI generation. Close it by setting `open` to false.
 */
export function BlockingDialog({ open, message }: BlockingDialogProps) {
  return open ? <OpenBlockingDialog message={message} /> : null;
}

function OpenBlockingDialog({ message }: { message: string }) {
  const messageId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const noFocus = useRef<HTMLElement>(null);
  // No onDismiss: Escape, back and backdrop taps do nothing.
  useModalDialog(dialogRef, noFocus);
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-busy="true"
      aria-labelledby={messageId}
      tabIndex={-1}
      className={`${DIALOG_CLASSES} max-w-[280px] outline-none`}
    >
      <div className="flex flex-col items-center gap-4 px-6 py-8 text-center">
        <Spinner size="lg" className="text-brand" />
        <p id={messageId} className="text-base font-medium">
          {message}
        </p>
      </div>
    </dialog>
  );
}
