import { Banknote, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';
import { drawerPulse } from './drawer-pulse';
import { DrawerSwitch, PrinterChoices } from './PrinterChoices';
import { availableLinks, connectedPrinter, connectPrinter, type PrinterLink } from './printer-link';
import { type PrinterSettings, readPrinterSettings, savePrinterSettings } from './printer-settings';

/**
 * The till's printer and cash drawer (docs/decisions/0277-cash-drawer-and-price-labels.md): the printer's language
 * and paper, "Open the cash drawer on cash sales", and "Open drawer" for giving change or counting the cash.
 */
export function PrinterSettingsButton({ className }: { className: string }) {
  const { t } = useTranslation('printer');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<PrinterSettings>(readPrinterSettings);
  const [busy, setBusy] = useState(false);
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
      setBusy(false);
    }
  }

  const via = settings.link && links.includes(settings.link) ? settings.link : links[0];

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setSettings(readPrinterSettings());
          setOpen(true);
        }}
        aria-label={t('settings.button')}
        title={t('settings.button')}
      >
        <Printer aria-hidden="true" className="size-5" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title={t('settings.title')}>
        <div className="flex flex-col gap-4 px-4 pb-6">
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
