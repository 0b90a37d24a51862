import { createCollection, saveContent } from '../../contract/collections';
import { addComment, create } from '../../contract/posts';
import { list as listProducts, type Product } from '../../contract/products';
import type { SessionUser } from '../http/context';
import { DEMO_ACCOUNTS, type DemoAccount } from '../seed/demo-accounts';
import type { SeedContext } from '../seed/seed';

/** A demo post: its products by the start of their names; images are those products' photos, then `extra`. */
interface DemoPost {
  by: 'mei' | 'kenji';
  title: string;
  description: string;
  tags: string[];
  /** products linked from the post (name prefixes) */
  link: string[];
  /** more product photos in the gallery without linking them (name prefixes) */
  extra?: string[];
  likedBy?: ('ada' | 'ben')[];
}

/** Oldest first: the last one is on top of the feed. Galleries of 1, 2, 3, 4 and 5+ images (+N on the 4th tile). */
const POSTS: DemoPost[] = [
  {
    by: 'kenji',
    title: 'Fresh out of the kiln',
    description:
      'A new batch of speckled mugs. The ash glaze runs differently on every one, so no two are alike.',
    tags: ['Ceramics'],
    link: ['Hand-thrown ceramic mug'],
    likedBy: ['ada'],
  },
  {
    by: 'mei',
    title: 'New season dried scallops are in',
    description:
      'Hokkaido scallops, sun-dried and sweet. Perfect for congee, soup and XO sauce. Limited stock this month!',
    tags: ['Dried seafood', 'Gifts'],
    link: ['Hokkaido dried scallops', 'Dried shrimp'],
    extra: ['South African dried abalone'],
    likedBy: ['ada', 'ben'],
  },
  {
    by: 'kenji',
    title: 'Workshop corner: walnut and hinoki',
    description:
      'Boards oiled three times and chopsticks planed by hand. Come by the stall on Sunday to see them.',
    tags: ['Woodwork', 'Kitchen'],
    link: ['Walnut serving board', 'Hinoki chopsticks'],
  },
  {
    by: 'mei',
    title: 'Tea tasting this Saturday 茶會',
    description:
      'Oolong, jasmine pearls and a 2015 pu-erh, with aged mandarin peel to finish. Free cups from 2 pm to 5 pm.',
    tags: ['Tea', 'Events'],
    link: ['Tieguanyin oolong', 'Jasmine pearls', 'Pu-erh tea cake'],
    extra: ['Ten-year mandarin peel', 'Goji berries', 'Flower shiitake mushrooms'],
    likedBy: ['ben'],
  },
  {
    by: 'kenji',
    title: 'Wrap it the furoshiki way',
    description:
      'One square of cloth, no tape, no waste. Here is how we wrap gifts at the stall this season.',
    tags: ['Textiles', 'Gifts'],
    link: ['Furoshiki wrapping cloth', 'Indigo tenugui towel'],
    extra: ['Beeswax candle set', 'Brass incense holder', 'Hand-bound notebook'],
    likedBy: ['ada', 'ben'],
  },
  {
    by: 'mei',
    title: 'Office snack box',
    description:
      'Egg rolls, plums and spicy jerky: the three snacks our regulars buy together. 15% off the egg rolls.',
    tags: ['Snacks'],
    link: ['Butter egg rolls', 'Preserved plums', 'Spicy beef jerky', 'Almond cookies'],
    likedBy: ['ada'],
  },
];

function userOf(ctx: SeedContext, key: DemoAccount['key']): SessionUser {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  return { id: ctx.users[key], email: account.email, role: account.role, tokenHash: '' };
}

async function catalogueOf(ctx: SeedContext, seller: SessionUser): Promise<Product[]> {
  return ctx.services.products.list(listProducts.input.parse({ mine: true, limit: 100 }), seller);
}

function byPrefix(products: Product[], prefix: string): Product {
  const found = products.find((p) => p.name.startsWith(prefix));
  if (!found) throw new Error(`seed: no demo product named ${prefix}…`);
  return found;
}

/**
 * Seed step (after the products step): posts by the demo sellers with their products' photos and links,
 * likes and comments (with replies) by the demo customers, and a collection of Ada's with a saved post.
 * Everything goes through the services, so the demo data obeys the same rules as real data.
 */
export async function seedPosts(ctx: SeedContext): Promise<void> {
  const sellers = { mei: userOf(ctx, 'mei'), kenji: userOf(ctx, 'kenji') };
  const customers = { ada: userOf(ctx, 'ada'), ben: userOf(ctx, 'ben') };
  const catalogues = {
    mei: await catalogueOf(ctx, sellers.mei),
    kenji: await catalogueOf(ctx, sellers.kenji),
  };

  const ids: string[] = [];
  for (const demo of POSTS) {
    const products = catalogues[demo.by];
    const linked = demo.link.map((name) => byPrefix(products, name));
    const pictured = [...linked, ...(demo.extra ?? []).map((name) => byPrefix(products, name))];
    const input = create.input.parse({
      title: demo.title,
      description: demo.description,
      tags: demo.tags,
      imagePaths: pictured.flatMap((p) => p.imagePaths.slice(0, 1)),
      linkedProducts: linked.map((p) => p._id),
    });
    const { id } = await ctx.services.posts.create(input, sellers[demo.by]);
    ids.push(id);
    for (const who of demo.likedBy ?? []) await ctx.services.posts.like(id, customers[who]);
  }

  const comment = (postIndex: number, who: SessionUser, text: string, parent_id?: string) =>
    ctx.services.posts.addComment(addComment.input.parse({ id: ids[postIndex], text, parent_id }), who);

  const scallops = await comment(1, customers.ada, 'Are these the large ones? Planning a gift for my mum.');
  await comment(
    1,
    sellers.mei,
    'Yes, about 3 cm each. I can wrap them in a gift box for you!',
    scallops.comment.id,
  );
  await comment(1, customers.ada, 'Perfect, see you on Saturday.', scallops.comment.id);
  await comment(1, customers.ben, 'Bought some last month, the congee was amazing.');
  const tea = await comment(3, customers.ben, 'Do I need to book for the tasting?');
  await comment(3, sellers.mei, 'No booking needed, just drop by.', tea.comment.id);
  await comment(4, customers.ada, 'Love the indigo one 💙');
  await ctx.services.posts.share(ids[4]!, customers.ben);

  const gifts = await ctx.services.collections.create(
    createCollection.input.parse({ name: 'Gift ideas' }),
    customers.ada,
  );
  await ctx.services.collections.save(
    saveContent.input.parse({ id: ids[1], collection: gifts._id }),
    customers.ada,
  );

  ctx.log(`Seeded ${POSTS.length} posts with likes, comments and a saved collection.`);
}
