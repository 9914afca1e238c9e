import { existsSync } from 'node:fs'
import { chmod, cp, lstat, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { databaseFile, DATA_FILES, mediaDir } from '../db/data-files.ts'
import { BackupError, describeFiles, MANIFEST, PG_DUMP, writeArchive, type Manifest } from './archive.ts'
import { dumpPostgres } from './postgres.ts'
import { describeSqlite, snapshotSqlite } from './sqlite.ts'

export interface BackupOptions {
  dataDir: string
  backupDir: string
  /** Set: the site runs on PostgreSQL and the database part is a `pg_dump`. */
  databaseUrl?: string
  /** Archives older than this many days are deleted after the new one is written. */
  retentionDays: number
  now?: Date
}

export interface BackupResult {
  archive: string
  manifest: Manifest
  bytes: number
  pruned: string[]
}

const ARCHIVE = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/
const PARTIAL = /^\.site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(partial|tar\.gz\.partial)$/

/** `site-2026-11-26T18-40-00Z.tar.gz`: sorts by time, and has no `:` (which Windows and some tools refuse). */
export function archiveName(at: Date): string {
  return `site-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`
}

/** When the archive named `name` was made, from its name (a copy's file time may not be kept); null if not one of ours. */
export function archiveTime(name: string): Date | null {
  const m = ARCHIVE.exec(name) ?? PARTIAL.exec(name)
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null
}

/**
 * One archive of the site as it is now, while it keeps taking writes: a consistent copy of the database (SQLite:
 * `VACUUM INTO`; PostgreSQL: `pg_dump -Fc`), then the uploaded images. The database goes first: an image uploaded
 * meanwhile is then an unused extra in the archive, never a post pointing at an image the archive lacks (uploads
 * are written under their content hash and never change).
 *
 * DATA_DIR/mail/ is left out: its `.eml` files are copies of e-mails already written (only when no SMTP server is
 * configured), each message is kept in the outbox table, and every copy of personal data is one more to erase.
 *
 * Everything is assembled in a hidden folder in BACKUP_DIR and the archive is renamed into place when complete,
 * so a listed archive is always whole. Then archives older than `retentionDays` are deleted.
 */
export async function makeBackup(opts: BackupOptions): Promise<BackupResult> {
  const now = opts.now ?? new Date()
  const name = archiveName(now)
  const archive = path.join(opts.backupDir, name)
  if (
    path.resolve(opts.backupDir).startsWith(path.resolve(opts.dataDir) + path.sep) ||
    path.resolve(opts.backupDir) === path.resolve(opts.dataDir)
  ) {
    throw new BackupError(
      `BACKUP_DIR (${opts.backupDir}) is inside DATA_DIR (${opts.dataDir}): keep backups outside the folder they back up.`,
    )
  }
  await mkdir(opts.backupDir, { recursive: true, mode: 0o700 })
  if (existsSync(archive)) throw new BackupError(`${archive} already exists: one backup per second at most.`)
  const staging = path.join(opts.backupDir, `.${name.replace(/\.tar\.gz$/, '')}.partial`)
  const partial = path.join(opts.backupDir, `.${name}.partial`)
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { mode: 0o700 })
  try {
    let schemaVersion: number | null
    let counts: Manifest['counts']
    if (opts.databaseUrl) {
      ;({ schemaVersion, counts } = await dumpPostgres(opts.databaseUrl, path.join(staging, PG_DUMP)))
    } else {
      const copy = path.join(staging, DATA_FILES.database)
      snapshotSqlite(databaseFile(opts.dataDir), copy)
      ;({ schemaVersion, counts } = describeSqlite(copy))
    }
    if (existsSync(mediaDir(opts.dataDir))) {
      // Only files and folders: a link could point anywhere on the machine.
      await cp(mediaDir(opts.dataDir), path.join(staging, DATA_FILES.media), {
        recursive: true,
        filter: async (src) => {
          const s = await lstat(src)
          return s.isFile() || s.isDirectory()
        },
      })
    }
    const manifest: Manifest = {
      format: 1,
      engine: opts.databaseUrl ? 'postgresql' : 'sqlite',
      createdAt: now.toISOString(),
      schemaVersion,
      counts,
      files: await describeFiles(staging),
    }
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
    await writeArchive(partial, staging, [MANIFEST, ...(await readdir(staging)).filter((n) => n !== MANIFEST).sort()])
    // It holds personal data: readable by this user only. On disk before it gets its final name.
    await chmod(partial, 0o600)
    const handle = await open(partial, 'r')
    await handle.sync()
    await handle.close()
    await rename(partial, archive)
    const bytes = (await lstat(archive)).size
    const pruned = await pruneBackups(opts.backupDir, opts.retentionDays, now)
    return { archive, manifest, bytes, pruned }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}

/**
 * Deletes the archives in `backupDir` made more than `retentionDays` before `now` (by the time in their name), and
 * what a run that died left behind (hidden `.partial` files and folders older than a day). Other files are never
 * touched. Returns the names deleted.
 */
export async function pruneBackups(backupDir: string, retentionDays: number, now = new Date()): Promise<string[]> {
  const cutoff = now.getTime() - retentionDays * 86_400_000
  const leftoverCutoff = now.getTime() - 86_400_000
  const pruned: string[] = []
  for (const entry of await readdir(backupDir).catch(() => [] as string[])) {
    const at = archiveTime(entry)
    if (!at) continue
    const old = ARCHIVE.test(entry) ? at.getTime() < cutoff : at.getTime() < leftoverCutoff
    if (!old) continue
    await rm(path.join(backupDir, entry), { recursive: true, force: true })
    pruned.push(entry)
  }
  return pruned.sort()
}
