import { list } from '../../contract/orders';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

const DAY = 86_400_000;

/**
 * Demo reviews (docs/decisions/0242-reviews.md), through the service: Ada rates a line of her completed order
 * from Mei with a photo and Mei replies; Ben rates one line of his collected pickup order and leaves the other,
 * so his order shows "Rate". Runs after the orders' seeds.
 */
export async function seedReviews(ctx: SeedContext): Promise<void> {
  const { orders, reviews } = ctx.services;
  const mei = demoSession(ctx, 'mei');
  const ada = demoSession(ctx, 'ada');
  const ben = demoSession(ctx, 'ben');
  const completed = async (who: typeof ada) =>
    (await orders.reads.list(list.input.parse({ role: 'buyer', status: 'completed', limit: 50 }), who)).items
      .filter((o) => o.seller_id === mei.id)
      .at(-1);

  const adas = await completed(ada);
  // the second line: one unit of the first was refunded as cracked (server/orders/seed/after-sale-seed.ts)
  const jar = adas?.items[1] ?? adas?.items[0];
  if (adas && jar) {
    const { review } = await reviews
      .withClock(() => Date.now() - 8 * DAY)
      .create(
        {
          order_id: adas.order_id,
          product_id: jar.product_id,
          ...(jar.variant_id ? { variant_id: jar.variant_id } : {}),
          stars: 5,
          text: '好香，同街市買嘅一樣新鮮。Packed well, arrived the next morning.',
          imagePaths: jar.thumbnail ? [jar.thumbnail] : [],
        },
        ada,
      );
    await reviews
      .withClock(() => Date.now() - 7 * DAY)
      .reply({ id: review._id, text: '多謝支持！Thank you, see you at the stall on Saturday.' }, mei);
  }

  const bens = await completed(ben);
  const first = bens?.items[0];
  if (bens && first) {
    await reviews
      .withClock(() => Date.now() - 15 * DAY)
      .create(
        {
          order_id: bens.order_id,
          product_id: first.product_id,
          ...(first.variant_id ? { variant_id: first.variant_id } : {}),
          stars: 4,
          text: 'Good quality, a little pricier than Sheung Wan but ready to collect the same day.',
          imagePaths: [],
        },
        ben,
      );
  }
}
