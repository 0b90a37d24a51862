import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { encodeForPrinter, type PrinterEncoding } from './cjk-bytes';
import type { PrintLine } from './receipt-layout';

/** FS &: the printer reads two-byte Chinese characters from here on (the encoder's initialize turns it off). */
const CHINESE_MODE_ON = [0x1c, 0x26];

/**
 * ESC/POS commands for a receipt (docs/decisions/0171-receipt-printing.md): the encoder of
 * @point-of-sale/receipt-printer-encoder gives the commands (initialize, bold, double height, QR code, cut);
 * each line's text goes as raw bytes in the printer's encoding, since the encoder's code pages have no Chinese.
 */
export function escposReceipt(lines: PrintLine[], encoding: PrinterEncoding, columns: number): Uint8Array {
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
  return encoder.encode();
}
