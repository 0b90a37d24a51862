import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { isEan13 } from '../../../../contract/scale-barcode-codes';
import { encodeForPrinter, type PrinterEncoding, plainMarks } from './cjk-bytes';
import { DRAWER_PULSE } from './drawer-pulse';
import type { PrintLine } from './receipt-layout';
import { center, textWidth, wrapText } from './text-width';

/** FS &: the printer reads two-byte Chinese characters from here on (the encoder's initialize turns it off). */
const CHINESE_MODE_ON = [0x1c, 0x26];

/**
 * ESC/POS commands for a receipt (docs/decisions/0171-receipt-printing.md): the encoder of
 * @point-of-sale/receipt-printer-encoder gives the commands (initialize, bold, double height, QR code, cut);
 * each line's text goes as raw bytes in the printer's encoding, since the encoder's code pages have no Chinese.
 */
export function escposReceipt(
  lines: PrintLine[],
  encoding: PrinterEncoding,
  columns: number,
  { openDrawer = false }: { openDrawer?: boolean } = {},
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, feedBeforeCut: 4 });
  encoder.initialize();
  if (encoding !== 'ascii') encoder.raw(CHINESE_MODE_ON);
  for (const line of lines) {
    if (line.kind === 'qr') {
      encoder.align('center').qrcode(line.data, { model: 2, size: 6, errorlevel: 'm' }).align('left');
    } else if (line.kind === 'cut') {
      encoder.cut('partial');
    } else {
      if (line.bold) encoder.bold(true);
      if (line.tall) encoder.height(2);
      encoder.raw(encodeForPrinter(line.text, encoding)).newline();
      if (line.tall) encoder.height(1);
      if (line.bold) encoder.bold(false);
    }
  }
  // a cash sale's receipt opens the drawer as it comes out (docs/decisions/0277-cash-drawer-and-price-labels.md)
  if (openDrawer) encoder.raw([...DRAWER_PULSE]);
  return encoder.encode();
}

/** One price label: the product's (and variant's) name, its price per unit, its barcode when it has one. */
export interface PriceLabel {
  name: string;
  /** "$28.00 / catty", "$45.00" */
  price: string;
  barcode: string | null;
}

/** The printer's own barcode for a code: EAN-13 when it is one (check digit right), else Code 128 (any ASCII). */
export function barcodeSymbology(code: string): 'ean13' | 'code128' {
  return isEan13(code) ? 'ean13' : 'code128';
}

/**
 * ESC/POS commands for price labels on a label or receipt printer (docs/decisions/0277-cash-drawer-and-price-labels.md):
 * per label the name (Chinese as GB18030 or Big5 bytes, as receipts), the price per unit in double size, the
 * barcode drawn by the printer itself (GS k: EAN-13 or Code 128) with its digits under it, then a cut.
 */
export function escposLabels(labels: PriceLabel[], encoding: PrinterEncoding, columns: number): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, feedBeforeCut: 3 });
  encoder.initialize();
  if (encoding !== 'ascii') encoder.raw(CHINESE_MODE_ON);
  for (const label of labels) {
    // centred by spaces, as the receipt's lines (the encoder's alignment does not reach raw bytes)
    encoder.bold(true);
    for (const piece of wrapText(plainMarks(label.name), columns))
      encoder.raw(encodeForPrinter(center(piece, columns), encoding)).newline();
    // double width and height (half as many columns) when it fits
    const price = plainMarks(label.price);
    const big = textWidth(price) <= Math.floor(columns / 2);
    encoder.bold(false);
    if (big) encoder.size(2, 2);
    encoder.raw(encodeForPrinter(center(price, big ? Math.floor(columns / 2) : columns), encoding)).newline();
    if (big) encoder.size(1, 1);
    if (label.barcode) {
      encoder.align('center');
      encoder.barcode(label.barcode, barcodeSymbology(label.barcode), {
        height: 60,
        width: 2,
        text: 'below',
      });
      encoder.align('left');
    }
    encoder.cut('partial');
  }
  return encoder.encode();
}
