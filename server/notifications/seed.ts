import type { SeedContext } from '../seed/seed';

const DAY = 86_400_000;

/**
 * The demo's notifications come from the other steps themselves (likes, comments, orders, POS sales go
 * through the services, which notify in their transactions: docs/decisions/0065). This step only makes
 * the inbox look lived-in: what is older than two days has been read.
 */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const read = await ctx.services.notifications.markReadBefore(Date.now() - 2 * DAY);
  ctx.log(`Notifications: ${read} older ones marked as read.`);
}
