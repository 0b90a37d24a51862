/**
 * Generates the labelled photo set of `npm run bench -- ai` (bench/ai.ts): rendered packages with printed names in
 * English and Chinese (Noto CJK), some with EAN-13 barcodes, and re-photographed duplicates of seeded products
 * (scaled, cropped, re-compressed). Deterministic: run `npx tsx bench/ai-photos/generate.ts` to rebuild the files
 * and labels.json in this folder. Decision: docs/decisions/0074-ai-bench.md.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderPackage } from '../../server/ai/testing/render-package';
import { KENJI, MEI, SHAPES } from '../../server/products/seed';
import { drawProductImage, ean13 } from '../../server/products/seed-images';

export interface PhotoLabel {
  file: string;
  /** the English name printed on the package */
  nameEn?: string;
  /** the Chinese name printed on the package */
  nameZh?: string;
  /** the EAN-13 printed (readable) */
  barcode?: string;
  /** for re-photographed seeded products: the seeded product's name */
  lookAlikeOf?: string;
  kind: 'en' | 'zh' | 'bilingual' | 'duplicate';
}

const DIR = import.meta.dirname;

// a small deterministic random source, so the set is the same on every machine
let seed = 20261123;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}

const EN = [
  'DRIED MANGO',
  'GREEN TEA',
  'SEA SALT CRACKERS',
  'OYSTER SAUCE',
  'JASMINE RICE',
  'DARK CHOCOLATE',
  'COCONUT WATER',
  'RICE NOODLES',
  'SESAME OIL',
  'HONEY LEMON CANDY',
  'ALMOND BISCUITS',
  'BLACK PEPPER JERKY',
];
const ZH = [
  '芒果乾',
  '鐵觀音',
  '蝦米',
  '杏仁餅',
  '陳皮',
  '花菇',
  '牛肉乾',
  '話梅',
  '豉油',
  '米粉',
  '菊花茶',
  '蛋卷',
];
const BILINGUAL: Array<[string, string]> = [
  ['DRIED SCALLOPS', '元貝'],
  ['OOLONG TEA', '烏龍茶'],
  ['EGG ROLLS', '蛋卷'],
  ['GOJI BERRIES', '杞子'],
  ['PRESERVED PLUMS', '話梅'],
  ['SOY SAUCE', '生抽'],
  ['WHITE FUNGUS', '雪耳'],
  ['RED DATES', '紅棗'],
  ['LOTUS SEEDS', '蓮子'],
  ['FISH BALLS', '魚蛋'],
];
const SUBTITLES = [
  'Premium 200g',
  'Net wt 500g',
  'Family pack 1kg',
  '250ml',
  'Hong Kong style 150g',
  'Classic 300g',
];

async function photographed(image: Buffer, opts: { rotate?: number; quality: number; width: number }) {
  return sharp(image)
    .rotate(opts.rotate ?? 0, { background: '#d8d4cc' })
    .resize({ width: opts.width })
    .jpeg({ quality: opts.quality })
    .toBuffer();
}

async function main() {
  mkdirSync(DIR, { recursive: true });
  for (const f of readdirSync(DIR)) if (f.endsWith('.jpg')) rmSync(path.join(DIR, f));
  const labels: PhotoLabel[] = [];
  const save = async (file: string, bytes: Buffer, label: Omit<PhotoLabel, 'file'>) => {
    writeFileSync(path.join(DIR, file), bytes);
    labels.push({ file, ...label });
  };

  for (const [i, name] of EN.entries()) {
    const withCode = i % 2 === 0;
    const code = withCode ? ean13(`4897${String(100000 + i * 7919).padStart(8, '0')}`) : undefined;
    const art = await renderPackage({
      name,
      subtitle: SUBTITLES[i % SUBTITLES.length],
      ean13: code,
      hue: (i * 37) % 360,
    });
    const bytes = await photographed(art, {
      rotate: (rand() - 0.5) * 6,
      quality: 70 + Math.floor(rand() * 20),
      width: 720,
    });
    await save(`en-${String(i + 1).padStart(2, '0')}.jpg`, bytes, {
      kind: 'en',
      nameEn: name,
      barcode: code,
    });
  }
  for (const [i, name] of ZH.entries()) {
    const withCode = i % 3 === 0;
    const code = withCode
      ? ean13(
          `4898${String(200000 + i * 104729)
            .padStart(8, '0')
            .slice(-8)}`,
        )
      : undefined;
    const art = await renderPackage({
      nameZh: name,
      subtitle: ['淨重 200克', '500克', '香港製造', '經典 300克'][i % 4],
      ean13: code,
      hue: (i * 53 + 20) % 360,
    });
    const bytes = await photographed(art, {
      rotate: (rand() - 0.5) * 6,
      quality: 70 + Math.floor(rand() * 20),
      width: 720,
    });
    await save(`zh-${String(i + 1).padStart(2, '0')}.jpg`, bytes, {
      kind: 'zh',
      nameZh: name,
      barcode: code,
    });
  }
  for (const [i, [en, zh]] of BILINGUAL.entries()) {
    const code =
      i % 2 === 0
        ? ean13(
            `4899${String(300000 + i * 15485)
              .padStart(8, '0')
              .slice(-8)}`,
          )
        : undefined;
    const art = await renderPackage({
      name: en,
      nameZh: zh,
      subtitle: SUBTITLES[(i + 2) % SUBTITLES.length],
      ean13: code,
      hue: (i * 71 + 10) % 360,
    });
    const bytes = await photographed(art, { rotate: (rand() - 0.5) * 4, quality: 75, width: 720 });
    await save(`bi-${String(i + 1).padStart(2, '0')}.jpg`, bytes, {
      kind: 'bilingual',
      nameEn: en,
      nameZh: zh,
      barcode: code,
    });
  }
  // seeded products photographed again: the same drawing as server/products/seed.ts, then scaled, cropped a
  // little (3–6 % per side) and re-compressed
  const seeded = [
    ...MEI.map((item, i) => ({ item, hue: (20 + i * 27) % 360, shape: SHAPES[i % SHAPES.length]! })),
    ...KENJI.map((item, i) => ({ item, hue: (200 + i * 27) % 360, shape: SHAPES[i % SHAPES.length]! })),
  ];
  for (let n = 0; n < 10; n += 1) {
    const { item, hue, shape } = seeded[(n * 3) % seeded.length]!;
    const png = await drawProductImage(item.name[0]!.toUpperCase(), hue, shape);
    const crop = Math.round(800 * (0.03 + rand() * 0.03));
    const bytes = await sharp(png)
      .extract({ left: crop, top: crop, width: 800 - 2 * crop, height: 800 - 2 * crop })
      .resize({ width: 480 + Math.floor(rand() * 300) })
      .jpeg({ quality: 55 + Math.floor(rand() * 25) })
      .toBuffer();
    await save(`dup-${String(n + 1).padStart(2, '0')}.jpg`, bytes, {
      kind: 'duplicate',
      lookAlikeOf: item.name,
    });
  }
  writeFileSync(path.join(DIR, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`);
  console.log(`${labels.length} photos in ${DIR}`);
}

await main();
