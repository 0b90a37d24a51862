import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * One server process owns a data folder: a second one pointed at it would corrupt the SQLite file and the image
 * store (docs/decisions/0258-login-throttles-and-data-folder-lock.md). The folder is held by an exclusive SQLite
 * lock on a small lock database (`server.lock.sqlite`), kept open for the life of the process: SQLite takes it
 * with fcntl locks, which the kernel drops when the process dies, however it dies. So a crashed server (SIGKILL, its
 * zombie never reaped where PID 1 does not reap; a power cut, its old pid later reused) restarts at once, while
 * a live one is still refused. `server.lock` only tells the owner's pid, for the message.
 *
 * Nothing in this process may open and close the lock database by other means while it is held: closing any
 * descriptor of a file drops the process's fcntl locks on it (SQLite itself keeps such descriptors open).
 */
export class DataDirLockedError extends Error {}

export const LOCK_DB_FILE = 'server.lock.sqlite';
export const PID_FILE = 'server.lock';

/** SQLite's answers when another connection (here: another process) holds the lock */
const HELD = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);

function ownerPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function takeLock(lockFile: string): SQLite.Database {
  // timeout 0: a held lock answers SQLITE_BUSY at once instead of waiting for it
  const db = new SQLite(lockFile, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    // the write takes the exclusive lock; in EXCLUSIVE locking mode it is kept until the connection closes
    db.exec('BEGIN EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL)');
    db.exec('DELETE FROM holder');
    db.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
    db.exec('COMMIT');
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_DB_FILE);
  const pidFile = path.join(dataDir, PID_FILE);
  let db: SQLite.Database;
  try {
    db = takeLock(lockFile);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (HELD.has(code)) {
      const pid = ownerPid(pidFile);
      throw new DataDirLockedError(
        `Another server process${pid ? ` (pid ${pid})` : ''} is using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    if (code !== 'SQLITE_NOTADB' && code !== 'SQLITE_CORRUPT') throw err;
    // not a lock database (a torn write, another program's file): set aside, then a fresh one
    fs.renameSync(lockFile, `${lockFile}.broken-${Date.now()}`);
    db = takeLock(lockFile);
  }
  fs.writeFileSync(pidFile, String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // the pid file first, while the lock still keeps a next process from writing its own
    try {
      if (fs.readFileSync(pidFile, 'utf8') === String(process.pid)) fs.unlinkSync(pidFile);
    } catch {
      // already gone
    }
    db.close();
  };
}
