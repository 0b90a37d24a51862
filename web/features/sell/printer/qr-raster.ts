import { create } from 'qrcode';
import type { QrModules } from './escpos';

/**
 * The QR symbol of `data` as its modules (error correction M, as the printer's own QR command is asked for), for a
 * printer that has no QR command: `escposReceipt` draws them as a raster bit image (docs/decisions/0277). Its own
 * module, loaded with `import()` only when that printer setting is on, so the receipt's page does not load the
 * QR library for every printer.
 */
export function qrModules(data: string): QrModules {
  const { modules } = create(data, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) !== 0 };
}
