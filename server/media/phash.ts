import sharp, { type Sharp } from 'sharp';

/**
 * A perceptual hash of an image for "is this the same product photo again?" (docs/decisions/0071):
 * 64 hex digits = a 64-bit difference hash (structure: 16 hex) followed by a 4×4 colour thumbnail at 4 bits per
 * channel (colour: 48 hex). Both are taken from the central 80 % of the picture, so a re-photographed copy that is
 * scaled, cropped a little at the edges or re-compressed stays close, while a product of another colour or shape
 * does not.
 */
const CENTRE = 0.8;

async function centre(image: Buffer): Promise<Sharp> {
  const base = sharp(image).rotate().flatten({ background: '#ffffff' });
  const { data, info } = await base.raw().toBuffer({ resolveWithObject: true });
  const w = Math.max(1, Math.round(info.width * CENTRE));
  const h = Math.max(1, Math.round(info.height * CENTRE));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract({
    left: Math.floor((info.width - w) / 2),
    top: Math.floor((info.height - h) / 2),
    width: w,
    height: h,
  });
}

export async function perceptualHash(image: Buffer): Promise<string> {
  const middle = await (await centre(image)).png({ compressionLevel: 0 }).toBuffer();
  const grey = await sharp(middle)
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hex = '';
  for (let row = 0; row < 8; row += 1) {
    let byte = 0;
    for (let col = 0; col < 8; col += 1) {
      byte = (byte << 1) | ((grey[row * 9 + col] ?? 0) > (grey[row * 9 + col + 1] ?? 0) ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  const colour = await sharp(middle).removeAlpha().resize(4, 4, { fit: 'fill' }).raw().toBuffer();
  for (const value of colour) hex += (value >> 4).toString(16);
  return hex;
}

/** Differing bits of the structure parts (0–64). */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 2) {
    let x = Number.parseInt(a.slice(i, i + 2), 16) ^ Number.parseInt(b.slice(i, i + 2), 16);
    while (x) {
      distance += x & 1;
      x >>= 1;
    }
  }
  return distance;
}

/** Mean difference of the colour thumbnails, 0 (same) to 15 (opposite); 15 when either hash has none. */
export function colourDistance(a: string, b: string): number {
  if (a.length < 64 || b.length < 64) return 15;
  let sum = 0;
  for (let i = 16; i < 64; i += 1) sum += Math.abs(Number.parseInt(a[i]!, 16) - Number.parseInt(b[i]!, 16));
  return sum / 48;
}

/** One number for ranking look-alikes: structure bits plus colour (each colour step counts as 20 bits). */
export function lookAlikeDistance(a: string, b: string): number {
  return hammingDistance(a, b) + 20 * colourDistance(a, b);
}

/**
 * "The same picture again": at most 14 of 64 structure bits differ and bits + 20 × colour is at most 24.
 * Measured on the bench set (bench/ai-photos): re-photographed copies scored 4–14 bits, 0.17–0.54 colour,
 * 8.6–21.8 combined; the closest other product 18.3–29.8 combined (so the ranking puts the copy first).
 * Decision: docs/decisions/0071.
 */
export function isLookAlike(a: string, b: string): boolean {
  return hammingDistance(a, b) <= 14 && lookAlikeDistance(a, b) <= 24;
}

/** A flat picture (every structure bit 0 and one colour): nothing to compare. */
export function isFlatHash(hash: string): boolean {
  return /^0{16}/.test(hash) && new Set(hash.slice(16)).size <= 1;
}
