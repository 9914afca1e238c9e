import postgres, { type ISql, type Sql } from 'postgres'
import { hostname } from 'node:os'
import { markUncommitted } from './outage.ts'

/** The wait for a PostgreSQL out of reach when DATABASE_WAIT_MS is not given (server/env.ts). */
export const DEFAULT_DATABASE_WAIT_MS = 5000

/**
 * A pool of connections to the PostgreSQL database at `url` (DATABASE_URL). Notices are not printed (CREATE ... IF
 * NOT EXISTS and DROP ... IF EXISTS send them on every start); errors still throw. `waitMs` is DATABASE_WAIT_MS:
 * a connection attempt gives up within half of it (at least 2 s, at most 10 s).
 */
export function connectPostgres(url: string, opts: { max?: number; waitMs?: number } = {}): Sql {
  const sql = postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
    // One name per process, so /metrics can find this pool's connections in pg_stat_activity (PgHealthRepository.pool)
    // and an administrator can tell which instance a session belongs to. PostgreSQL keeps 63 bytes of it.
    connection: { application_name: `law-site ${hostname()}:${process.pid}`.slice(0, 63) },
    // A pooled connection idle this long is closed; the pool opens one again when needed.
    idle_timeout: 60,
    // A connection attempt gives up within half the wait (2-10 s): after PostgreSQL ended a session inside a
    // transaction, the next transaction on that pooled connection was seen to hang in its connect step until then.
    connect_timeout: Math.min(10, Math.max(2, Math.ceil((opts.waitMs ?? DEFAULT_DATABASE_WAIT_MS) / 2000))),
    // Seconds before a closed connection is opened again. postgres.js's default grows as 3^n / 100 with every failed
    // attempt, up to 20 s, and only resets once a connection succeeds: after a 5 s stop, a post waited 7.8 s for a
    // database that was already back. The wait (server/db/postgres/outage.ts) paces the tries itself.
    backoff: (retries: number) => Math.min(0.01 * 2 ** retries, 0.1),
  })
  markUncommitted(sql)
  return sql
}

/**
 * Serialises, until the transaction ends, every transaction that takes the same `name`: limits are counted and
 * recorded without another instance counting in between. A caller that takes several takes them in one fixed order,
 * so two transactions never wait for each other in a circle.
 */
export async function lockName(q: ISql, name: string): Promise<void> {
  await q`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`
}

/**
 * Takes the posts' data-version row first, before any post row: every write to posts or reviews bumps that row
 * (its trigger), so a transaction that locked a post and then waits for the row while another holds the row and
 * waits for that post would deadlock. Taken first, writers of posts simply queue, as they do on SQLite.
 */
export async function lockPostsVersion(q: ISql): Promise<void> {
  await q`SELECT 1 FROM posts_changes WHERE id = 1 FOR UPDATE`
}

/**
 * A transaction that writes posts or reviews (what visitors see): the data-version row locked first, and
 * `changed` called when it ended (committed or not), so this instance's next dataVersion() reads the database.
 */
export async function writeVisible<T>(sql: Sql, changed: () => void, work: (q: ISql) => Promise<T>): Promise<T> {
  try {
    return (await sql.begin(async (q) => {
      await lockPostsVersion(q)
      return work(q)
    })) as T
  } finally {
    changed()
  }
}
