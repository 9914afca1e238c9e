import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sql } from 'postgres'
import { postgresMissing, testDatabase, type TestDatabase } from '../../test/postgres.ts'
import { connectPostgres } from './connection.ts'
import {
  migratePostgres,
  POSTGRES_FLOORS,
  POSTGRES_SCHEMA_VERSION,
  postgresMigrations,
  postgresSchemaState,
  postgresSchemaVersion,
} from './migrations.ts'

const missing = postgresMissing()

describe.skipIf(missing)('PostgreSQL migrations', () => {
  const opened: { db: TestDatabase; clients: Sql[] }[] = []
  async function emptyDatabase(clients = 1): Promise<Sql[]> {
    const db = await testDatabase()
    const entry = { db, clients: Array.from({ length: clients }, () => connectPostgres(db.url, { max: 2 })) }
    opened.push(entry)
    return entry.clients
  }
  afterAll(async () => {
    for (const { db, clients } of opened) {
      await Promise.all(clients.map((c) => c.end()))
      await db.drop()
    }
  })

  it('brings an empty database to the current version once; a second run applies nothing', async () => {
    const [sql] = await emptyDatabase()
    expect(await postgresSchemaVersion(sql)).toBe(0)
    expect(await migratePostgres(sql)).toEqual(Array.from({ length: POSTGRES_SCHEMA_VERSION }, (_, i) => i + 1))
    expect(await postgresSchemaVersion(sql)).toBe(POSTGRES_SCHEMA_VERSION)
    expect(await migratePostgres(sql)).toEqual([])
    const tables = await sql<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`
    expect(tables.map((t) => t.name)).toEqual([
      'address_hits',
      'admin_password_resets',
      'admin_sessions',
      'admin_setup_tokens',
      'admin_sign_in_failures',
      'admin_totp_used',
      'admin_users',
      'audit_log',
      'booking_availability',
      'booking_cells',
      'bookings',
      'calendar_busy',
      'calendar_sync',
      'content_changes',
      'content_documents',
      'content_drafts',
      'content_paths',
      'content_published',
      'content_refs',
      'content_schedule',
      'content_versions',
      'erasures',
      'form_results',
      'health',
      'media',
      'outbox',
      'post_slug_history',
      'posts',
      'posts_changes',
      'schema_migrations',
      'site_secrets',
      'submissions',
      'translation_reviews',
    ])
  })

  it('two instances migrating an empty database at once both succeed and the schema is applied once', async () => {
    const [a, b] = await emptyDatabase(2)
    const [fromA, fromB] = await Promise.all([migratePostgres(a), migratePostgres(b)])
    // Together they applied each migration exactly once; neither failed on the other's tables.
    expect([...fromA, ...fromB].sort((x, y) => x - y)).toEqual(Array.from({ length: POSTGRES_SCHEMA_VERSION }, (_, i) => i + 1))
    const rows = await a<{ version: number }[]>`SELECT version FROM schema_migrations ORDER BY version`
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: POSTGRES_SCHEMA_VERSION }, (_, i) => i + 1))
  })

  it('migration 5 makes staff editors without the client-data right and refuses "staff" from then on', async () => {
    const [sql] = await emptyDatabase()
    await migratePostgres(sql, 4)
    await sql`INSERT INTO admin_users (email, created_at, role) VALUES ('owner@example.com', 'x', 'owner'), ('writer@example.com', 'x', 'staff')`
    expect(await migratePostgres(sql, 5)).toEqual([5])
    const rows = await sql<{ email: string; role: string; client_data: boolean }[]>`
      SELECT email, role, client_data FROM admin_users ORDER BY id`
    expect(rows).toEqual([
      { email: 'owner@example.com', role: 'owner', client_data: false },
      { email: 'writer@example.com', role: 'editor', client_data: false },
    ])
    await expect(sql`UPDATE admin_users SET role = 'staff' WHERE email = 'writer@example.com'`).rejects.toThrow(/admin_users_role_check/)
    await sql`INSERT INTO admin_users (email, created_at) VALUES ('new@example.com', 'x')`
    expect((await sql<{ role: string }[]>`SELECT role FROM admin_users WHERE email = 'new@example.com'`)[0].role).toBe('editor')
  })

  it('records each migration’s change and floor, and adds those columns to a table an earlier release made, keeping its version', async () => {
    const [sql] = await emptyDatabase()
    await migratePostgres(sql)
    const rows = await sql<
      { version: number; change: string; served_from: number }[]
    >`SELECT version, change, served_from FROM schema_migrations ORDER BY version`
    // The migrations before the rule are history (each its own floor); an expand keeps the floor before it.
    expect(rows.map((r) => [r.change, r.served_from])).toEqual(postgresMigrations.map((m, i) => [m.change, POSTGRES_FLOORS[i]]))
    expect(rows.slice(0, 5).map((r) => [r.change, r.served_from])).toEqual([1, 2, 3, 4, 5].map((v) => ['history', v]))
    // As the release before the rule (29c4801) left the table: version and name only.
    await sql`ALTER TABLE schema_migrations DROP COLUMN change, DROP COLUMN served_from`
    expect(await postgresSchemaState(sql)).toEqual({ version: POSTGRES_SCHEMA_VERSION, servedFrom: POSTGRES_SCHEMA_VERSION })
    expect(await migratePostgres(sql)).toEqual([])
    expect(await postgresSchemaState(sql)).toEqual({ version: POSTGRES_SCHEMA_VERSION, servedFrom: POSTGRES_SCHEMA_VERSION })
    const columns = await sql<{ name: string }[]>`
      SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'schema_migrations' ORDER BY ordinal_position`
    expect(columns.map((c) => c.name)).toEqual(['version', 'name', 'applied_at', 'change', 'served_from'])
    // That release's own insert still works beside it (its version check reads MAX(version) only).
    await sql`INSERT INTO schema_migrations (version, name) VALUES (${POSTGRES_SCHEMA_VERSION + 1}, 'a later migration applied by an old runner')`
    expect(await postgresSchemaState(sql)).toEqual({ version: POSTGRES_SCHEMA_VERSION + 1, servedFrom: POSTGRES_SCHEMA_VERSION + 1 })
  })

  describe('on a migrated database', () => {
    let sql: Sql
    beforeAll(async () => {
      ;[sql] = await emptyDatabase()
      await migratePostgres(sql)
    })

    it('compares e-mail addresses of accounts without ASCII case, as SQLite NOCASE did', async () => {
      await sql`INSERT INTO admin_users (email, created_at) VALUES ('owner@example.com', '2025-01-01T00:00:00.000Z')`
      await expect(
        sql`INSERT INTO admin_users (email, created_at) VALUES ('Owner@Example.COM', '2025-01-01T00:00:00.000Z')`,
      ).rejects.toThrow(/admin_users_email/)
    })

    it('bumps the posts data version on every write and tells listeners', async () => {
      const version = async () => Number((await sql<{ n: string }[]>`SELECT n FROM posts_changes`)[0].n)
      const heard: string[] = []
      const listener = await sql.listen('posts_changed', (payload) => heard.push(payload))
      const before = await version()
      await sql`INSERT INTO posts (title, date_label, body, published_at, updated_at, visible_from)
                VALUES ('A', '01-01-2025', '<p>a</p>', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`
      await sql`UPDATE posts SET title = 'B'`
      await sql`INSERT INTO translation_reviews (item, locale, status, source_hash, updated_at) VALUES ('/faq', 'tr', 'draft', 'x', 'now')`
      expect(await version()).toBe(before + 3)
      await expect.poll(() => heard.length).toBeGreaterThanOrEqual(3)
      await listener.unlisten()
    })
  })
})
