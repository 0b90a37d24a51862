import type { PrinterEncoding } from './cjk-bytes';
import type { PrinterLink } from './printer-link';
import type { Paper } from './receipt-layout';

/** What the seller chose for her receipt printer, kept on this device. */
export interface PrinterSettings {
  link: PrinterLink | null;
  encoding: PrinterEncoding;
  paper: Paper;
  /** "Open the cash drawer on cash sales": this till's drawer hangs off its printer (decision 0277) */
  openDrawerOnCash: boolean;
  /**
   * "This printer cannot print QR codes": the receipt's QR goes as a raster bit image (GS v 0) drawn from the QR's
   * modules instead of the printer's own QR command, which some cheap printers lack (they print nothing there)
   */
  qrAsImage: boolean;
}

const KEY = 'receiptPrinter';
/** Most 58 mm printers sold in Hong Kong take GB18030; Big5 models say so on their label. */
export const DEFAULT_PRINTER: PrinterSettings = {
  link: null,
  encoding: 'gb18030',
  paper: '58mm',
  openDrawerOnCash: false,
  qrAsImage: false,
};

export function readPrinterSettings(): PrinterSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PrinterSettings> | null;
    return { ...DEFAULT_PRINTER, ...(stored ?? {}) };
  } catch {
    return DEFAULT_PRINTER;
  }
}

export function savePrinterSettings(settings: PrinterSettings): void {
  localStorage.setItem(KEY, JSON.stringify(settings));
}

/**
 * The printer the seller chose in the browser's chooser, kept on this device so that a later page reconnects to it
 * without the chooser (docs/decisions/0277-cash-drawer-and-price-labels.md, "Remembering the printer"): what the
 * transport said of it when it connected (a Bluetooth device's id; a USB printer's serial number, vendor and
 * product; a serial port's USB vendor and product), which its `reconnect()` looks up again. Its own key: the sheets
 * save their settings whole, and must not bring back a printer the seller forgot.
 */
export interface RememberedPrinter {
  link: PrinterLink;
  name: string;
  device: Record<string, unknown>;
}

const DEVICE_KEY = 'receiptPrinterDevice';

export function readRememberedPrinter(): RememberedPrinter | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as RememberedPrinter | null;
    return stored && typeof stored.link === 'string' && stored.device ? stored : null;
  } catch {
    return null;
  }
}

export function saveRememberedPrinter(printer: RememberedPrinter | null): void {
  if (printer) localStorage.setItem(DEVICE_KEY, JSON.stringify(printer));
  else localStorage.removeItem(DEVICE_KEY);
}
