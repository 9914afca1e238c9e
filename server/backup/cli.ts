/**
 * npm run backup                 writes BACKUP_DIR/site-<UTC time>.tar.gz while the site runs, then deletes archives
 *                                older than BACKUP_RETENTION_DAYS; with BACKUP_S3_BUCKET, uploads it encrypted
 * npm run restore -- <archive>   restores an archive into an empty DATA_DIR (and, with DATABASE_URL, an empty
 *                                PostgreSQL database), after checking every file against the archive's manifest
 *                                (<archive> may be an encrypted copy: a .enc file, s3:<name> or s3:latest)
 * npm run restore -- s3:list     lists the encrypted copies in BACKUP_S3_BUCKET
 *
 * What is in an archive and why: docs/operations.md, "Backups".
 */
import { EnvError, parseEnv } from '../env.ts'
import { BackupError, formatCounts } from './archive.ts'
import { makeBackup } from './backup.ts'
import { restoreBackup } from './restore.ts'
import { privateUmask } from '../private-data.ts'
import { decryptFile, encryptFile, OffsiteBackups, readBackupKey } from './offsite.ts'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  // A restore writes DATA_DIR: its files private as the server's (server/private-data.ts).
  privateUmask()
  const env = parseEnv()
  const offsite = env.backupS3 ? new OffsiteBackups(env.backupS3) : null
  if (command === 'backup' && rest.length === 0) {
    const started = Date.now()
    // Read first: a missing or malformed key stops the run before anything is written.
    const key = env.backupS3 ? await readBackupKey(env.backupS3.keyFile) : null
    const result = await makeBackup({
      dataDir: env.dataDir,
      backupDir: env.backupDir,
      databaseUrl: env.DATABASE_URL,
      retentionDays: env.BACKUP_RETENTION_DAYS,
    })
    const { manifest } = result
    const media = manifest.files.filter((f) => f.path.startsWith('media/')).length
    console.log(`Backup written: ${result.archive} (${mb(result.bytes)}, ${Date.now() - started} ms)`)
    console.log(
      `  ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database${manifest.schemaVersion === null ? '' : ` at schema version ${manifest.schemaVersion}`}: ${formatCounts(manifest.counts)}; ${files(media)} under media/.`,
    )
    console.log(
      result.pruned.length > 0
        ? `  Deleted ${result.pruned.length} older than ${env.BACKUP_RETENTION_DAYS} days: ${result.pruned.join(', ')}`
        : `  No archive older than ${env.BACKUP_RETENTION_DAYS} days to delete.`,
    )
    if (offsite && key) {
      const name = `${path.basename(result.archive)}.enc`
      const encrypted = path.join(env.backupDir, `.${name}.partial`)
      try {
        await encryptFile(result.archive, encrypted, key)
        await offsite.upload(encrypted, name)
        console.log(`  Encrypted copy uploaded: ${offsite.where(name)} (${mb((await stat(encrypted)).size)}, AES-256-GCM, key ${key.id}).`)
      } catch (error) {
        if (error instanceof BackupError)
          error.message = `The archive was written, but its encrypted copy was not uploaded: ${error.message}`
        throw error
      } finally {
        await rm(encrypted, { force: true })
      }
    }
    return 0
  }
  if (command === 'restore' && rest[0] === 's3:list' && rest.length === 1) {
    if (!offsite) throw new BackupError('BACKUP_S3_BUCKET is not set: there is no bucket to list.')
    const names = await offsite.list()
    console.log(names.length > 0 ? names.map((n) => offsite.where(n)).join('\n') : `No encrypted backups under ${offsite.where('')}.`)
    return 0
  }
  if (command === 'restore' && rest.length === 1) {
    const [source] = rest
    const fromBucket = source.startsWith('s3:')
    let archive = source
    let scratch: string | null = null
    try {
      if (fromBucket || source.endsWith('.enc')) {
        // Downloaded and decrypted outside DATA_DIR: a wrong key or a changed file stops here, DATA_DIR untouched.
        if (!env.backupS3 && !env.BACKUP_KEY_FILE) throw new BackupError('Set BACKUP_KEY_FILE to the key this backup was encrypted with.')
        const key = await readBackupKey(env.backupS3?.keyFile ?? path.resolve(env.BACKUP_KEY_FILE!))
        scratch = await mkdtemp(path.join(tmpdir(), 'law-site-restore-'))
        let encrypted = path.resolve(source)
        if (fromBucket) {
          if (!offsite) throw new BackupError('BACKUP_S3_BUCKET is not set: there is no bucket to restore from.')
          let name = source.slice('s3:'.length)
          if (name === 'latest') {
            const names = await offsite.list()
            if (names.length === 0) throw new BackupError(`There is no encrypted backup under ${offsite.where('')}.`)
            name = names[names.length - 1]
          }
          encrypted = path.join(scratch, 'archive.tar.gz.enc')
          await offsite.download(name, encrypted)
          archive = offsite.where(name)
        }
        const plain = path.join(scratch, 'archive.tar.gz')
        await decryptFile(encrypted, plain, key, fromBucket ? archive : source)
        console.log(`Decrypted ${archive} with key ${key.id}: authentic.`)
        archive = plain
      }
      return await restored(archive, source)
    } finally {
      if (scratch) await rm(scratch, { recursive: true, force: true })
    }
  }
  console.error('Usage: npm run backup\n       npm run restore -- <archive.tar.gz | archive.tar.gz.enc | s3:latest | s3:<name> | s3:list>')
  return 2

  async function restored(archive: string, shown: string): Promise<number> {
    const result = await restoreBackup({ archive, dataDir: env.dataDir, databaseUrl: env.DATABASE_URL })
    const { manifest } = result
    console.log(
      `Restored ${shown} (made ${manifest.createdAt}) into ${manifest.engine === 'sqlite' ? env.dataDir : `the database at DATABASE_URL and ${env.dataDir}`}.`,
    )
    console.log(`  Every file matches its sha256 in the manifest (${files(manifest.files.length)}).`)
    console.log(
      `  Database${manifest.schemaVersion === null ? '' : ` at schema version ${manifest.schemaVersion}`}: ${formatCounts(result.counts)}, as the manifest says.`,
    )
    console.log(`  Media: ${files(result.mediaFiles)} (${mb(result.mediaBytes)}) into ${env.dataDir}/media.`)
    console.log('  Start the site as usual; it applies any newer migrations itself.')
    return 0
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  if (error instanceof BackupError || error instanceof EnvError) {
    console.error(error.message)
    process.exitCode = 1
  } else {
    throw error
  }
}
