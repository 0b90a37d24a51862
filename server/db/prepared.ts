import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * Statements of a hot read path built and compiled by Kysely once per shape, then run with each request's
 * values (docs/decisions/0125-hot-path-performance.md): building and compiling a statement cost about as much
 * as SQLite running it. The builder is called once per shape with placeholders in place of the values; each
 * placeholder becomes one parameter of the compiled statement, and each run puts the request's values in
 * their places. Lists are one placeholder per element, so a list's length is part of the shape.
 *
 * The builder may branch only on what the shape key says (which values are present, lists' lengths, and the
 * `key` the caller passes); it must hand each value to Kysely untouched (`limit + 1` is computed before). The
 * first compile of a shape fails when a value never reached a parameter, and with `verify` (development and
 * tests) every run is compared with the statement built afresh from the real values.
 */
export type PreparedValue = string | number | null | undefined | readonly (string | number)[];
export type PreparedValues = Record<string, PreparedValue>;

const PLACEHOLDER = Symbol('prepared value');
interface Placeholder {
  readonly [PLACEHOLDER]: { name: string; index?: number };
}

/** the shape of a value: absent, one value, or a list of n values */
function shapeOf(value: PreparedValue): string {
  if (value === undefined) return '-';
  if (Array.isArray(value)) return `[${value.length}]`;
  return value === null ? '0' : '1';
}

function placeholders<V extends PreparedValues>(values: V): V {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) out[name] = value;
    else if (Array.isArray(value)) out[name] = value.map((_, index) => ({ [PLACEHOLDER]: { name, index } }));
    else out[name] = { [PLACEHOLDER]: { name } };
  }
  return out as V;
}

function isPlaceholder(p: unknown): p is Placeholder {
  return typeof p === 'object' && p !== null && PLACEHOLDER in p;
}

/** How a repository's prepared statements run: verify (compare with a fresh build) unless told otherwise. */
export interface PreparedOptions {
  /** false in production; development and tests compare every run with a fresh build */
  verifyPrepared?: boolean;
}

export class PreparedStatements {
  /** A repository's statements, with the verify flag its options give (on unless switched off). */
  // biome-ignore lint/suspicious/noExplicitAny: runs statements of any repository's schema
  static for(db: Kysely<any>, opts: PreparedOptions = {}): PreparedStatements {
    return new PreparedStatements(db, opts.verifyPrepared ?? true);
  }

  readonly #cache = new Map<string, CompiledQuery>();

  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: runs statements of any repository's schema
    private readonly db: Kysely<any>,
    /** compare each run with the statement built from the real values (development and tests) */
    private readonly verify: boolean,
    /** shapes kept; the oldest is dropped past it (lists of every length are each a shape) */
    private readonly limit = 200,
  ) {}

  /** `on`: the transaction to run in (the builder's own executor does not change the SQL) */
  async run<V extends PreparedValues, R>(
    key: string,
    values: V,
    build: (values: V) => Compilable<R>,
    // biome-ignore lint/suspicious/noExplicitAny: runs statements of any repository's schema
    on: Pick<Kysely<any>, 'executeQuery'> = this.db,
  ): Promise<R[]> {
    const names = Object.keys(values).sort();
    const shape = `${key}|${names.map((n) => `${n}${shapeOf(values[n])}`).join(',')}`;
    let compiled = this.#cache.get(shape);
    if (!compiled) {
      compiled = build(placeholders(values)).compile();
      const used = new Set(compiled.parameters.filter(isPlaceholder).map((p) => p[PLACEHOLDER].name));
      const lost = names.filter((n) => values[n] !== undefined && values[n] !== null && !used.has(n));
      // a list of none has no parameter of its own
      const missing = lost.filter(
        (n) => !(Array.isArray(values[n]) && (values[n] as unknown[]).length === 0),
      );
      if (missing.length) throw new Error(`prepared ${key}: ${missing.join(', ')} never reached a parameter`);
      if (this.#cache.size >= this.limit) this.#cache.delete(this.#cache.keys().next().value as string);
      this.#cache.set(shape, compiled);
    }
    const parameters = compiled.parameters.map((p) => {
      if (!isPlaceholder(p)) return p;
      const { name, index } = p[PLACEHOLDER];
      const value = values[name];
      return index === undefined ? value : (value as readonly unknown[])[index];
    });
    if (this.verify) {
      const direct = build(values).compile();
      if (direct.sql !== compiled.sql || !isDeepStrictEqual(direct.parameters, parameters))
        throw new Error(
          `prepared ${key}: the prepared statement differs from the one built for these values`,
        );
    }
    const result = await on.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  }
}
