import type { Sql } from 'postgres'
import type { AppliedMigration, HealthRepository, Store } from '../store.ts'
import { PgAccountsRepository } from './accounts.ts'
import { PgAuditRepository } from './audit.ts'
import { PgBookingsRepository } from './bookings.ts'
import { PgCalendarRepository } from './calendar.ts'
import { CONTENT_CHANNEL, PgContentRepository } from './content.ts'
import { connectPostgres, DEFAULT_DATABASE_WAIT_MS } from './connection.ts'
import { OutageWait, waitingFor } from './outage.ts'
import {
  accountsPolicy,
  addressHitsPolicy,
  auditPolicy,
  bookingsPolicy,
  calendarPolicy,
  contentPolicy,
  formResultsPolicy,
  healthPolicy,
  outboxPolicy,
  postsPolicy,
  submissionsPolicy,
  translationsPolicy,
} from './repeat-policy.ts'
import { PgFormResultsRepository } from './form-results.ts'
import { PgAddressHitsRepository } from './address-hits.ts'
import { migratePostgres, POSTGRES_SCHEMA_VERSION, postgresSchemaState, postgresSchemaVersion } from './migrations.ts'
import { PgOutboxRepository } from './outbox.ts'
import { PgPostsRepository } from './posts.ts'
import { PgSubmissionsRepository } from './submissions.ts'
import { PgTranslationsRepository } from './translations.ts'

/**
 * The longest a data version read is reused. A NOTIFY from any instance's write drops it at once; this bound is the
 * fallback for when notifications do not arrive (the listening connection dropped, a pooler that does not pass
 * them on), so a publication shows on every instance within a second even then.
 */
const VERSION_MAX_AGE_MS = 1000

/** The NOTIFY channel the posts_changed() trigger sends on (server/db/postgres/migrations.ts). */
const CHANNEL = 'posts_changed'

export class PgHealthRepository implements HealthRepository {
  readonly schemaTarget = POSTGRES_SCHEMA_VERSION
  private readonly sql: Sql
  private cached: { value: number; at: number } | null = null
  private reading: Promise<number> | null = null
  private generation = 0
  private readonly listeners = new Set<() => void>()

  constructor(sql: Sql) {
    this.sql = sql
  }

  async recordCheck(now: string): Promise<void> {
    await this.sql`INSERT INTO health (id, checked_at) VALUES (1, ${now}) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`
  }

  schemaVersion(): Promise<number> {
    return postgresSchemaVersion(this.sql)
  }

  schemaState(): Promise<{ version: number; servedFrom: number }> {
    return postgresSchemaState(this.sql)
  }

  /**
   * This process's connections (they share its application_name, server/db/postgres/connection.ts), the one asking
   * counted as idle: it is free again once this answer is read.
   */
  async pool(): Promise<{ max: number; active: number; idle: number }> {
    const [row] = await this.sql<{ open: number; active: number }[]>`
      SELECT count(*)::int AS open, count(*) FILTER (WHERE state <> 'idle' AND pid <> pg_backend_pid())::int AS active
      FROM pg_stat_activity WHERE application_name = current_setting('application_name')`
    return { max: this.sql.options.max, active: row.active, idle: row.open - row.active }
  }

  async dataVersion(): Promise<number> {
    if (this.cached && Date.now() - this.cached.at < VERSION_MAX_AGE_MS) return this.cached.value
    // Concurrent page requests share one read.
    this.reading ??= (async () => {
      const generation = this.generation
      try {
        const [{ n }] = await this.sql<{ n: string }[]>`SELECT n FROM posts_changes WHERE id = 1`
        // A change heard while reading may not be in what was read: then it is not kept.
        if (generation === this.generation) this.cached = { value: Number(n), at: Date.now() }
        return Number(n)
      } finally {
        this.reading = null
      }
    })()
    return this.reading
  }

