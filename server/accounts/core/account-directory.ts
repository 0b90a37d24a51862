import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
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

  /** free when nobody has it, or `userId` has it already */
  async usernameAvailable(username: string, userId: string): Promise<boolean> {
    const owner = await this.repo.usernameOwner(username);
    return owner === undefined || owner === userId;
  }

  async changeUsername(userId: string, username: string): Promise<void> {
    if (!(await this.usernameAvailable(username, userId))) throw new AppError('usernameTaken');
    try {
      await this.repo.setUsername(userId, username);
    } catch (err) {
      // two people racing for one name: the unique index decides
      if (isUniqueViolation(err)) throw new AppError('usernameTaken');
      throw err;
    }
  }

  async promoteToSeller(userId: string): Promise<boolean> {
    return this.repo.promoteToSeller(userId);
  }

  async sellers(exceptId: string, limit: number): Promise<AccountSummary[]> {
    return this.repo.sellers(exceptId, limit);
  }
}
