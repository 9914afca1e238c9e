import { afterAll, describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Sql } from 'postgres'
import { connectPostgres } from '../db/postgres/connection.ts'
import { migratePostgres, POSTGRES_SCHEMA_VERSION } from '../db/postgres/migrations.ts'
import { runBackupCli } from '../test/backup-cli.ts'
import { tempDir } from '../test/harness.ts'
import { postgresMissing, testDatabase, type TestDatabase } from '../test/postgres.ts'

const missing = postgresMissing()

const counts = async (sql: Sql) =>
  (
    await sql<{ posts: number; submissions: number; outbox: number }[]>`
      SELECT (SELECT COUNT(*) FROM posts)::int AS posts, (SELECT COUNT(*) FROM submissions)::int AS submissions,
             (SELECT COUNT(*) FROM outbox)::int AS outbox`
  )[0]

async function addLead(sql: Sql, i: number): Promise<void> {
  const now = new Date().toISOString()
  await sql.begin(async (tx) => {
    const [{ id }] = await tx<{ id: number }[]>`
      INSERT INTO submissions (kind, first_name, last_name, email, message, status, created_at)
      VALUES ('contact', 'Ayşe', 'Yılmaz', ${`lead-${i}@example.com`}, 'İstanbul apartment purchase and residence permit.', 'received', ${now})
      RETURNING id`
    await tx`INSERT INTO outbox (submission_id, purpose, message, next_attempt_at, created_at)
             VALUES (${id}, 'firm', ${tx.json({ to: 'firm@example.com' })}, ${now}, ${now})`
  })
}

describe.skipIf(missing)('npm run backup and restore on PostgreSQL (pg_dump / pg_restore)', () => {
  const databases: TestDatabase[] = []
  const clients: Sql[] = []
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end()))
    for (const db of databases) await db.drop()
  })
  async function database(): Promise<{ url: string; sql: Sql }> {
    const db = await testDatabase()
    databases.push(db)
    const sql = connectPostgres(db.url, { max: 2 })
    clients.push(sql)
    return { url: db.url, sql }
  }

  it(
    'round trip while leads are written: the restored database is the dump’s snapshot, and a non-empty one is refused',
    { timeout: 60_000 },
    async () => {
      const live = await database()
      await migratePostgres(live.sql)
      const now = new Date().toISOString()
      await live.sql`INSERT INTO posts (slug, title, date_label, body, published_at, updated_at, visible_from)
                   VALUES ('company-tax', 'Company tax', '2 November 2026', '<p>Body</p>', ${now}, ${now}, ${now})`
      for (let i = 0; i < 20; i++) await addLead(live.sql, i)
      const dataDir = tempDir()
      mkdirSync(path.join(dataDir, 'media'))
      writeFileSync(path.join(dataDir, 'media', 'cover-1200.webp'), 'image bytes')
      const backupDir = tempDir()

      // Leads keep arriving while pg_dump runs.
      let stop = false
      let written = 20
      const writer = (async () => {
        while (!stop) await addLead(live.sql, written++)
      })()
      const made = await runBackupCli(['backup'], { DATABASE_URL: live.url, DATA_DIR: dataDir, BACKUP_DIR: backupDir })
      stop = true
      await writer
      expect(made.code, made.out).toBe(0)
      expect(made.out).toMatch(new RegExp(`PostgreSQL database at schema version ${POSTGRES_SCHEMA_VERSION}: 1 posts, \\d+ submissions`))
      const archive = path.join(
        backupDir,
        readdirSync(backupDir).find((n) => n.endsWith('.tar.gz'))!,
      )
      const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' })) as {
        engine: string
        counts: { posts: number; submissions: number; outbox: number }
      }
      expect(manifest.engine).toBe('postgresql')
      expect(manifest.counts.submissions).toBeGreaterThanOrEqual(20)

      const target = await database()
      const restoredDir = path.join(tempDir(), 'data')
      const restored = await runBackupCli(['restore', archive], { DATABASE_URL: target.url, DATA_DIR: restoredDir })
      expect(restored.code, restored.out).toBe(0)
      const after = await counts(target.sql)
      console.log(
        `PostgreSQL round trip: ${written} leads written, ${manifest.counts.submissions} in the dump's snapshot, ${after.submissions} restored.`,
      )
      expect(after).toEqual(manifest.counts)
      // Every lead in the restored database has its outbox message (one snapshot, not two moments).
      expect(after.outbox).toBe(after.submissions)
      expect((await target.sql<{ email: string }[]>`SELECT email FROM submissions ORDER BY id LIMIT 1`)[0].email).toBe('lead-0@example.com')
      expect(readFileSync(path.join(restoredDir, 'media', 'cover-1200.webp'), 'utf8')).toBe('image bytes')

      const again = await runBackupCli(['restore', archive], { DATABASE_URL: target.url, DATA_DIR: path.join(tempDir(), 'data') })
      expect(again.code).toBe(1)
      expect(again.out).toMatch(/The database at DATABASE_URL is not empty \(public\.\w+/)
      expect(await counts(target.sql)).toEqual(after)
    },
  )
})
