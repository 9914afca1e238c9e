import postgres from 'postgres'
import type { TableCounts } from '../snapshot.ts'
import { postgresSchemaVersion } from './migrations.ts'

/**
 * The PostgreSQL side of a backup (server/backup/postgres.ts runs `pg_dump` and `pg_restore`): what the manifest
 * records of a database, read from the same snapshot the dump is made from.
 */

function connect(databaseUrl: string) {
  return postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 })
}

/** The row counts, or null when the database lacks the site's tables (it is not this site's database). */
async function countRows(sql: postgres.Sql | postgres.TransactionSql): Promise<TableCounts | null> {
  const tables = await sql<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_name IN ('posts', 'submissions', 'outbox')`
  if (tables.length < 3) return null
  const [row] = await sql<{ posts: string; submissions: string; outbox: string }[]>`
    SELECT (SELECT COUNT(*) FROM posts) AS posts, (SELECT COUNT(*) FROM submissions) AS submissions, (SELECT COUNT(*) FROM outbox) AS outbox`
  return { posts: Number(row.posts), submissions: Number(row.submissions), outbox: Number(row.outbox) }
}

/**
 * Runs `dump` with an exported snapshot while the transaction that exported it stays open: a repeatable-read
 * transaction exports its snapshot, counts in it and keeps it open while `pg_dump --snapshot` dumps exactly that
 * state, so the counts checked at restore are those of the dump even while the site takes writes. The counts are
 * null when the database is not this site's (then `dump` is not run).
 */
export async function withExportedSnapshot(
  databaseUrl: string,
  dump: (snapshot: string) => Promise<void>,
): Promise<{ schemaVersion: number; counts: TableCounts | null }> {
  const sql = connect(databaseUrl)
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [{ snapshot }] = await tx<{ snapshot: string }[]>`SELECT pg_export_snapshot() AS snapshot`
      const counts = await countRows(tx)
      // It only runs queries, which a transaction runs the same way (its type lacks the pool's end() and options).
      const schemaVersion = await postgresSchemaVersion(tx as unknown as postgres.Sql)
      if (counts) await dump(snapshot)
      return { schemaVersion, counts }
    })
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** The schema version and row counts of the database now (counts null: not this site's database). */
export async function describePostgres(databaseUrl: string): Promise<{ schemaVersion: number; counts: TableCounts | null }> {
  const sql = connect(databaseUrl)
  try {
    return { schemaVersion: await postgresSchemaVersion(sql), counts: await countRows(sql) }
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** Tables in the target database outside PostgreSQL's own schemas (up to five): a restore goes only into an empty database. */
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
