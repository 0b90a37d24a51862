/**
 * Writes the installable app's PNG icons from web/public/favicon.svg (docs/decisions/0080-installable-app.md).
 * The PNGs are committed; run again after changing the logo: `npx tsx scripts/make-pwa-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'web/public/favicon.svg'));
const out = path.join(root, 'web/public/icons');
fs.mkdirSync(out, { recursive: true });
const BRAND = '#ec4899';

for (const size of [192, 512]) {
  await sharp(svg, { density: 384 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
}
// maskable: the logo inside the 80% safe zone on a full-bleed brand background
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.6);
  const logo = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toFile(path.join(out, `maskable-${size}.png`));
}
await sharp(svg, { density: 384 })
  .resize(180, 180)
  .flatten({ background: '#ffffff' })
  .png()
  .toFile(path.join(out, 'apple-touch-icon.png'));
console.log('icons written to', out);
