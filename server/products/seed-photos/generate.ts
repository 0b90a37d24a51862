/**
 * Renders the demo catalogue's photos into this folder (server/products/seed-photos.ts): run
 * `npx tsx server/products/seed-photos/generate.ts` after adding a demo product. Deterministic; needs Noto CJK
 * (Debian's fonts-noto-cjk) for the Chinese print. Removes photos of products no longer in the demo data.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderPackage } from '../../ai/testing/render-package';
import { KENJI, MEI } from '../seed';
import { DEMO_LOOKS, photoSlug, SEED_PHOTO_DIR, seedPhotoArt, seedPhotoFile } from '../seed-photos';

const wanted = new Set<string>();
for (const [items, look] of [
  [MEI, DEMO_LOOKS.mei],
  [KENJI, DEMO_LOOKS.kenji],
] as const) {
  for (const [i, item] of items.entries()) {
    const art = seedPhotoArt(item, i, look);
    const jpeg = await sharp(await renderPackage(art))
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    writeFileSync(seedPhotoFile(item), jpeg);
    wanted.add(`${photoSlug(item)}.jpg`);
  }
}
for (const file of readdirSync(SEED_PHOTO_DIR)) {
  if (file.endsWith('.jpg') && !wanted.has(file)) rmSync(path.join(SEED_PHOTO_DIR, file));
}
console.log(`${wanted.size} demo photos in ${SEED_PHOTO_DIR}`);
