import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import type { AiLocale } from '../../contract/ai';

/**
 * The share card (docs/decisions/0245-share-cards.md): a picture of a product for the places links do not travel
 * (an Instagram post or story, WhatsApp Status), with its photo, name, price, shop and a QR code that opens the
 * product page. Portrait 1080×1350 for a post, 1080×1920 for a story. Text is set by librsvg with the machine's
 * fonts (Noto Sans CJK for Chinese).
 */
export const CARD_FORMATS = {
  post: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
} as const;
export type CardFormat = keyof typeof CARD_FORMATS;

export interface CardFacts {
  name: string;
  /** "HK$68", "HK$680 / catty" or "from HK$88"; "Price at the stall" when there is no price */
  price: string;
  /** nothing left to buy: the caption says "Sold out" instead of "Scan to buy" */
  soldOut: boolean;
  shop: string;
  /** what the QR code opens */
  url: string;
  /** the product's photo (any format sharp reads); null draws a plain panel */
  photo: Buffer | null;
  locale: AiLocale;
}

const CAPTION: Record<AiLocale, string> = {
  en: 'Scan to buy',
  'zh-HK': '掃描即可購買',
  'zh-CN': '扫码即可购买',
};

const SOLD_OUT: Record<AiLocale, string> = {
  en: 'Sold out',
  'zh-HK': '已售罄',
  'zh-CN': '已售罄',
};

/** the words under the QR code */
export function cardCaption(facts: Pick<CardFacts, 'soldOut' | 'locale'>): string {
  return (facts.soldOut ? SOLD_OUT : CAPTION)[facts.locale];
}

const BRAND = '#be185d';
const INK = '#111827';
const MUTED = '#4b5563';

function fonts(locale: AiLocale): string {
  const cjk =
    locale === 'zh-CN'
      ? "'Noto Sans CJK SC', 'Noto Sans CJK TC'"
      : "'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans CJK SC'";
  return `${cjk}, 'Noto Sans', 'DejaVu Sans', sans-serif`;
}

function escapeXml(text: string): string {
  // a curly apostrophe is full-width in the CJK fonts ("Mei’ s"): the straight one reads the same
  return text.replace(/[‘’]/g, "'").replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** a character's width in ems: Chinese and full-width ones are square, Latin about half */
function ems(ch: string): number {
  return /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
    ch,
  )
    ? 1
    : /[A-Z0-9MW@#%]/.test(ch)
      ? 0.66
      : 0.54;
}

/**
 * `text` in at most `lines` lines of `width` px at `size` px: broken between words (or between Chinese characters),
 * the last line ending in … when it does not fit.
 */
export function wrapText(text: string, size: number, width: number, lines: number): string[] {
  const tokens =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s/g) ??
    [];
  const measure = (s: string) => [...s].reduce((n, ch) => n + ems(ch), 0) * size;
  const out: string[] = [];
  let line = '';
  for (const token of tokens) {
    const next = line + token;
    if (measure(next.trimEnd()) <= width || line.trim() === '') {
      line = next;
      continue;
    }
    out.push(line.trim());
    line = token.trim();
    if (out.length === lines) break;
  }
  if (out.length < lines && line.trim()) out.push(line.trim());
  const full = out.join(' ').replace(/\s+/g, '');
  if (out.length === lines && full.length < text.replace(/\s+/g, '').length) {
    let last = out[lines - 1]!;
    while (last.length > 1 && measure(`${last}…`) > width) last = [...last].slice(0, -1).join('');
    out[lines - 1] = `${last.trimEnd()}…`;
  }
  return out;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  o: { weight: number; fill: string; family: string; anchor?: string },
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.25)}" font-family="${o.family}" font-size="${size}" font-weight="${o.weight}" fill="${o.fill}"${o.anchor ? ` text-anchor="${o.anchor}"` : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}

async function qrPng(url: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, width: size, type: 'png' });
}

async function photoLayer(photo: Buffer | null, width: number, height: number): Promise<Buffer> {
  if (photo) return sharp(photo).resize(width, height, { fit: 'cover' }).toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#f3f4f6' } })
    .png()
    .toBuffer();
}

/** The card as a JPEG. */
export async function renderShareCard(facts: CardFacts, format: CardFormat): Promise<Buffer> {
  const { width, height } = CARD_FORMATS[format];
  const family = fonts(facts.locale);
  const caption = cardCaption(facts);
  const layers: OverlayOptions[] = [];
  let svg: string;
  if (format === 'post') {
    // the photo square on top; below it the name, price and shop, the QR code on the right
    const qr = 200;
    layers.push({ input: await photoLayer(facts.photo, width, width), left: 0, top: 0 });
    layers.push({ input: await qrPng(facts.url, qr), left: width - 48 - qr, top: width + 18 });
    const textWidth = width - 48 - qr - 48 - 40;
    svg =
      textLines(wrapText(facts.name, 44, textWidth, 2), 48, width + 70, 44, {
        weight: 700,
        fill: INK,
        family,
      }) +
      textLines([facts.price], 48, width + 192, 50, { weight: 800, fill: BRAND, family }) +
      textLines(wrapText(facts.shop, 28, textWidth, 1), 48, width + 242, 28, {
        weight: 400,
        fill: MUTED,
        family,
      }) +
      textLines([caption], width - 48 - qr / 2, height - 16, 22, {
        weight: 600,
        fill: MUTED,
        family,
        anchor: 'middle',
      });
  } else {
    // a band with the shop, the photo square, then name, price and a large QR code with its caption
    const band = 200;
    const qr = 300;
    layers.push({ input: await photoLayer(facts.photo, width, width), left: 0, top: band });
    layers.push({
      input: await qrPng(facts.url, qr),
      left: Math.round((width - qr) / 2),
      top: height - qr - 80,
    });
    svg =
      `<rect x="0" y="0" width="${width}" height="${band}" fill="${BRAND}"/>` +
      textLines(wrapText(facts.shop, 44, width - 120, 1), width / 2, 122, 44, {
        weight: 700,
        fill: '#ffffff',
        family,
        anchor: 'middle',
      }) +
      textLines(wrapText(facts.name, 54, width - 120, 2), width / 2, band + width + 90, 54, {
        weight: 700,
        fill: INK,
        family,
        anchor: 'middle',
      }) +
      textLines([facts.price], width / 2, band + width + 250, 64, {
        weight: 800,
        fill: BRAND,
        family,
        anchor: 'middle',
      }) +
      textLines([caption], width / 2, height - 34, 30, {
        weight: 600,
        fill: MUTED,
        family,
        anchor: 'middle',
      });
  }
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([...layers, { input: overlay, left: 0, top: 0 }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
