import sharp from 'sharp';

/**
 * Demo product photos, drawn on the fly (nothing binary is checked in): a soft two-colour gradient, a simple
 * shape and the product's initial. They go through the real upload pipeline, so every derivative exists.
 */
export type SeedShape = 'circle' | 'square' | 'triangle' | 'diamond';

const SIZE = 800;

function shapeSvg(shape: SeedShape, fill: string): string {
  const c = SIZE / 2;
  switch (shape) {
    case 'circle':
      return `<circle cx="${c}" cy="${c}" r="250" fill="${fill}"/>`;
    case 'square':
      return `<rect x="160" y="160" width="480" height="480" rx="72" fill="${fill}"/>`;
    case 'triangle':
      return `<polygon points="${c},130 670,640 130,640" fill="${fill}"/>`;
    case 'diamond':
      return `<polygon points="${c},110 690,${c} ${c},690 110,${c}" fill="${fill}"/>`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A PNG of the product's card: hue picks the colours, the shape varies between products. */
export async function drawProductImage(initial: string, hue: number, shape: SeedShape): Promise<Buffer> {
  const light = `hsl(${hue}, 70%, 88%)`;
  const deep = `hsl(${(hue + 40) % 360}, 60%, 70%)`;
  const shapeFill = `hsla(${(hue + 180) % 360}, 45%, 96%, 0.85)`;
  const ink = `hsl(${hue}, 45%, 30%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${shapeSvg(shape, shapeFill)}
  <text x="50%" y="53%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="260" font-weight="bold" fill="${ink}">${escapeXml(initial)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}

/** EAN-13 check digit of 12 digits: weights 1 and 3 alternating from the left, then up to a multiple of 10. */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error('EAN-13 needs 12 digits before the check digit');
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}
