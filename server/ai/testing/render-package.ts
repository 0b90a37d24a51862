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
  /**
   * Photographed on a surface instead of drawn flat: the package's shape, with a soft shadow, gloss and the
   * light falling off to the corners (the demo catalogue and the labelled bench set, docs/decisions/0239).
   */
  scene?: PhotoScene;
}

export interface PhotoScene {
  surface: 'wood' | 'marble' | 'linen' | 'steel';
  shape: 'pouch' | 'box' | 'tin' | 'jar';
  /** varies the grain and the light, so two photos of one surface differ */
  seed: number;
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
  // photographed, the package stands back from the lens so the surface shows around it
  const box = art.scene
    ? { x: width * 0.17, y: height * 0.13, w: width * 0.64, h: height * 0.74 }
    : { x: width * 0.12, y: height * 0.08, w: width * 0.76, h: height * 0.84 };
  const ink = `hsl(${hue}, 60%, 18%)`;
  let y = box.y + box.h * 0.2;
  const lines: string[] = [];
  const font = 'font-family="Noto Sans CJK HK, Noto Sans CJK SC, Noto Sans CJK TC, DejaVu Sans, sans-serif"';
  let latinBaseline = Number.NEGATIVE_INFINITY;
  if (art.name) {
    const size = fitFont(art.name, box.w * 0.86, 84);
    latinBaseline = y;
    lines.push(
      `<text x="${width / 2}" y="${y}" text-anchor="middle" ${font} font-weight="bold" font-size="${size}" fill="${ink}">${escapeXml(art.name)}</text>`,
    );
    y += size * 1.3;
  }
  if (art.nameZh) {
    const size = fitFont(art.nameZh, box.w * 0.8, 92);
    // below a small Latin line the Chinese line's own height decides, so the two never overlap
    y = Math.max(y + size * 0.2, latinBaseline + size * 1.05);
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
  const svg = art.scene
    ? sceneSvg(art.scene, width, height, box, hue, `${lines.join('\n  ')}\n  ${barcode}`)
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${(hue + 200) % 360}, 12%, 82%)"/>
  <rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="18" fill="hsl(${hue}, 75%, 72%)"/>
  <rect x="${box.x + 20}" y="${box.y + 20}" width="${box.w - 40}" height="${box.h * 0.62}" rx="12" fill="hsl(${hue}, 80%, 90%)"/>
  ${lines.join('\n  ')}
  ${barcode}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const SURFACES: Record<
  PhotoScene['surface'],
  { base: string; grain: string; frequency: string; octaves: number }
> = {
  wood: { base: 'hsl(28, 38%, 42%)', grain: 'hsl(24, 45%, 22%)', frequency: '0.004 0.09', octaves: 3 },
  marble: { base: 'hsl(40, 10%, 90%)', grain: 'hsl(220, 6%, 62%)', frequency: '0.012 0.02', octaves: 4 },
  linen: { base: 'hsl(38, 30%, 84%)', grain: 'hsl(32, 22%, 60%)', frequency: '0.35 0.35', octaves: 2 },
  steel: { base: 'hsl(210, 6%, 70%)', grain: 'hsl(210, 8%, 45%)', frequency: '0.002 0.6', octaves: 2 },
};

/** The package on a surface: grain from fractal noise, a blurred contact shadow, the shape's details, gloss, vignette. */
function sceneSvg(
  scene: PhotoScene,
  width: number,
  height: number,
  box: { x: number; y: number; w: number; h: number },
  hue: number,
  print: string,
): string {
  const surface = SURFACES[scene.surface];
  const body = `hsl(${hue}, 70%, 62%)`;
  const bodyDeep = `hsl(${hue}, 65%, 46%)`;
  const label = `hsl(${hue}, 70%, 92%)`;
  const light = 0.25 + ((scene.seed * 7919) % 100) / 400;
  const { x, y, w, h } = box;
  let shape = '';
  switch (scene.shape) {
    case 'pouch':
      // a stand-up bag: a sealed, serrated top and a body that bulges a little
      shape = `<path d="M${x} ${y + 30} Q${x + w / 2} ${y + 10} ${x + w} ${y + 30} L${x + w + 6} ${y + h - 20} Q${x + w / 2} ${y + h + 14} ${x - 6} ${y + h - 20} Z" fill="url(#body)"/>
  <rect x="${x}" y="${y}" width="${w}" height="34" fill="${bodyDeep}"/>
  <path d="${Array.from({ length: Math.floor(w / 16) }, (_, i) => `M${x + i * 16} ${y} l8 -8 l8 8`).join(' ')}" fill="${bodyDeep}"/>`;
      break;
    case 'box':
      // the front face and a darker side face in perspective
      shape = `<polygon points="${x + w},${y} ${x + w + 40},${y + 26} ${x + w + 40},${y + h - 14} ${x + w},${y + h}" fill="${bodyDeep}"/>
  <polygon points="${x},${y} ${x + 40},${y - 22} ${x + w + 40},${y - 22} ${x + w + 40},${y + 26} ${x + w},${y}" fill="hsl(${hue}, 60%, 74%)"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#body)"/>`;
      break;
    case 'tin':
      // a round tin seen from the front: an elliptical lid and rim
      shape = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#body)"/>
  <ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="26" fill="hsl(${hue}, 20%, 78%)" stroke="hsl(${hue}, 15%, 55%)" stroke-width="4"/>
  <ellipse cx="${x + w / 2}" cy="${y + h}" rx="${w / 2}" ry="22" fill="${bodyDeep}"/>`;
      break;
    case 'jar':
      shape = `<rect x="${x + w * 0.2}" y="${y - 36}" width="${w * 0.6}" height="56" rx="10" fill="hsl(0, 0%, 22%)"/>
  <rect x="${x}" y="${y + 10}" width="${w}" height="${h - 10}" rx="60" fill="url(#body)"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${surface.frequency}" numOctaves="${surface.octaves}" seed="${scene.seed}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.9 0"/>
    </filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${bodyDeep}"/><stop offset="0.18" stop-color="${body}"/>
      <stop offset="0.8" stop-color="${body}"/><stop offset="1" stop-color="${bodyDeep}"/>
    </linearGradient>
    <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.05"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="vignette" cx="${0.4 + light / 4}" cy="0.35" r="0.85">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="${surface.base}"/>
  <rect width="100%" height="100%" fill="${surface.grain}" filter="url(#grain)" opacity="0.55"/>
  <rect x="${x + 26}" y="${y + 40}" width="${w}" height="${h}" rx="30" fill="#000" opacity="0.45" filter="url(#shadow)"/>
  ${shape}
  <rect x="${x + 20}" y="${y + 20}" width="${w - 40}" height="${h * 0.62}" rx="12" fill="${label}"/>
  ${print}
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#gloss)"/>
  <rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`;
}
