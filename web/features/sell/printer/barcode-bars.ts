import { isEan13 } from '../../../../contract/scale-barcode-codes';

/**
 * A barcode as its bars, for the printable label sheet (docs/decisions/0277-cash-drawer-and-price-labels.md): EAN-13
 * for a 13-digit code with its check digit, Code 128 for anything else a product's barcode may be (letters, digits,
 * - . _). The widths of the bars and spaces, in modules, starting with a bar; the sheet draws them as SVG. Tests
 * read them back with zxing, the decoder the camera scanner uses.
 */
export interface Bars {
  format: 'ean13' | 'code128';
  /** bar, space, bar, … widths in modules, quiet zones not included */
  widths: number[];
  /** modules of quiet zone to keep clear on each side */
  quiet: number;
}

const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const EAN_R = EAN_L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const EAN_G = EAN_R.map((p) => [...p].reverse().join(''));
/** which of the left half's digits use the G set, by the first digit (which is not drawn) */
const EAN_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const parity = EAN_PARITY[d[0]!]!;
  let m = '101';
  for (let i = 1; i <= 6; i++) m += (parity[i - 1] === 'G' ? EAN_G : EAN_L)[d[i]!]!;
  m += '01010';
  for (let i = 7; i <= 12; i++) m += EAN_R[d[i]!]!;
  return `${m}101`;
}

/** Code 128's symbols 0–106 as bar/space widths (106 is the stop, with its final bar). */
const C128 = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ');
const START_B = 104;
const START_C = 105;
const STOP = 106;

function code128Symbols(code: string): number[] {
  // all digits, an even count: Code C packs two digits a symbol; otherwise Code B (printable ASCII)
  const symbols =
    /^\d+$/.test(code) && code.length % 2 === 0 && code.length >= 4
      ? [START_C, ...(code.match(/\d\d/g) ?? []).map(Number)]
      : [START_B, ...[...code].map((ch) => ch.charCodeAt(0) - 32)];
  let sum = symbols[0]!;
  for (let i = 1; i < symbols.length; i++) sum += symbols[i]! * i;
  return [...symbols, sum % 103, STOP];
}

function runs(modules: string): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < modules.length) {
    let j = i;
    while (j < modules.length && modules[j] === modules[i]) j++;
    out.push(j - i);
    i = j;
  }
  return out;
}

/** The bars of a product's barcode, or null when it cannot be drawn (characters outside printable ASCII). */
export function barsOf(code: string): Bars | null {
  if (isEan13(code)) return { format: 'ean13', widths: runs(ean13Modules(code)), quiet: 11 };
  if (code.length === 0 || !/^[\x20-\x7e]+$/.test(code)) return null;
  const widths = code128Symbols(code).flatMap((s) => [...C128[s]!].map(Number));
  return { format: 'code128', widths, quiet: 10 };
}
