import { Bluetooth, Printer, Usb } from 'lucide-react';
import { useState } from 'react';
import type { Receipt } from '../../../../contract/receipts';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';
import { drawerOpenedFor, receiptOpensDrawer } from './cash-drawer';
import { escposReceipt } from './escpos';
import { DrawerSwitch, PrinterChoices } from './PrinterChoices';
import { availableLinks, connectPrinter, type PrinterLink } from './printer-link';
import { type PrinterSettings, readPrinterSettings, savePrinterSettings } from './printer-settings';
import { receiptLabels } from './receipt-labels';
import { PAPER_COLUMNS, receiptLines } from './receipt-layout';

export const LINK_ICONS = { bluetooth: Bluetooth, usb: Usb, serial: Printer } as const;

/**
 * "Receipt printer": prints a receipt on a 58 or 80 mm thermal printer over Bluetooth, USB or a serial port
 * (docs/decisions/0171-receipt-printing.md), with the QR code of its link. Where the browser reaches no
 * printer, the sheet says so and points at Print, Share and Copy link.
 */
export function ThermalPrinter({ receipt, link }: { receipt: Receipt; link: string | null }) {
  const { t } = useTranslation('printer');
  const { t: receiptsT, i18n } = useTranslation('receipts');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<PrinterSettings>(readPrinterSettings);
  const [busy, setBusy] = useState(false);
  const links = availableLinks();

  function change(patch: Partial<PrinterSettings>) {
    const next = { ...settings, ...patch };
    setSettings(next);
    savePrinterSettings(next);
  }

  async function print(via: PrinterLink) {
    change({ link: via });
    setBusy(true);
    try {
      const printer = await connectPrinter(via);
      const lines = receiptLines(receipt, receiptLabels(receiptsT, i18n.language), settings.paper, link);
      // a cash sale whose drawer did not open when it was paid (no printer connected yet) opens it now
      const openDrawer = receiptOpensDrawer(receipt.payment_method?.kind, receipt.sale_number);
      // a printer without the QR command gets the QR as a raster image, drawn by the QR library loaded only then
      const qrAsImage = settings.qrAsImage ? (await import('./qr-raster')).qrModules : undefined;
      await printer.print(
        escposReceipt(lines, settings.encoding, PAPER_COLUMNS[settings.paper], { openDrawer, qrAsImage }),
      );
      if (openDrawer) drawerOpenedFor(receipt.sale_number);
      toast.show(t('printed', { name: printer.name }), { tone: 'success', durationMs: 2000 });
      setOpen(false);
    } catch {
      toast.show(t('notConnected'), { tone: 'danger', durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="lg" block onClick={() => setOpen(true)}>
        <Printer aria-hidden="true" className="size-5" />
        {t('button')}
      </Button>
      <Sheet open={open} onOpenChange={setOpen} title={t('title')}>
        <div className="flex flex-col gap-4 px-4 pb-6">
          {links.length === 0 ? (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {t('unsupported')}
            </p>
          ) : (
            <>
              <PrinterChoices settings={settings} onChange={change} />
              <DrawerSwitch settings={settings} onChange={change} />
              <div className="flex flex-col gap-2">
                {links.map((via) => {
                  const Icon = LINK_ICONS[via];
                  return (
                    <Button
                      key={via}
                      size="lg"
                      variant={settings.link === via ? undefined : 'secondary'}
                      loading={busy && settings.link === via}
                      disabled={busy}
                      onClick={() => void print(via)}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {t(`links.${via}`)}
                    </Button>
                  );
                })}
              </div>
              <p className="text-sm text-gray-600">{t('hint')}</p>
            </>
          )}
        </div>
      </Sheet>
    </>
  );
}
