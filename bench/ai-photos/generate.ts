/**
 * Generates the labelled photo set of `npm run bench -- ai` (bench/ai.ts): Hong Kong grocery and dried-goods
 * packages photographed on a surface (server/ai/testing/render-package.ts, the way the demo catalogue's photos are
 * made), printed in English, Traditional or Simplified Chinese or two of them, some with EAN-13 barcodes, each
 * labelled with its true name, pack size and a fair price band; and re-photographed demo products (scaled,
 * cropped, re-compressed). Deterministic: `npx tsx bench/ai-photos/generate.ts` rebuilds the files and
 * labels.json. Decisions: docs/decisions/0074-ai-bench.md, docs/decisions/0239-demo-photos.md.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderPackage } from '../../server/ai/testing/render-package';
import { KENJI, MEI } from '../../server/products/seed';
import { ean13 } from '../../server/products/seed-images';
import { readSeedPhoto } from '../../server/products/seed-photos';

export interface PhotoLabel {
  file: string;
  /** the English name printed on the package */
  nameEn?: string;
  /** the Chinese name printed on the package, in the script printed */
  nameZh?: string;
  /** the EAN-13 printed (readable) */
  barcode?: string;
  /** what one pack holds: grams, millilitres or pieces */
  size?: { dimension: 'mass' | 'volume' | 'count'; amount: number };
  /**
   * A fair shelf price in Hong Kong (HK$ low–high) when the demo market sells this kind, so a price can be
   * grounded; absent when it sells nothing comparable, and the right answer is no price.
   */
  priceBand?: [number, number];
  /** for re-photographed seeded products: the seeded product's name */
  lookAlikeOf?: string;
  kind: 'en' | 'hant' | 'hans' | 'en+hant' | 'en+hans' | 'duplicate';
}

interface Pack {
  en: string;
  hant: string;
  hans: string;
  /** the printed size line */
  print: string;
  size: NonNullable<PhotoLabel['size']>;
  band?: [number, number];
}

const g = (amount: number) => ({ dimension: 'mass' as const, amount });
const ml = (amount: number) => ({ dimension: 'volume' as const, amount });
const pcs = (amount: number) => ({ dimension: 'count' as const, amount });

/**
 * Kinds the demo market sells first (Mei's dried goods, tea and snacks: their bands are shelf prices in Sheung
 * Wan and Sham Shui Po, 2026), then kinds it does not sell.
 */
const PACKS: Pack[] = [
  { en: 'DRIED MANGO', hant: '芒果乾', hans: '芒果干', print: 'Net 200g', size: g(200), band: [22, 40] },
  { en: 'DRIED SCALLOPS', hant: '元貝', hans: '元贝', print: '300g', size: g(300), band: [250, 450] },
  { en: 'DRIED SHRIMP', hant: '蝦米', hans: '虾米', print: '淨重 500克', size: g(500), band: [150, 260] },
  { en: 'FLOWER MUSHROOMS', hant: '花菇', hans: '花菇', print: '150g', size: g(150), band: [55, 100] },
  { en: 'GOJI BERRIES', hant: '寧夏杞子', hans: '宁夏杞子', print: '500g', size: g(500), band: [55, 110] },
  { en: 'TANGERINE PEEL', hant: '陳皮', hans: '陈皮', print: 'Aged 50g', size: g(50), band: [80, 160] },
  { en: 'PRESERVED PLUMS', hant: '話梅', hans: '话梅', print: '100g', size: g(100), band: [12, 25] },
  { en: 'BEEF JERKY', hant: '牛肉乾', hans: '牛肉干', print: 'Spicy 100g', size: g(100), band: [22, 40] },
  { en: 'EGG ROLLS', hant: '蛋卷', hans: '蛋卷', print: '12 pcs', size: pcs(12), band: [30, 55] },
  { en: 'ALMOND COOKIES', hant: '杏仁餅', hans: '杏仁饼', print: 'Box of 10', size: pcs(10), band: [22, 40] },
  { en: 'TIEGUANYIN', hant: '鐵觀音', hans: '铁观音', print: '100g', size: g(100), band: [80, 140] },
  { en: 'JASMINE TEA', hant: '茉莉花茶', hans: '茉莉花茶', print: '100g', size: g(100), band: [60, 120] },
  { en: 'PU-ERH TEA', hant: '普洱茶', hans: '普洱茶', print: '357g', size: g(357), band: [200, 400] },
  { en: 'OOLONG TEA', hant: '烏龍茶', hans: '乌龙茶', print: '150g', size: g(150), band: [90, 200] },
  { en: 'DRIED ABALONE', hant: '鮑魚', hans: '鲍鱼', print: '100g', size: g(100), band: [300, 600] },
  { en: 'SHIITAKE', hant: '冬菇', hans: '冬菇', print: '200g', size: g(200), band: [70, 140] },
  { en: 'SCALLOPS', hant: '瑤柱', hans: '瑶柱', print: '1 斤', size: g(604.79), band: [450, 800] },
  { en: 'GOJI', hant: '杞子', hans: '杞子', print: '半斤', size: g(302.395), band: [35, 70] },
  { en: 'SESAME OIL', hant: '麻油', hans: '麻油', print: '250ml', size: ml(250) },
  { en: 'OYSTER SAUCE', hant: '蠔油', hans: '蚝油', print: '500ml', size: ml(500) },
  { en: 'SOY SAUCE', hant: '生抽', hans: '生抽', print: '500ml', size: ml(500) },
  { en: 'JASMINE RICE', hant: '香米', hans: '香米', print: '5kg', size: g(5000) },
  { en: 'RICE NOODLES', hant: '米粉', hans: '米粉', print: '400g', size: g(400) },
  { en: 'COCONUT WATER', hant: '椰子水', hans: '椰子水', print: '330ml', size: ml(330) },
  { en: 'DARK CHOCOLATE', hant: '黑朱古力', hans: '黑巧克力', print: '100g', size: g(100) },
  { en: 'SEA SALT CRACKERS', hant: '梳打餅', hans: '苏打饼', print: '200g', size: g(200) },
  { en: 'HONEY LEMON CANDY', hant: '蜂蜜檸檬糖', hans: '蜂蜜柠檬糖', print: '150g', size: g(150) },
  { en: 'FISH BALLS', hant: '魚蛋', hans: '鱼蛋', print: '500g', size: g(500) },
  { en: 'WHITE FUNGUS', hant: '雪耳', hans: '雪耳', print: '50g', size: g(50) },
  { en: 'RED DATES', hant: '紅棗', hans: '红枣', print: '300g', size: g(300) },
  { en: 'LOTUS SEEDS', hant: '蓮子', hans: '莲子', print: '250g', size: g(250) },
  { en: 'INSTANT NOODLES', hant: '即食麵', hans: '即食面', print: '5 x 100g', size: g(500) },
  { en: 'CONDENSED MILK', hant: '煉奶', hans: '炼奶', print: '397g', size: g(397) },
  { en: 'DRIED SQUID', hant: '魷魚乾', hans: '鱿鱼干', print: '150g', size: g(150) },
  { en: 'FISH MAW', hant: '花膠', hans: '花胶', print: '150g', size: g(150) },
  { en: 'CHRYSANTHEMUM TEA', hant: '菊花茶', hans: '菊花茶', print: '50g', size: g(50) },
  { en: 'GINGER CANDY', hant: '薑糖', hans: '姜糖', print: '200g', size: g(200) },
  { en: 'PEANUT BRITTLE', hant: '花生糖', hans: '花生糖', print: '250g', size: g(250) },
  { en: 'SOY MILK', hant: '豆漿', hans: '豆浆', print: '6 x 250ml', size: ml(1500) },
  { en: 'LEMON TEA', hant: '檸檬茶', hans: '柠檬茶', print: '500ml', size: ml(500) },
  { en: 'CURRY SAUCE', hant: '咖喱醬', hans: '咖喱酱', print: '250g', size: g(250) },
  { en: 'VERMICELLI', hant: '粉絲', hans: '粉丝', print: '8 x 50g', size: g(400) },
];

