import { mkdirSync } from 'node:fs'
import os from 'node:os'
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'

/**
 * One server per SQLite folder. Two servers on one DATA_DIR would each keep their own caches, form limits and
 * outbox worker over one file, with nothing to tell the operator; the second is refused at start instead, naming the
 * folder and the process that holds it. Several instances need PostgreSQL (DATABASE_URL), where no lock is taken.
 *
 * The lock is an OS file lock, taken through node:sqlite (SQLite's own POSIX advisory lock on a small file,
 * `DATA_DIR/server.lock`): the server opens a write transaction on it and keeps it open for its lifetime. The kernel
 * drops the lock when the process ends, however it ends (kill -9, a crash, a power cut), so no stale lock can block
 * the next start and there is nothing to detect or clean up. That is why not proper-lockfile: its lock is a folder
 * whose age says whether its owner is alive, so after a kill -9 the next start is refused until the lock is stale
 * (10 s by default), and a server whose event loop stalls longer than that loses its lock to another. node:sqlite is
 * already what the site stores with; no new dependency, no native module for flock(2).
 *
 * Only the servers take it (`npm run serve` / `npm start`, and `npm run dev`, which runs the same app and outbox). The commands that must work beside a running server (backup, db:copy,
 * admin:*, mail:retry, posts:import, db:migrate) do not; restore refuses a non-empty DATA_DIR anyway (a running
 * server's folder holds site.db).
 */
export const SERVER_LOCK_FILE = 'server.lock'

/** Who holds the lock, as the holder wrote it. */
export interface LockHolder {
  pid: number
  /** The machine's (or container's) name: in a container, a PID alone says little. */
  host: string
  port: number | null
  startedAt: string
}

export class ServerLockedError extends Error {
  readonly dataDir: string
  readonly holder: LockHolder | null
  constructor(dataDir: string, holder: LockHolder | null) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host}${holder.port ? ` (port ${holder.port})` : ''}, started ${holder.startedAt}`
      : 'another process'
    super(
      `Another server already runs on the SQLite database in ${dataDir}: ${who}. One SQLite folder serves one ` +
        'process. Stop that one first, or give this one its own DATA_DIR; to run several instances, use PostgreSQL ' +
        '(DATABASE_URL, see docs/operations.md#postgresql).',
    )
    this.name = 'ServerLockedError'
    this.dataDir = dataDir
    this.holder = holder
  }
}

export interface ServerLock {
  release: () => void
}

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message ?? error))

function readHolder(db: DatabaseSync): LockHolder | null {
  try {
    const row = db.prepare('SELECT pid, host, port, started_at AS startedAt FROM holder WHERE id = 1').get() as LockHolder | undefined
    return row ?? null
  } catch {
    return null
  }
}

/**
 * Takes DATA_DIR's server lock for this process, or throws ServerLockedError naming the process that has it. Keep
 * the returned object referenced for as long as the server runs (the lock lives with the open connection).
 */
export function acquireServerLock(dataDir: string, info: { port: number | null }): ServerLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  // timeout 0: a held lock answers SQLITE_BUSY at once rather than after SQLite's busy wait.
  const db = new DatabaseSync(path.join(dataDir, SERVER_LOCK_FILE), { timeout: 0 })
  try {
    // The default rollback journal, not WAL: in it an open write transaction (RESERVED lock) still lets another
    // process read the committed holder row, which the refusal quotes.
    db.exec('PRAGMA journal_mode = DELETE')
    db.exec(
      'CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER, host TEXT, port INTEGER, started_at TEXT)',
    )
    // Take it, write who holds it and commit (so a refused process can read it), then take it again and keep it.
    // Between the two, another process may take it: then this one is refused at the second BEGIN, never both run.
    db.exec('BEGIN IMMEDIATE')
    db.prepare('INSERT OR REPLACE INTO holder (id, pid, host, port, started_at) VALUES (1, ?, ?, ?, ?)').run(
      process.pid,
      os.hostname(),
      info.port,
      new Date().toISOString(),
    )
    db.exec('COMMIT')
    db.exec('BEGIN IMMEDIATE')
  } catch (error) {
    const holder = isBusy(error) ? readHolder(db) : null
    db.close()
    if (isBusy(error)) throw new ServerLockedError(dataDir, holder)
    throw error
  }
  return {
    release: () => {
      if (!db.isOpen) return
      db.exec('ROLLBACK')
      db.close()
    },
  }
}
