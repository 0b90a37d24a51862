import type { AiLocale, AiSource, ProductSuggestion } from '../../contract/ai';
import { fromCents } from '../../contract/money';
import type { ComparableRow, ProductComparables } from '../products/comparables';
import type { Findings } from './findings';
import { correctChinese } from './lexicon';
import { median, money, pick, quote } from './locale-text';
import { formatPackSize, listingSize, packSizeIn, sameSize } from './pack-size';
import { kindWords, lookupWords, priceFromComparables } from './price-comparables';
import { inLocaleScript, inLocaleScripts } from './script';
import { colourWord, guessCategory } from './words';

/** The name and where it came from, before numbers are looked up. */
interface Naming {
  name: string;
  category: string | null;
  confidence: number;
  /** listings that are the same product (same barcode or look-alike photo): their prices come first */
  same: ComparableRow[];
  sameKind: 'barcode' | 'look-alike' | null;
}

function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function printedName(findings: Findings, locale: AiLocale): { name: string; confidence: number } | null {
  const texts = findings.photos.map((p) => p.text).filter((t) => t.latinName || t.chineseName);
  const best = texts.sort((a, b) => b.confidence - a.confidence)[0];
  if (!best) return null;
  const parts = locale === 'en' ? [best.latinName, best.chineseName] : [best.chineseName, best.latinName];
  return { name: parts.filter(Boolean).join(' ').slice(0, 120), confidence: best.confidence };
}

function nameOf(findings: Findings, locale: AiLocale, sellerId: string, sources: AiSource[]): Naming | null {
  const printed = printedName(findings, locale);
  if (findings.barcodeMatches.length > 0) {
    const own = findings.barcodeMatches.filter((m) => m.seller_id === sellerId);
    const name = mostCommon((own.length ? own : findings.barcodeMatches).map((m) => m.name))!;
    const n = findings.barcodeMatches.length;
    sources.push({
      field: 'name',
      text: pick(
        locale,
        `barcode ${findings.barcode} matched ${n} listing${n === 1 ? '' : 's'}`,
        `條碼 ${findings.barcode} 對應 ${n} 個產品`,
        `条码 ${findings.barcode} 对应 ${n} 个商品`,
      ),
    });
    return {
      name,
      category: mostCommon(findings.barcodeMatches.flatMap((m) => m.categories.slice(0, 1))) ?? null,
      confidence: 0.95,
      same: findings.barcodeMatches,
      sameKind: 'barcode',
    };
  }
  const closest = findings.lookAlikes[0];
  if (printed) {
    const read = findings.photos.flatMap((p) => [p.text.latinName, p.text.chineseName]).filter(Boolean);
    sources.push({
      field: 'name',
      text: pick(
        locale,
        `text read on the package: ${read.map((r) => quote(locale, r)).join(', ')}`,
        `包裝上的文字：${read.map((r) => quote(locale, r)).join('、')}`,
        `包装上的文字：${read.map((r) => quote(locale, r)).join('、')}`,
      ),
    });
    // a look-alike counts as the same product only when its name shares a word with the print
    const words = printed.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2);
    const same = findings.lookAlikes
      .filter((l) => words.some((w) => l.product.name.toLowerCase().includes(w)))
      .map((l) => l.product);
    return {
      name: printed.name,
      category: same[0]?.categories[0] ?? null,
      confidence: Math.round(printed.confidence * 90) / 100,
      same,
      sameKind: same.length ? 'look-alike' : null,
    };
  }
  if (closest) {
    const own = closest.product.seller_id === sellerId;
    sources.push({
      field: 'name',
      text: own
        ? pick(
            locale,
            `the photo looks like your listing ${quote(locale, closest.product.name)}`,
            `相片與你的產品${quote(locale, closest.product.name)}相似`,
            `照片与你的商品${quote(locale, closest.product.name)}相似`,
          )
        : pick(
            locale,
            `the photo looks like the listing ${quote(locale, closest.product.name)} in the market`,
            `相片與市集上的產品${quote(locale, closest.product.name)}相似`,
            `照片与市集上的商品${quote(locale, closest.product.name)}相似`,
          ),
    });
    return {
      name: closest.product.name,
      category: closest.product.categories[0] ?? null,
      confidence: Math.round(Math.max(0.3, 1 - closest.distance / 40) * 100) / 100,
      // only the listings about as close as the closest one are "the same product" for the price
      same: findings.lookAlikes.filter((l) => l.distance <= closest.distance + 4).map((l) => l.product),
      sameKind: 'look-alike',
    };
  }
  return null;
}

