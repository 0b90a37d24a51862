import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts the statements a piece of work sends to the database: every Kysely executor, the transactions' too,
 * answers through one `executeQuery`, wrapped here for the counter's lifetime. Only work started inside
 * `counted` is counted (an AsyncLocalStorage), so a background job running meanwhile does not blur the figure.
 * BEGIN and COMMIT are not statements of Kysely's executor and are not counted.
 */
export interface QueryCounter {
  counted<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }>;
  /**
   * Every statement sent while `fn` runs, whoever sends it: for a call over HTTP, whose handler runs outside the
   * caller's async context. The mail sender's own statements (a background job that marks what it sent) are left
   * out. The answer's sql field lists them, to name what a changed count added.
   */
  countedAll<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number; sql: string[] }>;
  restore(): void;
}

type Execute = (this: unknown, ...args: unknown[]) => Promise<unknown>;

export function countQueries(db: Kysely<Database>): QueryCounter {
  const counting = new AsyncLocalStorage<{ queries: number }>();
  let all: string[] | null = null;
  let proto = Object.getPrototypeOf(db.getExecutor()) as Record<string, unknown> | null;
  while (proto && !Object.hasOwn(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error('no executeQuery to count');
  const owner = proto;
  const original = owner.executeQuery as Execute;
  owner.executeQuery = function (this: unknown, ...args: unknown[]) {
    const count = counting.getStore();
    if (count) count.queries += 1;
    const text = (args[0] as { sql?: string } | undefined)?.sql ?? '';
    if (!text.includes('"mail_outbox"')) all?.push(text);
    return original.apply(this, args);
  };
  return {
    async counted(fn) {
      const count = { queries: 0 };
      const result = await counting.run(count, fn);
      return { result, queries: count.queries };
    },
    async countedAll(fn) {
      const sql: string[] = [];
      all = sql;
      try {
        const result = await fn();
        return { result, queries: sql.length, sql };
      } finally {
        all = null;
      }
    },
    restore() {
      owner.executeQuery = original;
    },
  };
}
