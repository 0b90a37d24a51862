import sharp from 'sharp';

/**
 * Draws a product package as a photo would show it: a coloured box with its printed names (English and/or
 * Chinese, in Noto CJK), a size line and optionally an EAN-13 barcode. Used by the AI tests and by the labelled
 * photo set of `npm run bench -- ai` (bench/ai-photos/generate.ts); nothing binary is needed to run the tests.
 */
export interface PackageArt {
  /** the big printed name, e.g. "DRIED MANGO" */
  name?: string;
  /** a second printed line in Chinese, e.g. "芒果乾" */
  nameZh?: string;
  /** a small line such as "Premium Slices 200g" */
  subtitle?: string;
  /** 13 digits */
  ean13?: string;
  /** background hue 0–360 */
  hue?: number;
  width?: number;
  height?: number;
}

const L = [
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
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = [
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

/** The 95 modules of an EAN-13 symbol (1 = bar). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error('EAN-13 needs 13 digits');
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let bits = '101';
  for (let i = 1; i <= 6; i += 1) bits += (parity[i - 1] === 'L' ? L : G)[digits[i]!]!;
  bits += '01010';
  for (let i = 7; i <= 12; i += 1) bits += R[digits[i]!]!;
  return `${bits}101`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function barcodeSvg(code: string, x: number, y: number, module: number, height: number): string {
  const bits = ean13Modules(code);
  const quiet = module * 11;
  let bars = `<rect x="${x - quiet}" y="${y - module * 4}" width="${95 * module + 2 * quiet}" height="${height + module * 20}" fill="#fff"/>`;
  for (let i = 0; i < bits.length; i += 1) {
    if (bits[i] === '1')
      bars += `<rect x="${x + i * module}" y="${y}" width="${module}" height="${height}" fill="#000"/>`;
  }
  bars += `<text x="${x + (95 * module) / 2}" y="${y + height + module * 12}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="${module * 9}" fill="#000">${code}</text>`;
  return bars;
}

/** Fits a line's font size to the box width (Latin ≈ 0.62 em per character, CJK 1 em). */
function fitFont(text: string, maxWidth: number, maxSize: number): number {
  const ems = [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.64), 0);
  return Math.max(18, Math.min(maxSize, Math.floor(maxWidth / Math.max(ems, 1))));
}

export async function renderPackage(art: PackageArt): Promise<Buffer> {
  const width = art.width ?? 800;
  const height = art.height ?? 800;
  const hue = art.hue ?? 30;
  const box = { x: width * 0.12, y: height * 0.08, w: width * 0.76, h: height * 0.84 };
  const ink = `hsl(${hue}, 60%, 18%)`;
  let y = box.y + box.h * 0.2;
  const lines: string[] = [];
  const font = 'font-family="Noto Sans CJK HK, Noto Sans CJK SC, Noto Sans CJK TC, DejaVu Sans, sans-serif"';
  if (art.name) {
    const size = fitFont(art.name, box.w * 0.86, 84);
    lines.push(
      `<text x="${width / 2}" y="${y}" text-anchor="middle" ${font} font-weight="bold" font-size="${size}" fill="${ink}">${escapeXml(art.name)}</text>`,
    );
    y += size * 1.3;
  }
  if (art.nameZh) {
    const size = fitFont(art.nameZh, box.w * 0.8, 92);
    y += size * 0.2;
    lines.push(
      `<text x="${width / 2}" y="${y}" text-anchor="middle" ${font} font-weight="bold" font-size="${size}" fill="${ink}">${escapeXml(art.nameZh)}</text>`,
    );
    y += size * 1.2;
  }
  if (art.subtitle) {
    const size = fitFont(art.subtitle, box.w * 0.8, 40);
    lines.push(
      `<text x="${width / 2}" y="${y}" text-anchor="middle" ${font} font-size="${size}" fill="${ink}">${escapeXml(art.subtitle)}</text>`,
    );
  }
  const module = Math.max(2, Math.floor(width / 200));
  const barcode = art.ean13
    ? barcodeSvg(art.ean13, width / 2 - (95 * module) / 2, box.y + box.h - module * 50, module, module * 32)
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${(hue + 200) % 360}, 12%, 82%)"/>
  <rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="18" fill="hsl(${hue}, 75%, 72%)"/>
  <rect x="${box.x + 20}" y="${box.y + 20}" width="${box.w - 40}" height="${box.h * 0.62}" rx="12" fill="hsl(${hue}, 80%, 90%)"/>
  ${lines.join('\n  ')}
  ${barcode}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
