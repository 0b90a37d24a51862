import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * What `npm run sql-snapshots` runs a repository method with (docs/decisions/0096-sql-snapshots.md), in the manner
 * of immich's `@GenerateSql({ params })`. A repository `x-repository.ts` may have a `x-repository.sql-samples.ts`
 * beside it exporting `sqlSamples`, keyed by class and method. A method without a sample runs with arguments made
 * from its parameter names; one whose names say too little (a row whose fields become columns, a callback, a
 * list of search terms) gives them here, so its snapshot shows the SQL it really runs.
 */
export interface SqlSample<Args extends unknown[] = unknown[]> {
  /** the method's arguments; `db` is the recording database (for methods that take a transaction) */
  args?: (db: Kysely<Database>, make: SampleMaker) => Args;
  /** fields of the one row each first read answers, where the name rule gives the wrong kind (JSON text) */
  row?: Record<string, unknown>;
  /** the method runs no SQL of its own, on both engines or on one: why (a transaction wrapper, a SQLite-only count) */
  noQuery?: string | { sqlite?: string; postgres?: string };
}

/** Values a sample is made of, by the same name rule the snapshots use. */
export interface SampleMaker {
  /**
   * A whole row of `table` as the migrations create it, each column made by its name, `fields` over them:
   * typed as the repository's row type, so a sample never goes stale when a column is added.
   */
  row<T>(table: keyof Database & string, fields?: Partial<T>): T;
}

/**
 * Samples for a repository class's methods, each public one typed by the method's own parameters (a private
 * helper, which TypeScript cannot name here, by its name).
 */
export type SqlSamples<R> = {
  // biome-ignore lint/suspicious/noExplicitAny: matches any method, whatever it returns
  [K in keyof R]?: R[K] extends (...args: infer A) => any ? SqlSample<A> : never;
  // biome-ignore lint/suspicious/noExplicitAny: a private method's parameters are not visible to the type
} & { [privateMethod: string]: SqlSample<any> };
