import { createCollection, deleteCollection, saveContent, unsavedContent } from '../../contract/collections';
import { list as listPosts } from '../../contract/posts';
import type { SessionUser } from '../http/context';
import { DEMO_ACCOUNTS, type DemoAccount } from '../seed/demo-accounts';
import type { SeedContext } from '../seed/seed';

const DAY = 86_400_000;

function userOf(ctx: SeedContext, key: DemoAccount['key']): SessionUser {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  return { id: ctx.users[key], email: account.email, role: account.role, tokenHash: '' };
}

/**
 * Seed step (after posts): saved collections for Ada and Mei with posts in several collections, and
 * something in each one's "Recently deleted" (a collection deleted 3 days ago, an unsaved post), so
 * /savedContent shows every part (docs/decisions/0060). Through the service, like real data.
 */
export async function seedCollections(ctx: SeedContext): Promise<void> {
  const feed = await ctx.services.posts.list(listPosts.input.parse({ limit: 20 }), null);
  const ids = feed.items.map((p) => p.id);
  if (ids.length < 4) return;
  const svc = ctx.services.collections;
  for (const key of ['ada', 'mei'] as const) {
    const user = userOf(ctx, key);
    const existing = await svc.list(user);
    const named = async (name: string) =>
      existing.find((c) => c.name === name) ?? svc.create(createCollection.input.parse({ name }), user);
    const save = (id: string | undefined, collection?: string) =>
      svc.save(saveContent.input.parse(collection ? { id, collection } : { id }), user);
    const gifts = await named('Gift ideas');
    const snacks = await named('Snacks to try');
    for (const id of ids.slice(0, 4)) await save(id, gifts._id);
    await save(ids[1], snacks._id); // one post in two collections
    await save(ids[2], snacks._id);
    for (const id of ids.slice(4, 6)) await save(id);

    // "Recently deleted": a collection deleted three days ago, and an unsaved post
    const old = await named('Old wishlist');
    await save(ids[3], old._id);
    await svc
      .withClock(() => Date.now() - 3 * DAY)
      .remove(deleteCollection.input.parse({ id: old._id }), user);
    // the demo feed may have only six posts: then the last of them is the one unsaved
    const unsaved = ids[6] ?? ids[5];
    if (unsaved) {
      await save(unsaved, gifts._id);
      await svc
        .withClock(() => Date.now() - DAY)
        .unsave(unsavedContent.input.parse({ ids: [unsaved] }), user);
    }
  }
  ctx.log('Seeded saved collections for Ada and Mei (with Recently deleted).');
}
