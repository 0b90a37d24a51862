import receiptline from 'receiptline';
import type { PrinterEncoding } from './cjk-bytes';
import { readEscpos } from './escpos-reader.testing';

/**
 * What two layouts of the same paper must agree on, for the tests that hold ours against receiptline (a layout
 * this project did not write): the words on each printed line, spacing and blank lines aside.
 */

/** a line's words, one space apart (receiptline's `~` is a space) */
export const words = (line: string) => line.replace(/~/g, ' ').trim().split(/\s+/).filter(Boolean).join(' ');

/** the words on each line our ESC/POS bytes print, read back as a printer reads them */
export function printedWords(bytes: Uint8Array, encoding: PrinterEncoding): string[] {
  return readEscpos(bytes, encoding).lines.map(words).filter(Boolean);
}

/** the words on each line receiptline lays out of its own markup, `columns` wide */
export function receiptlineWords(document: string, columns: number, encoding: 'big5' | 'gb18030'): string[] {
  const text = receiptline.transform(document, { cpl: columns, encoding, command: 'text' }) as string;
  return text.split('\n').map(words).filter(Boolean);
}
