import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { isEan13 } from '../../../../contract/scale-barcode-codes';
import { encodeForPrinter, type PrinterEncoding, plainMarks } from './cjk-bytes';
import { DRAWER_PULSE } from './drawer-pulse';
import type { PrintLine } from './receipt-layout';
import { center, textWidth, wrapText } from './text-width';

/** FS &: the printer reads two-byte Chinese characters from here on (the encoder's initialize turns it off). */
const CHINESE_MODE_ON = [0x1c, 0x26];

/** dots a QR module takes: the size the printer's own QR command is asked for */
const QR_MODULE_DOTS = 6;
/** white modules around a QR symbol, as the QR standard asks */
const QR_QUIET_MODULES = 4;

/** A QR symbol's modules (`qr-raster.ts` makes them with the qrcode package): `size` × `size`, dark or light. */
export interface QrModules {
  size: number;
  dark(row: number, col: number): boolean;
}

/** The roll's printable width in dots: columns of the 12-dot-wide font A (32 → 384 on 58 mm, 48 → 576 on 80 mm). */
export function printableDots(columns: number): number {
  return columns * 12;
}

/**
 * GS v 0 m xL xH yL yH d1…dk (Epson ESC/POS "print raster bit image", m 0 normal size): the QR symbol drawn dot by
 * dot, for printers without the QR command (docs/decisions/0277-cash-drawer-and-price-labels.md). Each module is
 * 6 dots, as the native QR, or fewer when the symbol and its quiet zone would not fit `maxDots`; each row is
 * ⌈width / 8⌉ bytes, the leftmost dot in the high bit, 1 black.
 */
export function rasterQr(qr: QrModules, maxDots: number): number[] {
  const modules = qr.size + 2 * QR_QUIET_MODULES;
  const scale = Math.max(1, Math.min(QR_MODULE_DOTS, Math.floor(maxDots / modules)));
  const dots = modules * scale;
  const rowBytes = Math.ceil(dots / 8);
  const bits = new Uint8Array(rowBytes * dots);
  for (let y = 0; y < dots; y++) {
    const row = Math.floor(y / scale) - QR_QUIET_MODULES;
    if (row < 0 || row >= qr.size) continue;
    for (let x = 0; x < dots; x++) {
      const col = Math.floor(x / scale) - QR_QUIET_MODULES;
      if (col >= 0 && col < qr.size && qr.dark(row, col)) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return [0x1d, 0x76, 0x30, 0, rowBytes & 0xff, rowBytes >> 8, dots & 0xff, dots >> 8, ...bits];
}

/**
 * ESC/POS commands for a receipt (docs/decisions/0171-receipt-printing.md): the encoder of
 * @point-of-sale/receipt-printer-encoder gives the commands (initialize, bold, double height, QR code, cut);
 * each line's text goes as raw bytes in the printer's encoding, since the encoder's code pages have no Chinese.
 */
export function escposReceipt(
  lines: PrintLine[],
  encoding: PrinterEncoding,
  columns: number,
  {
    openDrawer = false,
    qrAsImage,
  }: {
    openDrawer?: boolean;
    /** a printer without the QR command: the QR's modules (qr-raster.ts), printed as a raster image */
    qrAsImage?: (data: string) => QrModules;
  } = {},
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, feedBeforeCut: 4 });
  encoder.initialize();
  if (encoding !== 'ascii') encoder.raw(CHINESE_MODE_ON);
  for (const line of lines) {
    if (line.kind === 'qr' && qrAsImage) {
      // ESC a 1 centres the image (the encoder's alignment does not reach raw bytes), ESC a 0 back to the left
      encoder.raw([0x1b, 0x61, 1, ...rasterQr(qrAsImage(line.data), printableDots(columns)), 0x1b, 0x61, 0]);
    } else if (line.kind === 'qr') {
      encoder
        .align('center')
        .qrcode(line.data, { model: 2, size: QR_MODULE_DOTS, errorlevel: 'm' })
        .align('left');
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
