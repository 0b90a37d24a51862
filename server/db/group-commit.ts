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
 * - A read outside a transaction runs on a second connection, which sees only what is committed: it neither
 *   waits for an open group nor sees that group's rows, so no answer shows data that could still be lost. A
 *   write outside a transaction joins the open group and is answered after its COMMIT.
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

function execute<R>(stmt: SQLite.Statement, compiled: CompiledQuery): QueryResult<R> {
  const parameters = compiled.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** A statement that only reads and changes no setting of the connection: the read connection may run it. */
function readsOnly(stmt: SQLite.Statement, text: string): boolean {
  return stmt.readonly && !/^\s*pragma\b/i.test(text);
}

/**
 * One use of the database by Kysely (a transaction, or one statement). It takes the writing connection only when
 * it writes or opens a transaction; until then its reads run on the read connection, without waiting.
 */
class Connection implements DatabaseConnection {
  /** holds the writing connection's lock */
  writing = false;
  /** ran something while a group was open: answered after that group's COMMIT */
  inGroup = false;

  constructor(private readonly driver: GroupCommitDriver) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.writing) {
      const stmt = this.driver.reader.prepare(compiled.sql);
      if (readsOnly(stmt, compiled.sql)) return execute<R>(stmt, compiled);
      await this.driver.takeWriter(this);
    }
    return execute<R>(this.driver.writer.prepare(compiled.sql), compiled);
  }

  // biome-ignore lint/correctness/useYield: Kysely asks for streaming; the app never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite here');
  }
}

export class GroupCommitDriver implements Driver {
  readonly #lock = new FifoLock();
  #group: Group | null = null;

  /**
   * `writer`: the connection every transaction and write runs on. `reader`: a second connection to the same
   * file, for reads outside transactions (it sees committed data only).
   */
  constructor(
    readonly writer: GroupCommitDatabase,
    readonly reader: GroupCommitDatabase,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Connection(this);
  }

  /** The writing connection for this use, after whoever holds it now. */
  async takeWriter(connection: Connection): Promise<void> {
    await this.#lock.lock();
    connection.writing = true;
    connection.inGroup = this.#group !== null;
  }

  #run(sql: string): void {
    this.writer.prepare(sql).run();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const use = connection as Connection;
    if (!use.writing) await this.takeWriter(use);
    if (!this.#group) {
      this.#run('begin');
      this.#group = { members: 0, scheduled: false, waiting: [] };
    }
    this.#run(`savepoint ${MEMBER}`);
    this.#group.members += 1;
    use.inGroup = true;
  }

  async commitTransaction(): Promise<void> {
    this.#run(`release ${MEMBER}`);
  }

  async rollbackTransaction(): Promise<void> {
    if (!this.#group) return; // the group already failed (its error went to every member)
    try {
      if (!this.writer.inTransaction) throw new Error('SQLite rolled back the shared transaction');
      this.#run(`rollback to ${MEMBER}`);
      this.#run(`release ${MEMBER}`);
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
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const use = connection as Connection;
    if (!use.writing) return; // it only read, on the read connection
    use.writing = false;
    const group = this.#group;
    if (!group || !use.inGroup) {
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
    this.reader.close();
    this.writer.close();
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
      this.#run('commit');
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
      if (this.writer.inTransaction) this.#run('rollback');
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
  constructor(
    private readonly database: GroupCommitDatabase,
    private readonly reader: GroupCommitDatabase,
  ) {
    super({ database } as SqliteDialectConfig);
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.database, this.reader);
  }
}
