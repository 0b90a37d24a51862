import { Bluetooth, Printer, Usb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../../../contract/receipts';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';
import type { PrinterEncoding } from './cjk-bytes';
import { escposReceipt } from './escpos';
import { availableLinks, connectPrinter, type PrinterLink } from './printer-link';
import { type PrinterSettings, readPrinterSettings, savePrinterSettings } from './printer-settings';
import { receiptLabels } from './receipt-labels';
import { PAPER_COLUMNS, type Paper, receiptLines } from './receipt-layout';

const LINK_ICONS = { bluetooth: Bluetooth, usb: Usb, serial: Printer } as const;
const ENCODINGS: PrinterEncoding[] = ['gb18030', 'big5', 'ascii'];
const ROLLS: Paper[] = ['58mm', '80mm'];

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
      await printer.print(escposReceipt(lines, settings.encoding, PAPER_COLUMNS[settings.paper]));
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
              <Choice
                legend={t('language')}
                options={ENCODINGS.map((e) => ({ value: e, label: t(`encodings.${e}`) }))}
                value={settings.encoding}
                onChange={(encoding) => change({ encoding })}
              />
              <Choice
                legend={t('paper')}
                options={ROLLS.map((p) => ({ value: p, label: t(`papers.${p}`) }))}
                value={settings.paper}
                onChange={(paper) => change({ paper })}
              />
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

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ${value === o.value ? 'bg-gray-900 text-white ring-gray-900' : 'bg-white text-gray-800 ring-gray-300'}`}
          >
            <input
              type="radio"
              name={legend}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
