import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KENJI, MEI } from './seed';
import { photoSlug, readSeedPhoto, SEED_PHOTO_DIR } from './seed-photos';

describe('demo photos (docs/decisions/0239-demo-photos.md)', () => {
  const items = [...MEI, ...KENJI];

  it('every demo product has its rendered photo, and no photo is left of a product that is gone', async () => {
    for (const item of items) {
      const meta = await sharp(readSeedPhoto(item)).metadata();
      expect([meta.format, meta.width, meta.height], item.name).toEqual(['jpeg', 800, 800]);
    }
    const files = readdirSync(SEED_PHOTO_DIR).filter((f) => f.endsWith('.jpg'));
    expect(files.sort()).toEqual(items.map((i) => `${photoSlug(i)}.jpg`).sort());
  });

  it('slugs are unique, so no two products share a photo', () => {
    expect(new Set(items.map(photoSlug)).size).toBe(items.length);
  });
});
