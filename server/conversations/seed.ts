import { list } from '../../contract/products';
import { demoSession } from '../seed/demo-session';
import type { SeedContext } from '../seed/seed';

const MINUTE = 60_000;

/**
 * Demo conversations (docs/decisions/0246-conversations.md), through the service: Ada asks Mei about her loose
 * scallops and Mei answers with one of her quick replies (so Ada has an unread message); Mei keeps three quick
 * replies. Runs after the products' and orders' seeds.
 */
export async function seedConversations(ctx: SeedContext): Promise<void> {
  const { conversations, products } = ctx.services;
  const mei = demoSession(ctx, 'mei');
  const ada = demoSession(ctx, 'ada');
  const replies = [
    'In stock: pick up at the stall, Tai Yuen Street, 10:00–18:00.',
    '有貨，可以到檔口自取。',
    'Sold out for now: tap "Notify me" on the product and you will hear when it is back.',
  ];
  await conversations.setQuickReplies(replies, mei);
  const catalogue = await products.list(list.input.parse({ seller_id: mei.id, limit: 50 }), null);
  const scallops = catalogue.find((p) => p.name.includes('scallops') && p.quantity > 0) ?? catalogue[0];
  if (!scallops) return;
  const asked = await conversations
    .withClock(() => Date.now() - 50 * MINUTE)
    .send(
      {
        about: { kind: 'product', id: scallops._id },
        text: 'Are these the Hokkaido ones? How big per catty? 係咪北海道嘅？',
        imagePaths: [],
      },
      ada,
    );
  await conversations
    .withClock(() => Date.now() - 20 * MINUTE)
    .send({ conversation_id: asked.conversation._id, text: replies[1]!, imagePaths: [] }, mei);
}
