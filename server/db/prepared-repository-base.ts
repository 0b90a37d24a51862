import type { Kysely } from 'kysely';
import { type PreparedOptions, PreparedStatements } from './prepared';
import type { Database } from './schema';

/**
 * What a repository with statements on a hot path starts from: its database, and its prepared statements
 * (./prepared.ts) made with the options the services were built with (verified outside production). One
 * constructor for them all, so none can forget to pass the options on.
 */
export abstract class PreparedRepository {
  /** the statements compiled once per shape (docs/decisions/0125-hot-path-performance.md) */
  protected readonly prepared: PreparedStatements;

  constructor(
    readonly db: Kysely<Database>,
    opts: PreparedOptions = {},
  ) {
    this.prepared = PreparedStatements.for(db, opts);
  }
}
