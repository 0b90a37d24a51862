import type { SeedContext } from '../seed/seed';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LAPTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/**
 * Demo accounts (docs/decisions/0052-email-verification.md): the sellers and Ben have verified
 * emails; Ada has not, so /security shows the verification banner. Mei is also logged in on a
 * phone and a laptop, so her session list has entries to end.
 */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { users, services } = ctx;
  for (const key of ['mei', 'kenji', 'ben'] as const) await services.accounts.markVerifiedForSeed(users[key]);
  const mei = { id: users.mei, email: 'mei@stallfeed.demo', role: 's' as const };
  await services.auth.startSession(mei, PHONE_UA);
  await services.auth.startSession(mei, LAPTOP_UA);
}