function describeProduct(
  locale: AiLocale,
  name: string,
  category: string | null,
  findings: Findings,
): string {
  const sizes = [...new Set(findings.photos.flatMap((p) => p.text.sizes))];
  const photo = findings.photos.find((p) => !p.blank);
  const colour = photo ? colourWord(photo.colour.r, photo.colour.g, photo.colour.b, locale) : null;
  const allText = findings.photos.flatMap((p) => p.text.lines).join(' \n ');
  const origin = /(?:product of|made in)\s+([A-Za-z][A-Za-z ]{1,30})/i.exec(allText)?.[1]?.trim();
  const originZh = /(?:產地|产地)[:：\s]*([\u3400-\u9fff]{2,8})/.exec(allText)?.[1];
  // a printed line beside the name (e.g. "Premium Slices"), without its sizes
  const extra = findings.photos
    .flatMap((p) => p.text.lines)
    .map((l) => l.replace(/\d+(?:[.,]\d+)?\s*(kg|g|ml|l|克|毫升|公斤|升)\b/gi, '').trim())
    .find(
      (l) =>
        l.length >= 4 &&
        /\p{L}{3}/u.test(l) &&
        !name.toLowerCase().includes(l.toLowerCase()) &&
        !/^\d+$/.test(l.replace(/\s/g, '')),
    );
  const size = sizes.length ? sizes.join(' / ') : null;
  if (locale === 'en') {
    const parts = [`${name}${size ? `, ${size}` : ''}.`];
    if (extra) parts.push(`${extra.charAt(0).toUpperCase()}${extra.slice(1).toLowerCase()}.`);
    const article = /^[aeiou]/.test(colour ?? '') ? 'an' : 'a';
    if (colour && category) parts.push(`Comes in ${article} ${colour} package; listed under ${category}.`);
    else if (colour) parts.push(`Comes in ${article} ${colour} package.`);
    else if (category) parts.push(`Listed under ${category}.`);
    if (origin) parts.push(`Made in ${origin}.`);
    else if (originZh) parts.push(`Origin: ${originZh}.`);
    return parts.join(' ');
  }
  const hk = locale === 'zh-HK';
  const parts = [`${name}${size ? `，${size}` : ''}。`];
  if (extra) parts.push(`包裝註明：${extra}。`.replace('註', hk ? '註' : '注'));
  if (colour && category)
    parts.push(hk ? `${colour}包裝，屬「${category}」類。` : `${colour}包装，属「${category}」类。`);
  else if (colour) parts.push(hk ? `${colour}包裝。` : `${colour}包装。`);
  else if (category) parts.push(hk ? `屬「${category}」類。` : `属「${category}」类。`);
  if (originZh) parts.push(hk ? `產地：${originZh}。` : `产地：${originZh}。`);
  else if (origin) parts.push(hk ? `產地：${origin}。` : `产地：${origin}。`);
  return parts.join('');
}

/**
 * The offline listing: name (barcode listing > printed text > look-alike photo), category, a description composed
 * from what was found, and numbers from comparable listings, each explained in `sources`. Null: nothing useful.
 */
