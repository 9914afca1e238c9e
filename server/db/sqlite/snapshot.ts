import { DatabaseSync } from 'node:sqlite'
import type { DatabaseDescription } from '../snapshot.ts'
import { BUSY_TIMEOUT_MS, schemaVersion } from './database.ts'

/**
 * The SQLite side of a backup (server/backup/sqlite.ts): a copy of the whole file, and what the manifest records
 * of a copy. They copy and check the file; they do not read or write the site's data.
 *
 * `VACUUM INTO` rather than node:sqlite's `backup()`: the online backup API copies pages in steps and starts over
 * whenever another connection writes (Node's documentation says so), and the running site is another process
 * that writes with every form post. `VACUUM INTO` reads the database in one read transaction (WAL mode lets the
 * site keep committing meanwhile) and writes a compact copy: committed data only, no free pages, so no remnants
 * of deleted rows either.
 */
export function vacuumInto(databaseFile: string, into: string): void {
  const db = new DatabaseSync(databaseFile)
  try {
    // Waiting here blocks only this command, not the site: a writer holding the lock for a moment is waited for.
    db.exec(`PRAGMA busy_timeout = ${Math.max(BUSY_TIMEOUT_MS, 10_000)}`)
    db.prepare('VACUUM INTO ?').run(into)
  } finally {
    db.close()
  }
}

/** Opens a copy read-only and reads its schema version and row counts; throws when they cannot be read. */
export function describeSqliteFile(file: string): DatabaseDescription {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const count = (table: string) => Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n)
    return {
      schemaVersion: schemaVersion(db),
      counts: { posts: count('posts'), submissions: count('submissions'), outbox: count('outbox') },
    }
  } finally {
    db.close()
  }
}

/** SQLite's own check of every page and index of a file: what it found wrong (none: the file is sound). */
export function sqliteIntegrityProblems(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
    return rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
  } finally {
    db.close()
  }
}
