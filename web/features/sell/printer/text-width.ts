/**
 * How many columns a receipt printer gives a character: Chinese, Japanese and Korean characters and
 * full-width forms take two (East Asian Wide and Fullwidth), everything else one.
 */
const WIDE: [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

export function charWidth(ch: string): number {
  const cp = ch.codePointAt(0)!;
  return WIDE.some(([a, b]) => cp >= a && cp <= b) ? 2 : 1;
}

export function textWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += charWidth(ch);
  return n;
}

/** Splits text into pieces of at most `columns` columns, at spaces where it can, never inside a character. */
export function wrapText(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const word of text.split(/(\s+)/)) {
    if (!word) continue;
    const w = textWidth(word);
    if (width + w <= columns) {
      line += word;
      width += w;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    width = 0;
    if (/^\s+$/.test(word)) continue;
    for (const ch of word) {
      const cw = charWidth(ch);
      if (width + cw > columns) {
        lines.push(line);
        line = '';
        width = 0;
      }
      line += ch;
      width += cw;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [''];
}

/** `left` and `right` on one line of `columns`, the space between them filled; null when they do not fit. */
export function spread(left: string, right: string, columns: number): string | null {
  const gap = columns - textWidth(left) - textWidth(right);
  return gap >= 1 ? left + ' '.repeat(gap) + right : null;
}

export function center(text: string, columns: number): string {
  const gap = Math.max(0, columns - textWidth(text));
  return ' '.repeat(Math.floor(gap / 2)) + text;
}
