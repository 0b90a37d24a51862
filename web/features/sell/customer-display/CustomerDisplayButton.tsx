import { MonitorSmartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

// the pairing sheet and its QR load when first opened, never with the till (docs/decisions/0278-customer-display.md)
const PairDisplaySheet = lazy(() => import('./PairDisplaySheet'));

/** The till header's "Customer display" action: pair a second device facing the customer, or unpair it. */
export function CustomerDisplayButton({
  className,
  onClosed,
}: {
  className: string;
  /** the sheet closed: the till sends what it shows, so a display paired meanwhile shows it at once */
  onClosed?: () => void;
}) {
  const { t } = useTranslation('customerDisplay');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('action')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MonitorSmartphone aria-hidden="true" className="size-5" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PairDisplaySheet
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) onClosed?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
