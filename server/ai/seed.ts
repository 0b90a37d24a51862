import type { SeedContext } from '../seed/seed';

/**
 * Seed step of the AI assistant: the demo sellers' product photos are recorded as their uploads (as if taken on
 * their phones) and the look-alike index is built, so the first AI call on a fresh `npm start` compares against
 * the whole demo market at once. Decisions: docs/decisions/0071, 0072.
 */
export async function seedAiIndex(ctx: SeedContext): Promise<void> {
  for (const key of ['mei', 'kenji'] as const) {
    const sellerId = ctx.users[key];
    const paths = [...(await ctx.services.comparables.sellerImagePaths(sellerId))];
    await ctx.services.uploads.record(sellerId, paths);
  }
  const indexed = await ctx.services.comparables.refreshIndex(10_000);
  ctx.log(`Indexed ${indexed} product photos for look-alike suggestions.`);
}
