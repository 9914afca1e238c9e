import { describePostgres, withExportedSnapshot } from '../db/postgres/snapshot.ts'
import { BackupError, run, type Counts } from './archive.ts'

/**
 * The PostgreSQL side of a backup: `pg_dump -Fc` and `pg_restore`, PostgreSQL's own tools (they must be at least
 * the server's major version; Debian's `postgresql-client` package has them).
 *
 * The row counts for the manifest and the dump come from one snapshot (server/db/postgres/snapshot.ts
 * `withExportedSnapshot`), so the counts checked at restore are those of the dump even while the site takes writes.
 */

/** The connection settings for pg_dump/pg_restore: the URL without its password, which goes in PGPASSWORD (not on the command line, where `ps` shows it). */
export function pgToolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password)
    url.password = ''
  }
  return { url: url.toString(), env }
}

const NOT_THIS_SITE = "The database at DATABASE_URL has no posts, submissions and outbox tables: it is not this site's database."

/** Dumps the database into `file` (custom format) and returns the schema version and counts of the same snapshot. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<{ schemaVersion: number; counts: Counts }> {
  const { url, env } = pgToolConnection(databaseUrl)
  const { schemaVersion, counts } = await withExportedSnapshot(databaseUrl, async (snapshot) => {
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`], 'pg_dump failed', env)
  })
  if (!counts) throw new BackupError(NOT_THIS_SITE)
  return { schemaVersion, counts }
}

/** Restores a dump in one transaction (all or nothing) and returns the schema version and counts found afterwards. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<{ schemaVersion: number; counts: Counts }> {
  const { url, env } = pgToolConnection(databaseUrl)
  await run(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`, file],
    'pg_restore failed',
    env,
  )
  const { schemaVersion, counts } = await describePostgres(databaseUrl)
  if (!counts) throw new BackupError(NOT_THIS_SITE)
  return { schemaVersion, counts }
}
