import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DisplayPairingsTable } from './tables';

export type PairingRow = Pick<
  DisplayPairingsTable,
  'id' | 'seller_id' | 'sale_id' | 'stage' | 'fps_part_cents'
>;

/** The only SQL on display_pairings (docs/decisions/0278-customer-display.md). */
export class DisplaysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: DisplayPairingsTable): Promise<void> {
    await this.db.insertInto('display_pairings').values(row).execute();
  }

  /** Takes a code once, before it expires, unless unpaired meanwhile: the pairing, or undefined. */
  async claim(
    codeHash: string,
    tokenHash: string,
    tokenExpiresAt: number,
    now: number,
  ): Promise<PairingRow | undefined> {
    return this.db
      .updateTable('display_pairings')
      .set({ code_hash: null, token_hash: tokenHash, token_expires_at: tokenExpiresAt })
      .where('code_hash', '=', codeHash)
      .where('code_expires_at', '>=', now)
      .where('unpaired_at', 'is', null)
      .returning(['id', 'seller_id', 'sale_id', 'stage', 'fps_part_cents'])
      .executeTakeFirst();
  }

  /** The live pairing a display token reads, or undefined (unknown, expired, unpaired). */
  async byToken(tokenHash: string, now: number): Promise<PairingRow | undefined> {
    return this.db
      .selectFrom('display_pairings')
      .select(['id', 'seller_id', 'sale_id', 'stage', 'fps_part_cents'])
      .where('token_hash', '=', tokenHash)
      .where('token_expires_at', '>=', now)
      .where('unpaired_at', 'is', null)
      .executeTakeFirst();
  }

  /** whether this till has a display paired (or being paired): a read, which takes no write lock on SQLite */
  async tillHasDisplay(sellerId: string, tillHash: string, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('display_pairings')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where('till_hash', '=', tillHash)
      .where('unpaired_at', 'is', null)
      .where((eb) => eb.or([eb('token_expires_at', '>=', now), eb('code_expires_at', '>=', now)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** What one till shows, on each of its live pairings: the ids of those a display has claimed. */
  async show(
    sellerId: string,
    tillHash: string,
    saleId: string | null,
    stage: string | null,
    now: number,
    fpsPartCents: number | null = null,
  ): Promise<string[]> {
    const rows = await this.db
      .updateTable('display_pairings')
      .set({ sale_id: saleId, stage, fps_part_cents: fpsPartCents })
      .where('seller_id', '=', sellerId)
      .where('till_hash', '=', tillHash)
      .where('unpaired_at', 'is', null)
      .where((eb) => eb.or([eb('token_expires_at', '>=', now), eb('code_expires_at', '>=', now)]))
      .returning(['id', 'token_hash'])
      .execute();
    return rows.filter((r) => r.token_hash !== null).map((r) => r.id);
  }

  /** Ends a till's pairings: the ids of those a display had claimed. */
  async unpair(sellerId: string, tillHash: string, now: number): Promise<string[]> {
    const rows = await this.db
      .updateTable('display_pairings')
      .set({ unpaired_at: now, code_hash: null, stream_ticket_hash: null })
      .where('seller_id', '=', sellerId)
      .where('till_hash', '=', tillHash)
      .where('unpaired_at', 'is', null)
      .returning(['id', 'token_hash'])
      .execute();
    return rows.filter((r) => r.token_hash !== null).map((r) => r.id);
  }

  async setStreamTicket(pairingId: string, ticketHash: string, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('display_pairings')
      .set({ stream_ticket_hash: ticketHash, stream_ticket_expires_at: expiresAt })
      .where('id', '=', pairingId)
      .execute();
  }

  /** Takes a stream ticket once, before it expires, of a live pairing: the pairing's id, or undefined. */
  async takeStreamTicket(ticketHash: string, now: number): Promise<string | undefined> {
    const row = await this.db
      .updateTable('display_pairings')
      .set({ stream_ticket_hash: null, stream_ticket_expires_at: null })
      .where('stream_ticket_hash', '=', ticketHash)
      .where('stream_ticket_expires_at', '>=', now)
      .where('token_expires_at', '>=', now)
      .where('unpaired_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }
}
