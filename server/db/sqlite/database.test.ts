import { rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { apiPaths } from '../../../src/config/api.ts'
import type { ProjectsResponse } from '../../blog/wire.ts'
import { startHarness, tempDir, type Harness } from '../../test/harness.ts'
import { listLeads } from '../../admin/leads.ts'
import { databaseFile } from '../data-files.ts'
import { sqliteStore } from './store.ts'
import {
  migrate,
  openDatabase,
  SCHEMA_VERSION,
  schemaState,
  sqliteMigrationChanges,
  sqliteMigrations,
  transaction,
  type SqliteMigration,
} from './database.ts'
import { floors, schemaNotReadyReason } from '../migration-rule.ts'
import type { AppliedMigration } from '../store.ts'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function scratch(): string {
  const dir = tempDir('law-site-db-')
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

const columns = (db: DatabaseSync, table: string) =>
  (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name)

describe('a database written by the release before the domain column names', () => {
  /** site.db as that release left it (schema version 7), with a post, a lead with its e-mail and an account. */
  function oldSite(dataDir: string): void {
    const db = new DatabaseSync(databaseFile(dataDir))
    db.exec('PRAGMA foreign_keys = ON')
    migrate(db, 7)
    db.prepare(
      `INSERT INTO posts (slug, maintitle, content_title, content, images, meta_title, meta_description, keywords, created_at, updated_at, status, publish_at)
       VALUES ('wombat-visas', 'Wombat Visas Explained', '03-14-2025', '<p>How wombats get visas.</p>', '[{"imageUrl":"/media/blog/w.svg","altText":"A wombat"}]',
               'Wombat visas', 'What a wombat needs for a visa.', '["visa","wombat"]', '2025-03-14T09:00:00.000Z', '2025-03-14T09:00:00.000Z', 'published', '2025-03-14T09:00:00.000Z')`,
    ).run()
    db.prepare(
      `INSERT INTO submissions (kind, first_name, last_name, email, message, guideline_name, status, client_ip, created_at)
       VALUES ('guide', 'Ayşe', 'Yılmaz', 'ayse@example.com', 'Please send the guide.', 'RealEstate_Guideline', 'received', '203.0.113.9', ?)`,
    ).run(new Date().toISOString())
    db.prepare(
      `INSERT INTO outbox (submission_id, purpose, message, status, next_attempt_at, created_at, sent_at) VALUES (1, 'firm-notification', ?, 'sent', ?, ?, ?)`,
    ).run(
      JSON.stringify({ to: { name: 'Firm', address: 'firm@example.com' }, subject: 'New lead', text: '', html: '' }),
      ...Array(3).fill(new Date().toISOString()),
    )
    db.prepare(
      `INSERT INTO admin_users (email, password_hash, totp_secret, created_at) VALUES ('editor@example.com', 'hash', 'SECRET', '2025-01-01')`,
    ).run()
    db.close()
  }

  it('starts with its columns renamed and keeps every post, lead and account', async () => {
    const dataDir = scratch()
    oldSite(dataDir)

    const db = openDatabase(dataDir)
    cleanups.push(() => db.close())
    expect(Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)).toBe(SCHEMA_VERSION)
    expect(columns(db, 'posts')).toEqual(
      expect.arrayContaining(['title', 'date_label', 'body', 'description', 'published_at', 'visible_from']),
    )
    expect(columns(db, 'posts')).not.toEqual(expect.arrayContaining(['maintitle']))
    for (const old of ['maintitle', 'content_title', 'content', 'meta_description', 'created_at', 'publish_at']) {
      expect(columns(db, 'posts')).not.toContain(old)
    }
    expect(columns(db, 'submissions')).toContain('guide')
    expect(columns(db, 'submissions')).not.toContain('guideline_name')

    const store = sqliteStore(db)
    expect(await listLeads(store)).toMatchObject([
      { name: 'Ayşe Yılmaz', email: 'ayse@example.com', guide: 'Investing in Turkish Real Estate', mailStatus: 'sent' },
    ])
    expect(await store.accounts.findAccount('editor@example.com')).toMatchObject({
      email: 'editor@example.com',
      passwordHash: 'hash',
      totpSecret: 'SECRET',
    })
  })

  it('serves the old post through the public API under the same wire names, and finds it by title', async () => {
    const dataDir = scratch()
    oldSite(dataDir)
    const h: Harness = await startHarness({}, { dataDir, seed: false })
    cleanups.push(() => h.close())

    const body = (await (await h.request(apiPaths.projects)).json()) as ProjectsResponse
    expect(body).toEqual({
      success: true,
      data: [
        {
          projectId: 1,
          id: 1,
          slug: 'wombat-visas',
          maintitle: 'Wombat Visas Explained',
          contentTitle: '03-14-2025',
          content: '<p>How wombats get visas.</p>',
          images: [{ imageUrl: '/media/blog/w.svg', altText: 'A wombat' }],
          metaTitle: 'Wombat visas',
          metaDescription: 'What a wombat needs for a visa.',
          keywords: ['visa', 'wombat'],
          createdAt: '2025-03-14T09:00:00.000Z',
        },
      ],
    })
    // The title index was rebuilt under the new column: a three-letter search uses it.
    const list = (await (await h.request(`${apiPaths.blogList}?q=WOMBAT`)).json()) as { data: { total: number } }
    expect(list.data.total).toBe(1)
    expect((await h.request('/blog/wombat-visas')).status).toBe(200)
  })
})

describe('a database written by the release before roles (schema version 18)', () => {
  it('makes staff editors without the client-data right, keeps the owner, their sessions and links, and refuses "staff"', async () => {
    const dataDir = scratch()
    const old = new DatabaseSync(databaseFile(dataDir))
    old.exec('PRAGMA foreign_keys = ON')
    migrate(old, 18)
    const insertUser = old.prepare(
      `INSERT INTO admin_users (email, password_hash, totp_secret, created_at, role, may_approve_translations) VALUES (?, 'hash', 'SECRET', '2025-01-01', ?, ?)`,
    )
    insertUser.run('owner@example.com', 'owner', 0)
    insertUser.run('writer@example.com', 'staff', 1)
    old
      .prepare(`INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at) VALUES ('s', 2, 'c', 'x', 'x')`)
      .run()
    old.prepare(`INSERT INTO admin_setup_tokens (token_hash, user_id, totp_secret, expires_at) VALUES ('t', 2, 'S', 'x')`).run()
    old.close()

    const db = openDatabase(dataDir)
    cleanups.push(() => db.close())
    expect(Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)).toBe(SCHEMA_VERSION)
    const store = sqliteStore(db)
    expect(await store.accounts.findAccount('owner@example.com')).toMatchObject({ id: 1, role: 'owner' })
    expect(await store.accounts.findAccount('writer@example.com')).toMatchObject({
      id: 2,
      role: 'editor',
      clientData: false,
      passwordHash: 'hash',
    })
    expect(await store.accounts.mayApproveTranslations(2)).toBe(true)
    // The rebuild did not cascade to the rows that point at the account.
    expect(await store.accounts.findSession('s')).toMatchObject({ user: { id: 2, role: 'editor', clientData: false } })
    expect(db.prepare('SELECT COUNT(*) AS n FROM admin_setup_tokens').get()).toEqual({ n: 1 })
    expect(Number((db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys)).toBe(1)
    expect(() => db.prepare(`UPDATE admin_users SET role = 'staff' WHERE id = 2`).run()).toThrow(/CHECK/)
    // Deleting an account still removes its sessions: the foreign keys point at the rebuilt table.
    db.prepare('DELETE FROM admin_users WHERE id = 2').run()
    expect(db.prepare('SELECT COUNT(*) AS n FROM admin_sessions').get()).toEqual({ n: 0 })
  })
})

describe('a newer release migrating the file (ADR 34)', () => {
  it('records the floor: this release still serves the file after an expand migration, not after a contract one', () => {
    const db = openDatabase(scratch())
    cleanups.push(() => db.close())
    // This release's own expand migrations leave the floor where the release before them put it.
    const floor = floors(sqliteMigrationChanges).at(-1)!
    expect(schemaState(db)).toEqual({ version: SCHEMA_VERSION, servedFrom: floor })
    const next: SqliteMigration[] = [
      ...sqliteMigrations,
      { change: 'expand', sql: 'CREATE TABLE consultation_slots (id INTEGER PRIMARY KEY, starts_at TEXT NOT NULL);' },
      { change: 'contract', sql: 'ALTER TABLE submissions RENAME COLUMN held TO held_for_review;' },
    ]
    const logged: AppliedMigration[] = []
    migrate(db, SCHEMA_VERSION + 1, (m) => logged.push(m), next)
    expect(logged).toEqual([
      {
        engine: 'sqlite',
        version: SCHEMA_VERSION + 1,
        name: 'CREATE TABLE consultation_slots',
        change: 'expand',
        servedFrom: floor,
      },
    ])
    expect(schemaState(db)).toEqual({ version: SCHEMA_VERSION + 1, servedFrom: floor })
    expect(schemaNotReadyReason(SCHEMA_VERSION, schemaState(db))).toBeNull()
    migrate(db, SCHEMA_VERSION + 2, undefined, next)
    expect(schemaState(db)).toEqual({ version: SCHEMA_VERSION + 2, servedFrom: SCHEMA_VERSION + 2 })
    expect(schemaNotReadyReason(SCHEMA_VERSION, schemaState(db))).toMatch(/only code at schema version \d+ or newer serves/)
  })
})

describe('transaction()', () => {
  function scratchDb() {
    const db = openDatabase(scratch())
    cleanups.push(() => db.close())
    db.exec('CREATE TABLE t (n INTEGER NOT NULL)')
    return db
  }
  const count = (db: DatabaseSync) => Number((db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n)

  it('keeps every write when the work returns, and returns its value', () => {
    const db = scratchDb()
    expect(
      transaction(db, () => {
        db.prepare('INSERT INTO t (n) VALUES (1)').run()
        db.prepare('INSERT INTO t (n) VALUES (2)').run()
        return 'done'
      }),
    ).toBe('done')
    expect(count(db)).toBe(2)
    expect(db.isTransaction).toBe(false)
  })

  it('rolls back every write when the work throws, and rethrows', () => {
    const db = scratchDb()
    expect(() =>
      transaction(db, () => {
        db.prepare('INSERT INTO t (n) VALUES (1)').run()
        db.prepare('INSERT INTO t (n) VALUES (NULL)').run() // NOT NULL: fails
      }),
    ).toThrow(/NOT NULL/)
    expect(count(db)).toBe(0)
    expect(db.isTransaction).toBe(false)
  })

  it('joins an outer transaction: an inner failure caught inside still lets the outer roll back as one', () => {
    const db = scratchDb()
    expect(() =>
      transaction(db, () => {
        transaction(db, () => db.prepare('INSERT INTO t (n) VALUES (1)').run())
        throw new Error('later step failed')
      }),
    ).toThrow('later step failed')
    expect(count(db)).toBe(0)
  })

  it('refuses asynchronous work, leaving nothing written', async () => {
    const db = scratchDb()
    const work = async () => {
      db.prepare('INSERT INTO t (n) VALUES (1)').run()
    }
    expect(() => transaction(db, work)).toThrow(/synchronous/)
    expect(count(db)).toBe(0)
  })
})