export async function composeProduct(
  findings: Findings,
  comparables: ProductComparables,
  sellerId: string,
  locale: AiLocale,
  /** the vision model's answer (docs/decisions/0073): it names and describes; numbers stay from listings */
  model?: { name: string; description: string; category: string; model: string },
): Promise<ProductSuggestion | null> {
  const sources: ProductSuggestion['sources'] = [];
  // what OCR read, in the caller's script (server/ai/script.ts)
  findings = {
    ...findings,
    photos: await Promise.all(
      findings.photos.map(async (p) => ({
        ...p,
        text: {
          ...p.text,
          chineseName: await inLocaleScript(p.text.chineseName, locale),
          lines: await inLocaleScripts(p.text.lines, locale),
        },
      })),
    ),
  };
  // a Chinese name misread by one character is corrected against the market's product names
  const vocabulary = findings.photos.some((p) => p.text.chineseName)
    ? await comparables.chineseVocabulary()
    : new Set<string>();
  for (const photo of findings.photos) {
    const corrected = correctChinese(photo.text.chineseName, vocabulary);
    if (!corrected) continue;
    sources.push({
      field: 'name',
      text: pick(
        locale,
        `read ${quote(locale, photo.text.chineseName)}, corrected to ${quote(locale, corrected)} as other listings spell it`,
        `讀到${quote(locale, photo.text.chineseName)}，按其他產品的寫法更正為${quote(locale, corrected)}`,
        `读到${quote(locale, photo.text.chineseName)}，按其他商品的写法更正为${quote(locale, corrected)}`,
      ),
    });
    photo.text = { ...photo.text, chineseName: corrected };
  }
  let naming = nameOf(findings, locale, sellerId, sources);
  if (model) {
    const modelSource = pick(
      locale,
      `vision model ${model.model}`,
      `視覺模型 ${model.model}`,
      `视觉模型 ${model.model}`,
    );
    sources.unshift({ field: 'name', text: modelSource }, { field: 'description', text: modelSource });
    naming = {
      name: model.name.trim(),
      category: naming?.category ?? (model.category.trim() || null),
      confidence: Math.max(naming?.confidence ?? 0, 0.8),
      same: naming?.same ?? [],
      sameKind: naming?.sameKind ?? null,
    };
  }
  if (!naming?.name) return null;
  const allText = findings.photos.flatMap((p) => p.text.lines).join(' \n ');
  let category = naming.category;
  if (category) {
    sources.push({
      field: 'category',
      text: pick(
        locale,
        naming.sameKind === 'barcode'
          ? 'category of the listings with this barcode'
          : 'category of the look-alike listing',
        naming.sameKind === 'barcode' ? '同一條碼產品的類別' : '相似產品的類別',
        naming.sameKind === 'barcode' ? '同一条码商品的类别' : '相似商品的类别',
      ),
    });
  } else {
    category = guessCategory(`${naming.name} ${allText}`);
    if (category)
      sources.push({
        field: 'category',
        text: pick(locale, 'words on the package', '包裝上的字眼', '包装上的字眼'),
      });
  }

  // what one pack holds, as printed ("200g", "6 x 250ml", "半斤"); lines kept apart so no number runs into the next
  const size =
    packSizeIn(findings.photos.flatMap((p) => p.text.lines).join(' | ')) ??
    (model ? packSizeIn(`${model.name} | ${model.description}`) : null);
  const words = kindWords(naming.name);
  const [inCategory, ofSeller, mentioning] = await Promise.all([
    category ? comparables.inCategory(category) : Promise.resolve([]),
    comparables.ofSeller(sellerId),
    comparables.mentioning(lookupWords(naming.name)),
  ]);
  const catKey = category?.toLowerCase();
  const sellerInCat = ofSeller.filter((p) => p.categories.some((c) => c.toLowerCase() === catKey));

  // price: the same product (barcode, look-alike), else listings of the same kind and a similar size, per unit
  let priceCents: number | null = null;
  // a look-alike photo of another size is another pack (demo packages look much alike): priced per unit below
  const same = naming.same.filter((p) => {
    if (p.price_cents <= 0) return false;
    if (naming.sameKind === 'barcode' || !size) return true;
    const theirs = listingSize(p);
    return !theirs || sameSize(size, theirs);
  });
  if (same.length) {
    priceCents = median(same.map((p) => p.price_cents));
    sources.push({
      field: 'price',
      text:
        naming.sameKind === 'barcode'
          ? pick(
              locale,
              `median of ${same.length} listing${same.length === 1 ? '' : 's'} with barcode ${findings.barcode}`,
              `條碼 ${findings.barcode} 的 ${same.length} 個產品的中位數`,
              `条码 ${findings.barcode} 的 ${same.length} 个商品的中位数`,
            )
          : pick(
              locale,
              `median of ${same.length} look-alike listing${same.length === 1 ? '' : 's'}`,
              `${same.length} 個相似產品的中位數`,
              `${same.length} 个相似商品的中位数`,
            ),
    });
  } else {
    const answer = priceFromComparables(
      locale,
      words,
      size,
      [...ofSeller, ...inCategory, ...mentioning],
      sellerId,
    );
    priceCents = answer.cents;
    sources.push({ field: 'price', text: answer.evidence });
  }

  // cost: the seller's own typical cost/price ratio in the category; unknown otherwise (her costs are hers)
  let costCents: number | null = null;
  const margins = sellerInCat.filter((p) => p.price_cents > 0 && p.cost_cents > 0);
  if (margins.length && priceCents !== null) {
    const r = median(margins.map((p) => Math.round((p.cost_cents / p.price_cents) * 1000))) / 1000;
    costCents = Math.min(priceCents, Math.round(priceCents * r));
    sources.push({
      field: 'cost',
      text: `${pick(
        locale,
        `your typical margin on ${category} (${margins.length} listings)`,
        `你在「${category}」的一般利潤率（${margins.length} 個產品）`,
        `你在「${category}」的一般利润率（${margins.length} 个商品）`,
      )}${pick(locale, ': cost', '：成本', '：成本')} ≈ ${Math.round(r * 100)}% × ${money(priceCents)}`,
    });
  } else {
    sources.push({
      field: 'cost',
      text: pick(
        locale,
        'no cost of yours in this category to learn from: please enter your cost',
        '此類別沒有你的成本可參考，請輸入成本',
        '此类别没有你的成本可参考，请输入成本',
      ),
    });
  }

  // quantity: the seller counts her stock; a photo of one pack says nothing of how many she has
  sources.push({
    field: 'quantity',
    text: pick(
      locale,
      'left for you to count: a photo shows one pack, not your stock',
      '留待你點算：相片只見一件，看不出存貨',
      '留待你清点：照片只见一件，看不出库存',
    ),
  });

  const description = model?.description.trim() || describeProduct(locale, naming.name, category, findings);
  if (!model)
    sources.push({
      field: 'description',
      text: pick(
        locale,
        'composed from the name, sizes, colours and text found in the photo',
        '根據名稱、份量、顏色及相片中的文字撰寫',
        '根据名称、规格、颜色及照片中的文字撰写',
      ),
    });
  if (findings.barcode) {
    sources.push({
      field: 'barcode',
      text: pick(
        locale,
        `read in the photo: ${findings.barcode}`,
        `從相片讀出：${findings.barcode}`,
        `从照片读出：${findings.barcode}`,
      ),
    });
  }
  return {
    name: naming.name,
    description: description.slice(0, 2000),
    price: priceCents === null ? null : fromCents(priceCents),
    cost: costCents === null ? null : fromCents(costCents),
    quantity: null,
    ...(size ? { size: { ...size, text: formatPackSize(size) } } : {}),
    category: category ? [category] : [],
    ...(findings.barcode ? { barcode: findings.barcode } : {}),
    confidence: naming.confidence,
    sources,
    provider: model ? 'model' : 'offline',
  };
}
