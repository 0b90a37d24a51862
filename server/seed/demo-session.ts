import type { SessionUser } from '../http/context';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import type { SeedContext } from './seed';

/**
 * A demo account as the seed acts for it: just signed in (payout changes need a recent proof of identity,
 * docs/decisions/0222-payout-changes.md).
 */
export function demoSession(ctx: Pick<SeedContext, 'users'>, key: DemoAccount['key']): SessionUser {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  return {
    id: ctx.users[key],
    email: account.email,
    role: account.role,
    tokenHash: '',
    provenAt: Date.now(),
  };
}
