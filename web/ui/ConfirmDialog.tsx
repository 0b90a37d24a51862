import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './Button';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * Shows a native <dialog> as a modal while mounted: the browser makes the rest of the page
 * inert and puts the dialog in the top layer (above sheets and sticky headers, whatever the
 * parent's transform or overflow). Escape and Tab are handled on window in the capture phase,
 * so an enclosing vaul Sheet (Radix listens on document) does not also close on Escape.
 *
 * `onDismiss` runs on Escape, Android back and backdrop taps; without it the dialog cannot be
 * dismissed at all (BlockingDialog).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  onDismiss?: () => void,
) {
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let mounted = true;
    dialog.showModal();
    (initialFocus.current ?? dialog).focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        dismissRef.current?.();
      } else if (e.key === 'Tab') {
        // Keep focus on the dialog's own controls (browsers would let it reach the address bar).
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        e.preventDefault();
        if (items.length === 0) return;
        const at = items.indexOf(document.activeElement as HTMLElement);
        const next = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
        items[next]?.focus();
      }
    };
    // A close request that skipped keydown (Android back gesture): treat it as a dismiss.
    const onCancel = (e: Event) => {
      e.preventDefault();
      dismissRef.current?.();
    };
    // The browser may still close the dialog (repeated close requests can't be cancelled):
    // re-open it while the component is mounted, its `open` prop is the truth.
    const onClose = () => {
      if (!mounted) return;
      dismissRef.current?.();
      if (mounted && dialog.isConnected && !dialog.open) dialog.showModal();
    };
    // The dialog has no padding of its own, so a click on the element itself is on the backdrop.
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) dismissRef.current?.();
    };
    window.addEventListener('keydown', onKeyDown, true);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      mounted = false;
      window.removeEventListener('keydown', onKeyDown, true);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, [dialogRef, initialFocus]);
}

/** Classes for a centred native modal dialog (add a max-w-*); padding lives on an inner element so a click on the dialog itself is a backdrop click. */
export const DIALOG_CLASSES =
  'm-auto w-[calc(100%-3rem)] overflow-visible rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/45';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** danger: red confirm button, and Cancel gets the initial focus. */
  tone?: 'danger' | 'default';
  /** Shows a spinner on the confirm button and disables both while the action runs. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted only while open, so the native dialog is shown/closed by the effect's lifecycle.
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // WAI-ARIA: for destructive actions, focus the least destructive choice first.
  useModalDialog(dialogRef, tone === 'danger' ? cancelRef : confirmRef, busy ? undefined : onCancel);

  // If `busy` disables the focused button, keep focus inside the dialog.
  useEffect(() => {
    if (!busy) return;
    dialogRef.current?.focus();
  }, [busy]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      tabIndex={-1}
      className={`${DIALOG_CLASSES} max-w-[360px]`}
    >
      <div className="px-5 pt-6 pb-5 text-center">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {message && (
          <div id={messageId} className="mt-2 text-sm text-gray-600">
            {message}
          </div>
        )}
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
