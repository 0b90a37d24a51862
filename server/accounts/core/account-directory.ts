import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { type NameKeys, nameKeys } from '../../search/name-keys';
import type { AccountDirectoryRepository, AccountSummary } from './account-directory-repository';

export type { AccountSummary } from './account-directory-repository';

/**
 * The accounts domain's answers about accounts for the profile work (docs/decisions/0055): usernames live in
 * auth's `users` table, so their uniqueness is decided here; the role changes here when a trial starts.
 */
export class AccountDirectory {
  constructor(private readonly repo: AccountDirectoryRepository) {}

  async account(id: string): Promise<AccountSummary> {
    const row = await this.repo.find(id);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async accountOrNull(id: string): Promise<AccountSummary | null> {
    return (await this.repo.find(id)) ?? null;
  }

  async accounts(ids: string[]): Promise<Map<string, AccountSummary>> {
    const rows = await this.repo.findMany([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** check_username's answer: free (nobody has it nor one a reader could take for it, or the caller has it), or why not */
  async usernameCheck(
    username: string,
    userId: string,
  ): Promise<{ available: boolean; reason?: 'taken' | 'too_close' }> {
    const verdict = await this.usernameVerdict(username, userId);
    if (verdict.free) return { available: true };
    return { available: false, reason: verdict.refusal === 'usernameTaken' ? 'taken' : 'too_close' };
  }

  async changeUsername(userId: string, username: string): Promise<void> {
    const verdict = await this.usernameVerdict(username, userId);
    if (!verdict.free) throw new AppError(verdict.refusal);
    try {
      await this.repo.setUsername(userId, username, verdict.keys);
    } catch (err) {
      // two people racing for one name, or for look-alikes: the unique indexes decide
      if (isUniqueViolation(err)) throw new AppError(verdict.keys ? 'usernameTooClose' : 'usernameTaken');
      throw err;
    }
  }

  /**
   * Taken (someone has it, in any case) or too close (someone's looks like it: docs/decisions/0260). A username
   * that looks as the caller's own does now (a case change) keeps the keys the account has (`keys` undefined), so an
   * account that already shared a look with an older one before the rule keeps its name.
   */
  private async usernameVerdict(
    username: string,
    userId: string,
  ): Promise<
    { free: true; keys?: NameKeys } | { free: false; refusal: 'usernameTaken' | 'usernameTooClose' }
  > {
    const owner = await this.repo.usernameOwner(username);
    if (owner !== undefined && owner !== userId) return { free: false, refusal: 'usernameTaken' };
    const keys = nameKeys(username);
    const own = (await this.repo.find(userId))?.username;
    if (own) {
      const now = nameKeys(own);
      if (now.folded === keys.folded && now.cased === keys.cased) return { free: true };
    }
    if (await this.repo.usernameLookAlikeOwner(keys, userId))
      return { free: false, refusal: 'usernameTooClose' };
    return { free: true, keys };
  }

  async promoteToSeller(userId: string): Promise<boolean> {
    return this.repo.promoteToSeller(userId);
  }

  async sellers(exceptId: string, limit: number): Promise<AccountSummary[]> {
    return this.repo.sellers(exceptId, limit);
  }
}
