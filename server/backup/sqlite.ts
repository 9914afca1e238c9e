import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { BUSY_TIMEOUT_MS } from '../db/sqlite/database.ts'
import { BackupError, type Counts } from './archive.ts'

/**
 * The SQLite side of a backup. The one place outside server/db/ that runs SQL (ADR 13): it copies and checks the
 * whole file, it does not read or write the site's data, so it uses no repository.
 *
 * `VACUUM INTO` rather than node:sqlite's `backup()`: the online backup API copies pages in steps and starts over
 * whenever another connection writes (Node's documentation says so), and the running site is another process
 * that writes with every form post. `VACUUM INTO` reads the database in one read transaction (WAL mode lets the
 * site keep committing meanwhile) and writes a compact copy: committed data only, no free pages, so no remnants
 * of deleted rows either.
 */
export function snapshotSqlite(databaseFile: string, into: string): void {
  if (!existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}: check DATA_DIR.`)
  const db = new DatabaseSync(databaseFile)
  try {
    // Waiting here blocks only this command, not the site: a writer holding the lock for a moment is waited for.
    db.exec(`PRAGMA busy_timeout = ${Math.max(BUSY_TIMEOUT_MS, 10_000)}`)
    db.prepare('VACUUM INTO ?').run(into)
  } finally {
    db.close()
  }
}

/** Opens a copy read-only and reads what the manifest records: schema version and row counts. */
export function describeSqlite(file: string): { schemaVersion: number; counts: Counts } {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const count = (table: string) => Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n)
    const schemaVersion = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
    return { schemaVersion, counts: { posts: count('posts'), submissions: count('submissions'), outbox: count('outbox') } }
  } catch (error) {
    throw new BackupError(`${file} is not this site's database (${(error as Error).message}).`)
  } finally {
    db.close()
  }
}

/** SQLite's own check of every page and index of a restored file; throws unless it answers "ok". */
export function checkSqliteIntegrity(file: string): void {
  let db: DatabaseSync | undefined
  try {
    db = new DatabaseSync(file, { readOnly: true })
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
    if (problems.length > 0)
      throw new BackupError(`The database in the archive fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`)
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`The database in the archive cannot be read: ${(error as Error).message}`)
  } finally {
    db?.close()
  }
}