  /** This instance wrote posts or reviews: the next read asks the database (its own NOTIFY may still be on its way). */
  invalidate(): void {
    this.generation += 1
    this.cached = null
  }

  /** A NOTIFY arrived: some instance changed what visitors see. */
  heard(): void {
    this.invalidate()
    for (const listener of this.listeners) listener()
  }

  /**
   * Calls `listener` whenever any instance changes posts or translation reviews (PostgreSQL NOTIFY), so caches can
   * be dropped before the next request asks `dataVersion()`. Returns a function that stops it.
   */
  onDataChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

export interface PostgresStore extends Store {
  readonly kind: 'postgres'
  readonly health: PgHealthRepository
}

/** The address without its password, for log lines. */
export function withoutPassword(url: string): string {
  const u = new URL(url)
  if (u.password) u.password = ''
  return u.toString()
}

/**
 * The Store on PostgreSQL at `databaseUrl`: migrates it first (under the advisory lock, so instances starting
 * together take turns; expand migrations only: a pending contract migration fails the start with the command that
 * applies it, since other instances may still need what it removes, ADR 34) and listens for other instances' changes to posts. Every method waits out a lost connection
 * for up to `waitMs` (DATABASE_WAIT_MS; 0: not at all) where repeating it is safe (server/db/postgres/outage.ts).
 */
export async function openPostgresStore(
  databaseUrl: string,
  opts: {
    maxConnections?: number
    waitMs?: number
    log?: (line: string) => void
    onMigration?: (migration: AppliedMigration) => void
  } = {},
): Promise<PostgresStore> {
  const waitMs = opts.waitMs ?? DEFAULT_DATABASE_WAIT_MS
  const sql = connectPostgres(databaseUrl, { max: opts.maxConnections, waitMs })
  try {
    await migratePostgres(sql, undefined, opts.onMigration)
  } catch (error) {
    await sql.end({ timeout: 1 })
    throw error
  }
  const health = new PgHealthRepository(sql)
  // onlisten also runs after a reconnect: whatever was missed while disconnected, the next read asks again.
  const listening = await sql.listen(
    CHANNEL,
    () => health.heard(),
    () => health.heard(),
  )
  const content = new PgContentRepository(sql, () => health.invalidate())
  // After a reconnect, whatever was published meanwhile is unknown: every document may have changed.
  const listeningContent = await sql.listen(
    CONTENT_CHANNEL,
    (payload) => content.heard(payload),
    () => content.heard('*'),
  )
  const changed = () => health.invalidate()
  const wait = new OutageWait(waitMs, opts.log ?? ((line) => console.log(line)))
  return {
    kind: 'postgres',
    location: withoutPassword(databaseUrl),
    posts: waitingFor(new PgPostsRepository(sql, changed), postsPolicy, wait),
    submissions: waitingFor(new PgSubmissionsRepository(sql), submissionsPolicy, wait),
    outbox: waitingFor(new PgOutboxRepository(sql), outboxPolicy, wait),
    accounts: waitingFor(new PgAccountsRepository(sql), accountsPolicy, wait),
    audit: waitingFor(new PgAuditRepository(sql), auditPolicy, wait),
    translations: waitingFor(new PgTranslationsRepository(sql, changed), translationsPolicy, wait),
    formResults: waitingFor(new PgFormResultsRepository(sql), formResultsPolicy, wait),
    addressHits: waitingFor(new PgAddressHitsRepository(sql), addressHitsPolicy, wait),
    health: waitingFor<PgHealthRepository>(health, healthPolicy, wait),
    content: waitingFor(content, contentPolicy, wait),
    bookings: waitingFor(new PgBookingsRepository(sql), bookingsPolicy, wait),
    calendar: waitingFor(new PgCalendarRepository(sql), calendarPolicy, wait),
    async close() {
      await listening.unlisten().catch(() => {})
      await listeningContent.unlisten().catch(() => {})
      await sql.end({ timeout: 5 })
    },
  }
}
