import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { SCHEMA_VERSION } from '../db/sqlite/database.ts'
import { POSTGRES_SCHEMA_VERSION } from '../db/postgres/migrations.ts'
import { DATA_FILES } from '../db/data-files.ts'
import { BackupError, extractArchive, formatCounts, PG_DUMP, verifyUnpacked, type Counts, type Manifest } from './archive.ts'
import { restorePostgres } from './postgres.ts'
import { userTables } from '../db/postgres/snapshot.ts'
import { checkSqliteIntegrity, describeSqlite } from './sqlite.ts'

export interface RestoreOptions {
  archive: string
  dataDir: string
  /** Set: restore the archive's `pg_dump` into this (empty) PostgreSQL database. */
  databaseUrl?: string
}

export interface RestoreResult {
  manifest: Manifest
  counts: Counts
  mediaFiles: number
  mediaBytes: number
}

/**
 * mkfs.ext4 (and xfs_repair) make `lost+found` at the root of a file system: a DATA_DIR that is a freshly mounted
 * volume holds it before anything was written, and it must stay there. It counts as empty when it is a folder with
 * nothing in it, or one the restore cannot look into (it is root's, 0700, and fsck's business): what fsck puts there
 * is not a site, and the restore never writes into it.
 */
const LOST_FOUND = 'lost+found'
function emptyLostFound(dir: string): boolean {
  if (!lstatSync(dir).isDirectory()) return false
  try {
    return readdirSync(dir).length === 0
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES'
  }
}

const sameCounts = (a: Counts, b: Counts) => a.posts === b.posts && a.submissions === b.submissions && a.outbox === b.outbox

/**
 * Restores an archive made by `npm run backup` into an empty DATA_DIR (and, for PostgreSQL, an empty database).
 * Nothing is put in place before everything is checked: the archive is unpacked into a hidden folder inside
 * DATA_DIR, each file is compared with the manifest's sha256, the database passes its integrity check and holds
 * the manifest's row counts; only then are the files moved into DATA_DIR. A refused restore leaves DATA_DIR empty.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(opts.archive)
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new BackupError(`There is no archive at ${archive}.`)
  const dataDir = path.resolve(opts.dataDir)
  if (existsSync(dataDir)) {
    const entries = (await readdir(dataDir)).filter((name) => !(name === LOST_FOUND && emptyLostFound(path.join(dataDir, name))))
    if (entries.length > 0) {
      throw new BackupError(
        `DATA_DIR (${dataDir}) is not empty (${entries.slice(0, 4).join(', ')}${entries.length > 4 ? ', …' : ''}). ` +
          'A restore never overwrites a site: stop the server, move the folder aside (mv data data.before-restore) or point DATA_DIR at a new folder, and run the restore again.',
      )
    }
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const staging = await mkdtemp(path.join(dataDir, '.restore-'))
  try {
    await extractArchive(archive, staging)
    const manifest = await verifyUnpacked(staging, archive)
    let counts: Counts
    if (manifest.engine === 'sqlite') {
      if (opts.databaseUrl) {
        throw new BackupError(
          'This archive holds a SQLite database, and DATABASE_URL is set. Restore it without DATABASE_URL, then move it to PostgreSQL with npm run db:copy.',
        )
      }
      const db = path.join(staging, DATA_FILES.database)
      checkSqliteIntegrity(db)
      const found = describeSqlite(db)
      if (found.schemaVersion !== manifest.schemaVersion) {
        throw new BackupError(
          `The database in the archive is at schema version ${found.schemaVersion}, its manifest says ${manifest.schemaVersion}.`,
        )
      }
      if (found.schemaVersion > SCHEMA_VERSION) {
        throw new BackupError(
          `The archive was made by a newer release (schema version ${found.schemaVersion}; this code knows ${SCHEMA_VERSION}). Restore it with that release or a later one.`,
        )
      }
      if (!sameCounts(found.counts, manifest.counts)) {
        throw new BackupError(
          `The database in the archive holds ${formatCounts(found.counts)}; its manifest says ${formatCounts(manifest.counts)}.`,
        )
      }
      counts = found.counts
    } else {
      if (!opts.databaseUrl)
        throw new BackupError('This archive holds a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into.')
      const tables = await userTables(opts.databaseUrl)
      if (tables.length > 0) {
        throw new BackupError(
          `The database at DATABASE_URL is not empty (${tables.join(', ')}). A restore never overwrites a database: create an empty one (createdb) and point DATABASE_URL at it.`,
        )
      }
      if (manifest.schemaVersion !== null && manifest.schemaVersion > POSTGRES_SCHEMA_VERSION) {
        throw new BackupError(
          `The archive was made by a newer release (PostgreSQL schema version ${manifest.schemaVersion}; this code knows ${POSTGRES_SCHEMA_VERSION}). Restore it with that release or a later one.`,
        )
      }
      const found = await restorePostgres(opts.databaseUrl, path.join(staging, PG_DUMP))
      counts = found.counts
      if (found.schemaVersion !== manifest.schemaVersion) {
        throw new BackupError(
          `The restored database is at schema version ${found.schemaVersion}; the archive's manifest says ${manifest.schemaVersion}.`,
        )
      }
      if (!sameCounts(counts, manifest.counts)) {
        throw new BackupError(
          `The restored database holds ${formatCounts(counts)}; the archive's manifest says ${formatCounts(manifest.counts)}.`,
        )
      }
    }
    for (const name of [DATA_FILES.database, DATA_FILES.media]) {
      if (existsSync(path.join(staging, name))) await rename(path.join(staging, name), path.join(dataDir, name))
    }
    const media = manifest.files.filter((f) => f.path.startsWith(`${DATA_FILES.media}/`))
    return { manifest, counts, mediaFiles: media.length, mediaBytes: media.reduce((sum, f) => sum + f.bytes, 0) }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
