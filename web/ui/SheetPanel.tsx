import { X } from 'lucide-react';
import { useRef } from 'react';
import { Drawer } from 'vaul';
import { useTranslation } from '../i18n/use-translation';
import type { SheetProps } from './Sheet';

/**
 * Bottom sheet (vaul Drawer, on Radix Dialog): swipe down, tap the backdrop, tap the handle,
 * press Escape or the close button to close. Focus moves into the sheet and back on close.
 */
export default function SheetPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideTitle,
}: SheetProps) {
  const { t } = useTranslation('ui');
  // Where the pointer went down on the handle: a tap closes, the click that ends a drag does not.
  const pressAt = useRef<{ x: number; y: number } | null>(null);
  // Radix returns focus to a Drawer.Trigger; our sheets open from state, so remember the opener.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    // vaul does not move focus into the drawer unless autoFocus is set.
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Drawer.Content
          // Radix warns about a missing description unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] max-w-[480px] flex-col rounded-t-2xl bg-white shadow-2xl outline-none"
        >
          <div className="relative flex justify-center pt-2.5 pb-1">
            {/* vaul 1.1.2's handle does not close on tap without snap points, so we close ourselves. */}
            <Drawer.Handle
              className="h-1.5! w-10! bg-gray-300!"
              onPointerDownCapture={(e) => {
                pressAt.current = { x: e.clientX, y: e.clientY };
              }}
              onClick={(e) => {
                const start = pressAt.current;
                pressAt.current = null;
                if (!start || Math.hypot(e.clientX - start.x, e.clientY - start.y) < 8) onOpenChange(false);
              }}
            />
            {hideTitle && (
              // Without a header the close button only shows when reached by keyboard.
              <div className="absolute top-2 right-3">
                <CloseButton label={t('close')} className="bg-white shadow-md not-focus-visible:sr-only" />
              </div>
            )}
          </div>
          {hideTitle ? (
            <div className="sr-only">
              <Drawer.Title>{title}</Drawer.Title>
              {description && <Drawer.Description>{description}</Drawer.Description>}
            </div>
          ) : (
            <div className="flex items-start gap-2 px-4 pt-1 pb-2">
              <div className="min-w-0 flex-1 pt-2">
                <Drawer.Title className="text-lg font-semibold text-gray-900">{title}</Drawer.Title>
                {description && (
                  <Drawer.Description className="mt-0.5 text-sm text-gray-500">
                    {description}
                  </Drawer.Description>
                )}
              </div>
              <CloseButton label={t('close')} className="-mr-1" />
            </div>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

/** First focusable element of the sheet, so opening it focuses this rather than popping up a keyboard. */
function CloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Drawer.Close
      aria-label={label}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
    </Drawer.Close>
  );
}
