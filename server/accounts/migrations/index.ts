import type { Migration } from 'kysely';
import { waysInMigrations } from '../ways-in/migrations';
import { usersSessionsNamesView } from './0001-0015-users-sessions-names-view';
import { accountFacts } from './0010-accounts';
import { walletsSso } from './0011-wallets-sso';
import { sessionProvenAt } from './0020-session-proven-at';
import { loginDevices } from './0021-login-devices';
import { sessionProvenWay } from './0023-session-proven-way';
import { passkeys } from './0030-passkeys';
import { usernameSkeleton } from './0060-username-skeleton';
import { guestPasses } from './0070-guest-passes';
import { namesRole } from './1620-names-role';

/**
 * The accounts domain's migrations (named `auth` when they shipped: a shipped name is never changed). They
 * stay at the domain level because one step may create the tables of several sub-domains.
 */
export const accountsMigrations: Record<string, Migration> = {
  ...usersSessionsNamesView,
  ...accountFacts,
  ...walletsSso,
  ...sessionProvenAt,
  ...sessionProvenWay,
  ...waysInMigrations,
  ...loginDevices,
  ...usernameSkeleton,
  ...passkeys,
  ...guestPasses,
  ...namesRole,
};
