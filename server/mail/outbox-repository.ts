import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailOutboxTable } from './tables';

export type OutboxRow = MailOutboxTable;

/** The only SQL on mail_outbox. */
export class MailOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** stores the mail; false when a mail with the same `dedupe_key` is already stored (then nothing is written) */
  async insert(row: OutboxRow): Promise<boolean> {
    if (row.dedupe_key === null) {
      await this.db.insertInto('mail_outbox').values(row).execute();
      return true;
    }
    const r = await this.db
      .insertInto('mail_outbox')
      .values(row)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** which of these dedupe keys a stored mail already has */
  async keysTaken(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select('dedupe_key')
      .where('dedupe_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.dedupe_key!));
  }

  async markSent(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ sent_at: now, next_attempt_at: null, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  /** one more failed attempt; `next` null gives up */
  async failed(id: string, attempts: number, next: number | null, error: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ attempts, next_attempt_at: next, last_error: error.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }

  async due(now: number, limit: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a due mail for one attempt: moves its next attempt to `leaseUntil` only if nobody else did, so two
   * processes never send the same mail in the same round.
   */
  async claim(id: string, expectedNext: number, leaseUntil: number): Promise<boolean> {
    const r = await this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', id)
      .where('next_attempt_at', '=', expectedNext)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** mails still waiting (for the readiness figures and tests) */
  async waiting(): Promise<number> {
    const r = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('next_attempt_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
