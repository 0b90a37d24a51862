import { create } from '../../contract/products';
import type { SessionUser } from '../http/context';
import { processImage } from '../media';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';
import { type DemoProduct, KENJI, MEI } from './seed-catalogue';
import { ean13 } from './seed-images';
import { readSeedPhoto } from './seed-photos';

export { type DemoProduct, KENJI, MEI } from './seed-catalogue';

/**
 * Seed step: each demo seller's catalogue, through the real image pipeline and ProductsService.create,
 * so demo data obeys the same rules as what a seller saves.
 */
export async function seedProducts(ctx: SeedContext): Promise<void> {
  const mei = sellerOf(ctx, 'mei');
  const meiIds = await seedCatalogue(ctx, mei, MEI);
  await seedCatalogue(ctx, sellerOf(ctx, 'kenji'), KENJI);
  // Mei's till: what she sells without a barcode is on quick keys (docs/decisions/0230-quick-keys.md)
  const unlabelled = MEI.flatMap((item, i) =>
    !item.ean && !item.variants && item.quantity > 0 ? [meiIds[i]!] : [],
  );
  await ctx.services.quickKeys.set({ product_ids: unlabelled }, mei);
  // her scale prints the weight on its labels (decision 0234)
  await ctx.services.scaleSettings.set({ layout: 'weight' }, mei);
  // Ada waits for the sold-out abalone: when Mei restocks it, Ada is told once (decision 0241)
  const abalone = MEI.findIndex((item) => item.name.startsWith('South African dried abalone'));
  const ada = demoSession(ctx, 'ada');
  await ctx.services.restockAlerts.add({ id: meiIds[abalone]! }, ada);
  // and keeps it, with the dried mango, on her wishlist (decision 0244)
  const mango = MEI.findIndex((item) => item.name.startsWith('Dried mango'));
  for (const i of [mango, abalone]) if (i >= 0) await ctx.services.wishlist.add(meiIds[i]!, ada);
}

const sellerOf = demoSession;

/** the products' ids, in the order of `items` */
async function seedCatalogue(ctx: SeedContext, seller: SessionUser, items: DemoProduct[]): Promise<string[]> {
  // images in parallel (the pipeline limits its own concurrency); products one by one, so ids keep list order
  const images = await Promise.all(
    items.map(async (item) => (await processImage(readSeedPhoto(item), ctx.services.images)).filePath),
  );
  const ids: string[] = [];
  for (const [i, item] of items.entries()) {
    const input = create.input.parse({
      name: item.name,
      description: item.description,
      price: item.price,
      cost: item.cost,
      quantity: item.quantity - (item.received?.units ?? 0),
      ...(item.lowStock === undefined ? {} : { low_stock: item.lowStock }),
      ...(item.openPrice ? { open_price: true } : {}),
      ...(item.unit ? { unit: item.unit, ...(item.step ? { step: item.step } : {}) } : {}),
      discount: item.discount ?? 0,
      size: item.size ?? null,
      category: item.category,
      barcode: item.ean ? ean13(item.ean) : (item.plu ?? null),
      imagePath: [images[i]!],
      ...(item.variants
        ? {
            variants: item.variants.map((v) => ({
              name: v.name,
              price: v.price,
              cost: v.cost,
              quantity: v.quantity,
              barcode: ean13(v.ean),
              ...(v.lowStock === undefined ? {} : { low_stock: v.lowStock }),
            })),
          }
        : {}),
    });
    const { _id } = await ctx.services.products.create(input, seller);
    ids.push(_id);
    if (item.received) {
      await ctx.services.products.stock.adjustStock(
        { id: _id, change: item.received.units, reason: 'received', note: item.received.note },
        seller,
      );
    }
  }
  ctx.log(`Seeded ${items.length} products for ${seller.email}.`);
  return ids;
}