const KINDS: PhotoLabel['kind'][] = ['en', 'hant', 'hans', 'en+hant', 'en+hans'];
const SURFACES = ['wood', 'marble', 'linen', 'steel'] as const;
const SHAPES = ['pouch', 'box', 'tin', 'jar'] as const;

const DIR = import.meta.dirname;

// a small deterministic random source, so the set is the same on every machine
let seed = 20261127;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}

async function photographed(image: Buffer, opts: { rotate: number; quality: number; width: number }) {
  return sharp(image)
    .rotate(opts.rotate, { background: '#d8d4cc' })
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

  for (const [i, pack] of PACKS.entries()) {
    const kind = KINDS[i % KINDS.length]!;
    const zh = kind.endsWith('hans') ? pack.hans : kind.endsWith('hant') ? pack.hant : undefined;
    const en = kind.startsWith('en') ? pack.en : undefined;
    const code = i % 3 === 0 ? ean13(`4896${String(400000 + i * 7919).padStart(8, '0')}`) : undefined;
    const art = await renderPackage({
      ...(en ? { name: en } : {}),
      ...(zh ? { nameZh: zh } : {}),
      subtitle: pack.print,
      ean13: code,
      hue: (i * 41 + 15) % 360,
      scene: {
        surface: SURFACES[i % SURFACES.length]!,
        shape: SHAPES[(i >> 2) % SHAPES.length]!,
        seed: i + 1,
      },
    });
    const bytes = await photographed(art, {
      rotate: (rand() - 0.5) * 6,
      quality: 70 + Math.floor(rand() * 20),
      width: 720,
    });
    await save(`pack-${String(i + 1).padStart(2, '0')}.jpg`, bytes, {
      kind,
      ...(en ? { nameEn: en } : {}),
      ...(zh ? { nameZh: zh } : {}),
      ...(code ? { barcode: code } : {}),
      size: pack.size,
      ...(pack.band ? { priceBand: pack.band } : {}),
    });
  }
  // seeded products photographed again: the demo photo itself, cropped a little (3–6 % per side), scaled and
  // re-compressed
  const seeded = [...MEI, ...KENJI];
  for (let n = 0; n < 10; n += 1) {
    const item = seeded[(n * 3) % seeded.length]!;
    const photo = sharp(readSeedPhoto(item));
    const { width = 800, height = 800 } = await photo.metadata();
    const crop = Math.round(width * (0.03 + rand() * 0.03));
    const bytes = await photo
      .extract({ left: crop, top: crop, width: width - 2 * crop, height: height - 2 * crop })
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
