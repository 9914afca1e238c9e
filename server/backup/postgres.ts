import postgres from 'postgres'
import { postgresSchemaVersion } from '../db/postgres/migrations.ts'
import { BackupError, run, type Counts } from './archive.ts'

/**
 * The PostgreSQL side of a backup: `pg_dump -Fc` and `pg_restore`, PostgreSQL's own tools (they must be at least
 * the server's major version; Debian's `postgresql-client` package has them).
 *
 * The row counts for the manifest and the dump come from one snapshot: a repeatable-read transaction exports its
 * snapshot, counts in it and keeps it open while `pg_dump --snapshot` dumps exactly that state, so the counts
 * checked at restore are those of the dump even while the site takes writes.
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

function connect(databaseUrl: string) {
  return postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 })
}

async function countRows(sql: postgres.Sql | postgres.TransactionSql): Promise<Counts> {
  const tables = await sql<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_name IN ('posts', 'submissions', 'outbox')`
  if (tables.length < 3)
    throw new BackupError("The database at DATABASE_URL has no posts, submissions and outbox tables: it is not this site's database.")
  const [row] = await sql<{ posts: string; submissions: string; outbox: string }[]>`
    SELECT (SELECT COUNT(*) FROM posts) AS posts, (SELECT COUNT(*) FROM submissions) AS submissions, (SELECT COUNT(*) FROM outbox) AS outbox`
  return { posts: Number(row.posts), submissions: Number(row.submissions), outbox: Number(row.outbox) }
}

/** Dumps the database into `file` (custom format) and returns the schema version and counts of the same snapshot. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<{ schemaVersion: number; counts: Counts }> {
  const sql = connect(databaseUrl)
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [{ snapshot }] = await tx<{ snapshot: string }[]>`SELECT pg_export_snapshot() AS snapshot`
      const counts = await countRows(tx)
      // It only runs queries, which a transaction runs the same way (its type lacks the pool's end() and options).
      const schemaVersion = await postgresSchemaVersion(tx as unknown as postgres.Sql)
      const { url, env } = pgToolConnection(databaseUrl)
      await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`], 'pg_dump failed', env)
      return { schemaVersion, counts }
    })
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** Tables in the target database outside PostgreSQL's own schemas: a restore goes only into an empty database. */
export async function userTables(databaseUrl: string): Promise<string[]> {
  const sql = connect(databaseUrl)
  try {
    const rows = await sql<{ name: string }[]>`
      SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1 LIMIT 5`
    return rows.map((r) => r.name)
  } finally {
    await sql.end({ timeout: 5 })
  }
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
  const sql = connect(databaseUrl)
  try {
    return { schemaVersion: await postgresSchemaVersion(sql), counts: await countRows(sql) }
  } finally {
    await sql.end({ timeout: 5 })
  }
}
