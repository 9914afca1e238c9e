import { existsSync } from 'node:fs'
import { describeSqliteFile, sqliteIntegrityProblems, vacuumInto } from '../db/sqlite/snapshot.ts'
import { BackupError, type Counts } from './archive.ts'

/** The SQLite side of a backup: the copy, its description and its check are the storage layer's (server/db/sqlite/snapshot.ts). */
export function snapshotSqlite(databaseFile: string, into: string): void {
  if (!existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}: check DATA_DIR.`)
  vacuumInto(databaseFile, into)
}

/** Opens a copy read-only and reads what the manifest records: schema version and row counts. */
export function describeSqlite(file: string): { schemaVersion: number; counts: Counts } {
  try {
    return describeSqliteFile(file)
  } catch (error) {
    throw new BackupError(`${file} is not this site's database (${(error as Error).message}).`)
  }
}

/** SQLite's own check of every page and index of a restored file; throws unless it answers "ok". */
export function checkSqliteIntegrity(file: string): void {
  let problems: string[]
  try {
    problems = sqliteIntegrityProblems(file)
  } catch (error) {
    throw new BackupError(`The database in the archive cannot be read: ${(error as Error).message}`)
  }
  if (problems.length > 0)
    throw new BackupError(`The database in the archive fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`)
}
