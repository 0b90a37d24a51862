import { Banknote, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';
import { drawerPulse } from './drawer-pulse';
import { DrawerSwitch, PrinterChoices } from './PrinterChoices';
import {
  availableLinks,
  connectedPrinter,
  connectPrinter,
  forgetPrinter,
  type PrinterLink,
} from './printer-link';
import {
  type PrinterSettings,
  readPrinterSettings,
  readRememberedPrinter,
  savePrinterSettings,
} from './printer-settings';

/**
 * The till's printer and cash drawer (docs/decisions/0277-cash-drawer-and-price-labels.md): the printer's language
 * and paper, "Open the cash drawer on cash sales", "Open drawer" for giving change or counting the cash, and the
 * printer remembered on this device with "Forget this printer".
 */
export function PrinterSettingsButton({ className }: { className: string }) {
  const { t } = useTranslation('printer');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<PrinterSettings>(readPrinterSettings);
  const [busy, setBusy] = useState(false);
  const [remembered, setRemembered] = useState(readRememberedPrinter);
  const links = availableLinks();

  function change(patch: Partial<PrinterSettings>) {
    const next = { ...readPrinterSettings(), ...settings, ...patch };
    setSettings(next);
    savePrinterSettings(next);
  }

  async function openDrawer(via: PrinterLink) {
    setBusy(true);
    try {
      const printer = connectedPrinter() ?? (await connectPrinter(via));
      if (settings.link !== via) change({ link: via });
      await printer.print(drawerPulse());
      toast.show(t('drawer.opened', { name: printer.name }), { tone: 'success', durationMs: 2000 });
    } catch {
      toast.show(t('notConnected'), { tone: 'danger', durationMs: 4000 });
    } finally {
      setRemembered(readRememberedPrinter());
      setBusy(false);
    }
  }

  async function forget() {
    const name = remembered?.name ?? '';
    await forgetPrinter();
    setRemembered(null);
    toast.show(t('remembered.forgotten', { name }), { tone: 'success', durationMs: 2000 });
  }

  // the remembered printer's link first: it reconnects without the chooser
  const usable = (link: PrinterLink | null | undefined) => (link && links.includes(link) ? link : null);
  const via = usable(remembered?.link) ?? usable(settings.link) ?? links[0];

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setSettings(readPrinterSettings());
          setRemembered(readRememberedPrinter());
          setOpen(true);
        }}
        aria-label={t('settings.button')}
        title={t('settings.button')}
      >
        <Printer aria-hidden="true" className="size-5" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title={t('settings.title')}>
        <div className="flex flex-col gap-4 px-4 pb-6">
          {remembered && (
            <div className="flex items-center justify-between gap-3 rounded-xl bg-gray-50 p-3">
              <span className="flex min-w-0 flex-col">
                <span className="text-xs text-gray-600">{t('remembered.label')}</span>
                <span className="truncate font-semibold text-gray-900" data-testid="remembered-printer">
                  {remembered.name}
                </span>
              </span>
              <Button variant="secondary" disabled={busy} onClick={() => void forget()}>
                {t('remembered.forget')}
              </Button>
            </div>
          )}
          <PrinterChoices settings={settings} onChange={change} />
          <DrawerSwitch settings={settings} onChange={change} />
          {via ? (
            <Button
              size="lg"
              variant="secondary"
              loading={busy}
              disabled={busy}
              onClick={() => void openDrawer(via)}
            >
              <Banknote aria-hidden="true" className="size-5" />
              {t('drawer.open')}
            </Button>
          ) : (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {t('drawer.unsupported')}
            </p>
          )}
          <p className="text-sm text-gray-600">{t('drawer.hint')}</p>
        </div>
      </Sheet>
    </>
  );
}
