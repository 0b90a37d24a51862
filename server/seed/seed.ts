import { seedAccounts } from '../accounts/seed';
import { seedAiIndex } from '../ai/seed';
import { seedCollections } from '../collections/seed';
import { seedConversations } from '../conversations/seed';
import { seedCustomers } from '../customers/seed';
import { seedStampCards } from '../customers/stamp-seed';
import type { Db } from '../db/database';
import { seedNotifications } from '../notifications/seed';
import { seedGuestCheckout } from '../orders/checkout/guest-seed';
import { seedAfterSale } from '../orders/seed/after-sale-seed';
import { seedOrders } from '../orders/seed/seed';
import { seedPosts } from '../posts/seed';
import { seedProducts } from '../products/seed';
import { seedFps } from '../profiles/fps/seed';
import { seedProfiles } from '../profiles/profile/seed';
import { seedReviews } from '../reviews/seed';
import { seedCategoryNames, seedShopSynonyms } from '../search/seed';
import type { Services } from '../services';
import { seedStaff } from '../staff/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export interface SeedContext {
  services: Services;
  db: Db;
  /** user id of each demo account */
  users: Record<DemoAccount['key'], string>;
  log(message: string): void;
}

/**
 * Each domain adds its demo data as a step; steps run in order (accounts first) and
 * go through the services, so demo data obeys the same rules as real data.
 */
type SeedStep = (ctx: SeedContext) => Promise<void>;
const steps: SeedStep[] = [
  seedAccounts,
  seedProducts,
  seedCategoryNames,
  seedShopSynonyms,
  seedOrders,
  // before the refunds: the latest till sale (a regular's) gets the demo's refund, taking her points back
  seedCustomers,
  seedAfterSale,
  // Kenji's stamp card (decision 0289): after the refunds, which take Mei's latest till sale
  seedStampCards,
  seedGuestCheckout,
  seedReviews,
  seedConversations,
  seedPosts,
  seedProfiles,
  seedCollections,
  seedFps,
  seedNotifications,
  seedStaff,
  seedAiIndex,
];

export async function seedDemoData(
  services: Services,
  db: Db,
  opts: { onlyIfEmpty: boolean; log(message: string): void },
): Promise<boolean> {
  if (opts.onlyIfEmpty && (await services.auth.accountsExist())) return false;
  if (await services.auth.accountsExist(DEMO_ACCOUNTS[0]!.email)) {
    opts.log('Demo data is already there.');
    return false;
  }
  const users = {} as SeedContext['users'];
  for (const account of DEMO_ACCOUNTS) {
    users[account.key] = await services.auth.createUser({
      email: account.email,
      username: account.username,
      passwd: DEMO_PASSWORD,
      role: account.role,
    });
  }
  const ctx: SeedContext = { services, db, users, log: opts.log };
  // the demo's orders and messages go through the services, but nobody is mailed about them (decision 0275)
  await services.shopperMails.quietly(async () => {
    for (const step of steps) await step(ctx);
  });
  opts.log(`Demo data added: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD}).`);
  return true;
}
