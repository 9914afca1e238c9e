/**
 * npm run backup                 writes BACKUP_DIR/site-<UTC time>.tar.gz while the site runs, then deletes archives
 *                                older than BACKUP_RETENTION_DAYS
 * npm run restore -- <archive>   restores an archive into an empty DATA_DIR (and, with DATABASE_URL, an empty
 *                                PostgreSQL database), after checking every file against the archive's manifest
 *
 * What is in an archive and why: docs/operations.md, "Backups".
 */
import { EnvError, parseEnv } from '../env.ts'
import { BackupError, formatCounts } from './archive.ts'
import { makeBackup } from './backup.ts'
import { restoreBackup } from './restore.ts'
import { privateUmask } from '../private-data.ts'

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  // A restore writes DATA_DIR: its files private as the server's (server/private-data.ts).
  privateUmask()
  const env = parseEnv()
  if (command === 'backup' && rest.length === 0) {
    const started = Date.now()
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
    return 0
  }
  if (command === 'restore' && rest.length === 1) {
    const result = await restoreBackup({ archive: rest[0], dataDir: env.dataDir, databaseUrl: env.DATABASE_URL })
    const { manifest } = result
    console.log(
      `Restored ${rest[0]} (made ${manifest.createdAt}) into ${manifest.engine === 'sqlite' ? env.dataDir : `the database at DATABASE_URL and ${env.dataDir}`}.`,
    )
    console.log(`  Every file matches its sha256 in the manifest (${files(manifest.files.length)}).`)
    console.log(
      `  Database${manifest.schemaVersion === null ? '' : ` at schema version ${manifest.schemaVersion}`}: ${formatCounts(result.counts)}, as the manifest says.`,
    )
    console.log(`  Media: ${files(result.mediaFiles)} (${mb(result.mediaBytes)}) into ${env.dataDir}/media.`)
    console.log('  Start the site as usual; it applies any newer migrations itself.')
    return 0
  }
  console.error('Usage: npm run backup\n       npm run restore -- <archive.tar.gz>')
  return 2
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
