import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatPackSize, packSizeIn } from '../ai/pack-size';
import type { PackageArt, PhotoScene } from '../ai/testing/render-package';
import { REPO_ROOT } from '../repo-root';
import type { DemoProduct } from './seed-catalogue';
import { ean13 } from './seed-images';

/**
 * The demo catalogue's photos: each product as a package photographed on a stall's surface, rendered here once
 * by `npx tsx server/products/seed-photos/generate.ts` the way the AI bench's labelled set is (its printed names,
 * size and barcode, so the till's camera scans a demo photo), and checked in: a fresh machine needs no CJK font
 * to show them (docs/decisions/0239-demo-photos.md).
 */
export const SEED_PHOTO_DIR = path.join(REPO_ROOT, 'server/products/seed-photos');

/** "Hokkaido dried scallops 北海道元貝" → "hokkaido-dried-scallops" */
export function photoSlug(item: Pick<DemoProduct, 'name'>): string {
  return item.name
    .replace(/[\u3400-\u9fff]+/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedPhotoFile(item: Pick<DemoProduct, 'name'>): string {
  return path.join(SEED_PHOTO_DIR, `${photoSlug(item)}.jpg`);
}

export function readSeedPhoto(item: Pick<DemoProduct, 'name'>): Buffer {
  return readFileSync(seedPhotoFile(item));
}

/** how a seller's photos look: the first hue, the surfaces taken in turn, and whether packs print a net size */
export interface DemoLook {
  baseHue: number;
  surfaces: PhotoScene['surface'][];
  food: boolean;
}

function shapeFor(item: DemoProduct): PhotoScene['shape'] {
  const c = item.category.join(' ');
  if (/Tea/.test(c)) return 'tin';
  if (/Dried/.test(c)) return 'pouch';
  if (/Sauce/.test(c)) return 'jar';
  return 'box';
}

/** What the package of a demo product shows: its names as printed, its size, its barcode. */
export function seedPhotoArt(item: DemoProduct, index: number, look: DemoLook): PackageArt {
  const latin = item.name
    .replace(/[\u3400-\u9fff]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chinese = (item.name.match(/[\u3400-\u9fff]+/g) ?? []).join(' ');
  const size = packSizeIn(item.description);
  // crafts print only their name: a line taller than a long name would be read as the name
  const subtitle = !look.food
    ? undefined
    : item.unit
      ? { catty: 'Sold by the catty 每斤計', tael: 'Sold by the tael 每兩計', kg: 'Sold by the kg' }[
          item.unit
        ]
      : size
        ? `Net ${formatPackSize(size)}`
        : undefined;
  return {
    name: latin.toUpperCase(),
    ...(chinese ? { nameZh: chinese } : {}),
    ...(subtitle ? { subtitle } : {}),
    ...(item.ean ? { ean13: ean13(item.ean) } : {}),
    hue: (look.baseHue + index * 37) % 360,
    scene: { surface: look.surfaces[index % look.surfaces.length]!, shape: shapeFor(item), seed: index + 1 },
  };
}

/** Mei's stall is wood and marble, Kenji's craft table linen and steel. */
export const DEMO_LOOKS = {
  mei: { baseHue: 20, surfaces: ['wood', 'marble'], food: true },
  kenji: { baseHue: 200, surfaces: ['linen', 'steel'], food: false },
} satisfies Record<string, DemoLook>;
