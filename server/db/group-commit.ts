import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Group commit for SQLite (docs/decisions/0252-group-commit.md). With `synchronous=FULL` every COMMIT waits for
 * its fsync, and better-sqlite3 waits on the event loop: while it does, no request moves. Here each Kysely
 * transaction is a savepoint inside one shared SQLite transaction, and its end does not commit at once: the
 * COMMIT runs at the end of the event loop's turn (`setImmediate`), so every transaction the other requests of
 * that turn run joins it, and one fsync serves them all. Nobody is answered before that COMMIT: a
 * transaction's `execute` resolves only once the shared transaction holding its work is on disk, so every
 * acknowledged write is as durable as before.
 *
 * - A transaction that fails rolls back to its own savepoint; the others in the group are untouched.
 * - Should SQLite roll back the whole shared transaction (a full disk, an I/O error), every member not yet
 *   answered gets that error: none of them was acknowledged, and none of their work is kept.
 * - A statement outside a transaction, run while a group is open, sees the group's uncommitted rows, so it too
 *   is answered only after the group's COMMIT.
 * - A group commits at once when it reaches GROUP_MAX_MEMBERS, so one failed COMMIT fails few requests.
 *
 * A lone transaction waits one turn of the event loop for its COMMIT, a fraction of a millisecond.
 */
export const GROUP_MAX_MEMBERS = 64;

const MEMBER = 'sf_group_member';

/** What better-sqlite3 offers the dialect: prepared statements, plus whether a transaction is open. */
export interface GroupCommitDatabase {
  prepare(sql: string): SQLite.Statement;
  readonly inTransaction: boolean;
  close(): void;
}

interface Group {
  members: number;
  /** its COMMIT is queued for the end of this turn of the event loop */
  scheduled: boolean;
  waiting: { resolve(): void; reject(error: unknown): void }[];
}

/** A first-in first-out lock: the group's COMMIT, queued behind the connection's holder, comes before later arrivals. */
class FifoLock {
  #locked = false;
  readonly #queue: (() => void)[] = [];

  get locked(): boolean {
    return this.#locked;
  }

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#queue.push(resolve));
  }

  /** hands the lock to the next in the queue, or frees it */
  unlock(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#locked = false;
  }
}

class Connection implements DatabaseConnection {
  constructor(private readonly db: GroupCommitDatabase) {}

  run(sql: string): void {
    this.db.prepare(sql).run();
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.db.prepare(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(parameters) as R[] });
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  // biome-ignore lint/correctness/useYield: Kysely asks for streaming; the app never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite here');
  }
}

export class GroupCommitDriver implements Driver {
  readonly #lock = new FifoLock();
  readonly #connection: Connection;
  #group: Group | null = null;
  /** the holder of the connection ran something while a group was open: answered after its COMMIT */
  #holderInGroup = false;

  constructor(private readonly db: GroupCommitDatabase) {
    this.#connection = new Connection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    this.#holderInGroup = this.#group !== null;
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    if (!this.#group) {
      this.#connection.run('begin');
      this.#group = { members: 0, scheduled: false, waiting: [] };
    }
    this.#connection.run(`savepoint ${MEMBER}`);
    this.#group.members += 1;
    this.#holderInGroup = true;
  }

  async commitTransaction(): Promise<void> {
    this.#connection.run(`release ${MEMBER}`);
  }

  async rollbackTransaction(): Promise<void> {
    if (!this.#group) return; // the group already failed (its error went to every member)
    try {
      if (!this.db.inTransaction) throw new Error('SQLite rolled back the shared transaction');
      this.#connection.run(`rollback to ${MEMBER}`);
      this.#connection.run(`release ${MEMBER}`);
    } catch (error) {
      this.#fail(error);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  /**
   * The end of a use of the connection. Inside a group, this use is answered only after the group's COMMIT: at
   * the end of this turn of the event loop, or now when the group is full.
   */
  async releaseConnection(): Promise<void> {
    const group = this.#group;
    if (!group || !this.#holderInGroup) {
      this.#lock.unlock();
      return;
    }
    const durable = new Promise<void>((resolve, reject) => group.waiting.push({ resolve, reject }));
    if (group.members >= GROUP_MAX_MEMBERS) this.#commit(group);
    else this.#scheduleCommit(group);
    this.#lock.unlock();
    return durable;
  }

  async destroy(): Promise<void> {
    // a group whose COMMIT is still queued is committed now; one in use is failed by the close, as before
    if (this.#group && !this.#lock.locked) this.#commit(this.#group);
    this.db.close();
  }

  #scheduleCommit(group: Group): void {
    if (group.scheduled) return;
    group.scheduled = true;
    setImmediate(() => {
      // behind whoever holds the connection now; later arrivals queue behind this and start the next group
      void this.#lock.lock().then(() => {
        try {
          if (this.#group === group) this.#commit(group);
        } finally {
          this.#lock.unlock();
        }
      });
    });
  }

  #commit(group: Group): void {
    this.#group = null;
    try {
      this.#connection.run('commit');
    } catch (error) {
      this.#rollbackAll();
      for (const w of group.waiting) w.reject(error);
      return;
    }
    for (const w of group.waiting) w.resolve();
  }

  /** The shared transaction is lost: every member waiting is told, and the next transaction starts afresh. */
  #fail(error: unknown): void {
    const group = this.#group;
    this.#group = null;
    this.#rollbackAll();
    for (const w of group?.waiting ?? []) w.reject(error);
  }

  /** Ends what is left of the shared transaction, if anything (a closed database has nothing left). */
  #rollbackAll(): void {
    try {
      if (this.db.inTransaction) this.#connection.run('rollback');
    } catch {
      // the database is closed or gone: nothing of the group was kept
    }
  }
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Kysely's SQLite dialect with the group-commit driver in place of its own. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  constructor(private readonly database: GroupCommitDatabase) {
    super({ database } as SqliteDialectConfig);
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.database);
  }
}
