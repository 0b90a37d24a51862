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
}

const KEY = 'receiptPrinter';
/** Most 58 mm printers sold in Hong Kong take GB18030; Big5 models say so on their label. */
export const DEFAULT_PRINTER: PrinterSettings = {
  link: null,
  encoding: 'gb18030',
  paper: '58mm',
  openDrawerOnCash: false,
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
