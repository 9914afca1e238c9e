import postgres, { type Sql } from 'postgres'

/**
 * A pool of connections to the PostgreSQL database at `url` (DATABASE_URL). Notices are not printed (CREATE ... IF
 * NOT EXISTS and DROP ... IF EXISTS send them on every start); errors still throw.
 */
export function connectPostgres(url: string, opts: { max?: number } = {}): Sql {
  return postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
    // A pooled connection idle this long is closed; the pool opens one again when needed.
    idle_timeout: 60,
    connect_timeout: 10,
  })
}
