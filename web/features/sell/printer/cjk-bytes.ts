/**
 * Text in the byte encoding a Chinese receipt printer reads: GB18030 (most printers sold in China and Hong
 * Kong) or Big5 (Traditional Chinese models). Browsers can decode these encodings but not encode them, so the
 * encoding table is made once from the browser's own decoder: every two-byte sequence is decoded and the
 * result remembered the other way round. Characters the encoding lacks print as "?".
 */
import { charWidth } from './text-width';

export type PrinterEncoding = 'gb18030' | 'big5' | 'ascii';

const tables = new Map<PrinterEncoding, Map<string, [number, number]>>();

function tableOf(encoding: 'gb18030' | 'big5'): Map<string, [number, number]> {
  const known = tables.get(encoding);
  if (known) return known;
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, [number, number]>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      pair[0] = lead;
      pair[1] = trail;
      const ch = decoder.decode(pair);
      // one character, not a replacement; the first (lowest) sequence wins when several decode alike
      if (ch.length >= 1 && [...ch].length === 1 && ch !== '\ufffd' && !table.has(ch))
        table.set(ch, [lead, trail]);
    }
  }
  tables.set(encoding, table);
  return table;
}

/** Typographic marks a printer may lack, as the ASCII it surely has. */
const PLAIN: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '×': 'x',
  '−': '-',
  '…': '...',
};

/** The text with typographic marks replaced by the ASCII a printer surely has (measure widths after this). */
export function plainMarks(text: string): string {
  let out = '';
  for (const ch of text) out += PLAIN[ch] ?? ch;
  return out;
}

export function encodeForPrinter(text: string, encoding: PrinterEncoding): Uint8Array {
  const out: number[] = [];
  const table = encoding === 'ascii' ? null : tableOf(encoding);
  for (const ch of text) {
    const plain = ch.codePointAt(0)! < 0x80 ? ch : PLAIN[ch];
    if (plain !== undefined) {
      for (let i = 0; i < plain.length; i++) out.push(plain.charCodeAt(i));
      continue;
    }
    const bytes = table?.get(ch);
    if (bytes) out.push(bytes[0], bytes[1]);
    // as wide as the character would have been, so the columns stay aligned
    else for (let i = 0; i < charWidth(ch); i++) out.push(0x3f);
  }
  return Uint8Array.from(out);
}
