import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sql } from 'postgres'
import { createAccount, signedIn } from '../test/admin.ts'
import { postJson, repoRoot, startHarness, tempDir, validContact, type Harness } from '../test/harness.ts'
import { postgresMissing, testDatabase, type TestDatabase } from '../test/postgres.ts'
import { freePort } from '../test/free-port.ts'
import { connectPostgres } from './postgres/connection.ts'
import { openPostgresStore } from './postgres/store.ts'
import type { ContentPart, Post, SeedDocument, Store } from './store.ts'
import { CopyError, copySqliteToPostgres, type CopyResult } from './copy.ts'

const missing = postgresMissing()
const execFileAsync = promisify(execFile)
const CONTACT = '/api/email/Form/ContactUs'

/** Runs `npm run db:copy`'s script as the command line does, with DATA_DIR set. */
async function copyCommand(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [path.join(repoRoot, 'server/cli/db-copy.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 60_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

const contentOf = (p: Post) => ({
  slug: p.slug,
  title: p.title,
  dateLabel: p.dateLabel,
  body: p.body,
  markdown: p.markdown,
  images: p.images,
  metaTitle: p.metaTitle,
  description: p.description,
  keywords: p.keywords,
  publishedAt: p.publishedAt,
})

/** Keys in an order jsonb would not keep (it sorts shorter keys first): the copy must keep it. */
const CONTENT: SeedDocument[] = [
  {
    type: 'service',
    key: 'company-formation',
    parts: {
      neutral: { slug: 'company-formation', group: 'corporate' },
      en: { summary: 'Setting up a company in Turkey.', title: 'Company formation' },
      tr: { summary: 'Türkiye’de şirket kurmak.', title: 'Şirket kuruluşu' },
    },
  },
  { type: 'team-member', key: 'founder', parts: { neutral: { name: 'Ayşe Yılmaz', role: 'Founding partner' } } },
]

describe.skipIf(missing)('npm run db:copy: a SQLite site moved to PostgreSQL', () => {
  let h: Harness
  let db: TestDatabase
  let sql: Sql
  let pg: Store
  let result: CopyResult
  const now = () => new Date().toISOString()
  const leads = ['ayse.yilmaz@example.com', 'jonas.berg@example.com', 'li.wei@example.com']
  let renamed: { id: number; from: string; to: string }

  beforeAll(async () => {
    h = await startHarness()
    // An owner account, signed in (a session, used TOTP steps, audit lines).
    const account = await createAccount(h, 'owner@example.com')
    await signedIn(h, account)
    await h.store.audit.record({ actor: 'cli', action: 'test.note', detail: 'before the move', at: now() })
    // A published post moved to a new address: the old one stays in its slug history.
    const post = (await h.store.posts.allVisible(now(), 'en'))[0]
    renamed = { id: post.id, from: post.slug!, to: `${post.slug}-moved` }
    await h.store.posts.write(post.id, { ...contentOf(post), slug: renamed.to }, now())
    // Leads sent through the form, each with its e-mails queued.
    for (const [i, email] of leads.entries()) {
      const res = await h.request(CONTACT, postJson({ ...validContact, email }), `198.51.100.${i + 10}`)
      expect(res.status).toBe(200)
    }
    // Content: the site's seed (the harness published it) and two documents more, a slug changed (a former path), a
    // version restored as a draft, a portrait in use, a schedule.
    const content = h.store.content
    for (const doc of CONTENT) {
      const id = (await content.createDocument(doc.type, doc.key, 'seed', now()))!
      const parts = Object.keys(doc.parts) as ContentPart[]
      for (const part of parts) expect((await content.saveDraft(id, part, doc.parts[part]!, 0, 'seed', now())).ok).toBe(true)
      await content.publish(id, parts, 'seed', now(), {
        paths: [`/services/${doc.key}`],
        refs: doc.key === 'founder' ? [{ part: 'neutral', kind: 'media', target: 'f3a9c1.webp' }] : [],
      })
    }
    const service = (await content.findDocument('service', 'company-formation'))!
    await content.saveDraft(
      service.id,
      'en',
      { summary: 'Forming a company in Turkey.', title: 'Company setup' },
      1,
      'owner@example.com',
      now(),
    )
    await content.publish(service.id, ['en'], 'owner@example.com', now(), { paths: ['/services/company-setup'] })
    await content.restore((await content.listVersions(service.id, 'en')).at(-1)!.id, 'owner@example.com', now())
    await content.addMedia(
      { file: 'f3a9c1.webp', width: 800, height: 1000, alt: { en: 'Ayşe Yılmaz' }, originalName: 'ayse.jpg' },
      'owner@example.com',
      now(),
    )
    await content.schedulePublish(service.id, ['tr'], '2030-01-01T09:00:00.000Z', 'owner@example.com', now())
    await h.outbox.stop()
    db = await testDatabase()
    sql = connectPostgres(db.url, { max: 2 })
    result = await copySqliteToPostgres(h.env.dataDir, sql)
    pg = await openPostgresStore(db.url, { maxConnections: 2 })
  }, 120_000)

  afterAll(async () => {
    await pg?.close()
    await sql?.end()
    await db?.drop()
    await h?.close()
  })

  it('copies every table of the schema with equal row counts', () => {
    const tables = result.counts.map((c) => c.table)
    for (const t of [
      'posts',
      'post_slug_history',
      'posts_changes',
      'translation_reviews',
      'submissions',
      'outbox',
      'admin_users',
      'admin_sessions',
      'admin_totp_used',
      'audit_log',
      'erasures',
      'admin_setup_tokens',
      'health',
      'content_documents',
      'content_drafts',
      'content_versions',
      'content_published',
      'content_schedule',
      'content_paths',
      'content_refs',
      'content_changes',
      'media',
    ]) {
      expect(tables).toContain(t)
    }
    expect(tables).not.toContain('posts_title_search')
    expect(tables).not.toContain('sqlite_sequence')
    for (const c of result.counts) expect(c.postgres, c.table).toBe(c.sqlite)
    const count = (t: string) => result.counts.find((c) => c.table === t)!.sqlite
    expect(count('posts')).toBeGreaterThan(3)
    expect(count('submissions')).toBe(leads.length)
    expect(count('outbox')).toBeGreaterThanOrEqual(leads.length)
    expect(count('admin_sessions')).toBe(1)
    // The one moved here, and the three Arabic sample posts' former `ar-…` addresses (their seed files' formerSlugs).
    expect(count('post_slug_history')).toBe(4)
  })

  it('copies the content store: what is published exported byte for byte, versions, drafts, paths, media, schedule', async () => {
    const sqlite = h.store.content
    expect(JSON.stringify(await pg.content.exportDocuments())).toBe(JSON.stringify(await sqlite.exportDocuments()))
    expect(await pg.content.readPublished()).toEqual(await sqlite.readPublished())
    const service = (await pg.content.findDocument('service', 'company-formation'))!
    expect(service).toEqual(await sqlite.findDocument('service', 'company-formation'))
    expect(await pg.content.listVersions(service.id)).toEqual(await sqlite.listVersions(service.id))
    expect(await pg.content.getDrafts(service.id)).toEqual(await sqlite.getDrafts(service.id))
    expect(await pg.content.resolvePath('/services/company-formation')).toMatchObject({
      documentId: service.id,
      current: false,
      currentPaths: ['/services/company-setup'],
    })
    expect(await pg.content.listMedia()).toEqual(await sqlite.listMedia())
    const portrait = (await pg.content.listMedia()).find((m) => m.file === 'f3a9c1.webp')!
    expect((await pg.content.deleteMedia(portrait.id, 'owner@example.com', now())).usedBy).toHaveLength(1)
    expect(await pg.content.listSchedule()).toEqual(await sqlite.listSchedule())
    // The content version counts on past the source's: no instance keeps a snapshot of before the copy.
    expect(await pg.content.contentVersion()).toBeGreaterThan(await sqlite.contentVersion())
    // New rows take ids after the copied ones.
    expect(await pg.content.createDocument('service', 'new-service', 'owner@example.com', now())).toBeGreaterThan(service.id)
  })

  it('serves the same posts by slug, and the old slug still leads to the renamed post', async () => {
    const at = now()
    for (const language of ['en', 'tr', 'ar']) {
      const before = await h.store.posts.allVisible(at, language)
      const after = await pg.posts.allVisible(at, language)
      expect(after).toEqual(before)
      for (const p of before) expect((await pg.posts.visibleBySlug(at, p.slug!))?.id).toBe(p.id)
    }
    expect(await pg.posts.currentSlugFor(at, renamed.from)).toBe(renamed.to)
    expect(await pg.posts.slugOwner(renamed.from, null)).toBe('former')
  })

  it('keeps the leads with their queued e-mails, and the account with its session and audit lines', async () => {
    for (const email of leads) {
      const before = await h.store.submissions.byEmail(email)
      const after = await pg.submissions.byEmail(email)
      expect(after.submissions).toEqual(before.submissions)
      expect(after.messages).toBe(before.messages)
      expect(after.messages).toBeGreaterThan(0)
      const id = before.submissions[0].id
      expect(await pg.outbox.ofSubmission(id)).toEqual(await h.store.outbox.ofSubmission(id))
    }
    const account = await pg.accounts.findAccount('OWNER@example.com')
    expect(account).toEqual(await h.store.accounts.findAccount('owner@example.com'))
    expect(account?.passwordHash).toBeTruthy()
    expect(await pg.accounts.listAccounts()).toEqual(await h.store.accounts.listAccounts())
    expect(await pg.audit.list(100)).toEqual(await h.store.audit.list(100))
    expect((await pg.audit.list(100)).some((a) => a.action === 'test.note')).toBe(true)
  })

  it('gives new rows ids after the copied ones', async () => {
    const copied = await h.store.posts.allVisible(now(), 'en')
    const highest = Number((await sql<{ m: number }[]>`SELECT max(id)::int AS m FROM posts`)[0].m)
    expect(highest).toBeGreaterThanOrEqual(Math.max(...copied.map((p) => p.id)))
    const made = await pg.posts.write(
      null,
      { ...contentOf(copied[0]), slug: 'written-after-the-move', title: 'Written after the move' },
      now(),
      {
        visibleFrom: now(),
      },
    )
    expect(made!.id).toBe(highest + 1)
    const beforeAudit = Math.max(...(await h.store.audit.list(100)).map((a) => a.id))
    await pg.audit.record({ actor: 'cli', action: 'test.after', detail: '', at: now() })
    expect((await pg.audit.list(1))[0].id).toBe(beforeAudit + 1)
  })

  it('refuses a target that holds rows without --force and changes nothing; with --force it copies again', async () => {
    const postsBefore = await pg.posts.count()
    await expect(copySqliteToPostgres(h.env.dataDir, sql)).rejects.toThrow(CopyError)
    await expect(copySqliteToPostgres(h.env.dataDir, sql)).rejects.toThrow(/already holds rows .*posts: \d+/)
    expect(await pg.posts.count()).toBe(postsBefore)
    expect(await pg.posts.visibleBySlug(now(), 'written-after-the-move')).not.toBeNull()

    const again = await copySqliteToPostgres(h.env.dataDir, sql, { force: true })
    for (const c of again.counts) expect(c.postgres, c.table).toBe(c.sqlite)
    expect(await pg.posts.count()).toBe(await h.store.posts.count())
    expect(await pg.posts.visibleBySlug(now(), 'written-after-the-move')).toBeNull()
  })

  it('the command prints the counts, refuses without --force, and says in one sentence what is wrong with a target', async () => {
    const refused = await copyCommand(h.env.dataDir, ['--to', db.url])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/already holds rows.*--force/)

    const forced = await copyCommand(h.env.dataDir, ['--to', db.url, '--force'])
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    expect(forced.stdout).toMatch(/^posts\s+\d+\s+\d+$/m)
    expect(forced.stdout).toMatch(/every row count matches/)

    const badUrl = await copyCommand(h.env.dataDir, ['--to', 'mysql://somewhere/db'])
    expect(badUrl.code).toBe(2)
    expect(badUrl.stderr).toMatch(/must be a URL that starts with postgres:\/\//)

    const empty = tempDir()
    const noDatabase = await copyCommand(empty, ['--to', db.url])
    rmSync(empty, { recursive: true, force: true })
    expect(noDatabase.code).toBe(1)
    expect(noDatabase.stderr).toMatch(/^There is no SQLite database at .*; set DATA_DIR to the site's data folder\.$/m)

    const port = await freePort()
    const unreachable = await copyCommand(h.env.dataDir, ['--to', `postgres://site:secret@127.0.0.1:${port}/site`])
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr.trim()).toBe(
      `Cannot reach PostgreSQL at postgres://site@127.0.0.1:${port}/site: nothing accepts connections there (is the server running, and the port right?).`,
    )
  }, 120_000)
})
