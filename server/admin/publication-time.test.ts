import { afterEach, describe, expect, it } from 'vitest'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { itSqliteOnly, repoRoot, startHarness, tempDir, type Harness } from '../test/harness.ts'
import { createAccount, signedIn } from '../test/admin.ts'
import { AdminPosts } from './posts.ts'
import { migrate } from '../db/sqlite/database.ts'
import { readPostFiles } from '../blog/post-files.ts'
import type { PostDetail } from '../../src/admin/page-data.ts'
import type { ProjectsResponse } from '../blog/wire.ts'

/** Issue 21: one publication time (the stored published_at), shown in Istanbul time, lists sorted by it. */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const form = {
  title: 'Apostille Rules for Foreign Documents',
  slug: 'apostille-rules',
  date: '2026-11-20',
  metaTitle: '',
  metaDescription: 'Which foreign documents need an apostille before a Turkish office accepts them.',
  keywords: 'apostille',
  imageUrl: '',
  imageAlt: '',
  markdown: 'Body text about apostilles.',
}

describe('publication time', () => {
  it('the posts list shows the seed posts at their own dates, newest first', async () => {
    h = await startHarness()
    const startedAt = Date.now()
    const list = await new AdminPosts(h.store).list()
    // The 16 English sample posts and 6 translations (3 posts in Turkish and Arabic), each language's from its call.
    const site = (
      await Promise.all(
        ['', '?language=tr', '?language=ar'].map(
          async (q) => ((await (await h!.request(`/api/client/Content/GetAllProjects${q}`)).json()) as ProjectsResponse).data,
        ),
      )
    ).flat()
    expect(list).toHaveLength(22)
    expect(site).toHaveLength(22)
    // Each post's publication time is the one the public site shows, none is the time of the import.
    const shown = new Map(site.map((p) => [p.slug, p.createdAt]))
    for (const p of list) {
      expect(p.publishAt, p.slug).toBe(shown.get(p.slug))
      expect(Date.parse(p.publishAt!), p.slug).toBeLessThan(startedAt - 3_600_000)
    }
    const times = list.map((p) => p.publishAt!)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(times.map((t) => t.slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']))
  })

  it('a post published at 13:38 is 13:38 in the feed, the list, the API and the editor; saving keeps it', async () => {
    h = await startHarness()
    const posts = new AdminPosts(h.store)
    const id = await posts.create(form, 'editor@firm.example')
    const at = Date.parse('2026-11-24T10:38:00.000Z') // 13:38 in Istanbul
    expect(await posts.publish(id, 'editor@firm.example', null, at)).toBe(true)
    const rss = await (await h.request('/blog/rss.xml')).text()
    const item = rss.split('<item>').find((i) => i.includes('Apostille Rules'))!
    expect(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]).toBe('Tue, 24 Nov 2026 10:38:00 GMT')
    const listed = (await posts.list()).find((p) => p.id === id)!
    expect(listed.publishAt).toBe('2026-11-24T10:38:00.000Z')
    const api = ((await (await h.request('/api/client/Content/GetAllProjects')).json()) as ProjectsResponse).data
    expect(api[0]).toMatchObject({ slug: 'apostille-rules', createdAt: '2026-11-24T10:38:00.000Z', contentTitle: '11-24-2026' })
    const detail = (await posts.get(id))!
    expect(detail.date).toBe('2026-11-24')
    // An edit that keeps the date keeps the time; a new date keeps the time of day and moves the visibility with it.
    await posts.update(id, { ...form, date: detail.date, title: 'Apostille Rules for Foreign Documents in 2026' }, null)
    expect((await posts.get(id))!.publishAt).toBe('2026-11-24T10:38:00.000Z')
    await posts.update(id, { ...form, date: '2026-11-01' }, 'editor@firm.example')
    expect((await posts.get(id))!.publishAt).toBe('2026-11-01T10:38:00.000Z')
    const row = (await h.sql.get('SELECT published_at, visible_from FROM posts WHERE id = ?', id)) as Record<string, string>
    expect(row.visible_from).toBe(row.published_at)
  })

  it('the audit log shows a schedule time in Istanbul time, not as an ISO string', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'audit-time@firm.example')
    const client = await signedIn(h, account)
    const created = (await (await client.send('POST', '/admin/api/posts', form)).json()) as { post: PostDetail }
    const res = await client.send('POST', `/admin/api/posts/${created.post.id}/publish`, { at: '2099-03-05T13:38' })
    expect(res.status).toBe(200)
    const { html } = await client.page('/admin/audit')
    expect(html).not.toContain('2099-03-05T10:38:00.000Z<')
    expect(html).toMatch(/<time datetime="2099-03-05T10:38:00.000Z">5 Mar 2099, 13:38<\/time>/i)
    expect(html).toMatch(/Audit log/)
  })

  // SQLite-only: migrates an old SQLite file; PostgreSQL's schema starts after this change.
  itSqliteOnly(
    'a database from before the change gets one time per post: imports at their dates, back-office posts at their publishing',
    async () => {
      const dir = tempDir()
      const db = new DatabaseSync(path.join(dir, 'old.db'))
      // The version before the publication-time migration (the 9th; later ones only add to the schema).
      migrate(db, 8)
      const files = await readPostFiles([path.join(repoRoot, 'server/blog/seed-posts')])
      const importedAt = '2026-11-24T13:23:00.000Z'
      const insert = db.prepare(
        `INSERT INTO posts (slug, title, date_label, body, published_at, updated_at, status, visible_from) VALUES (?, ?, ?, '', ?, ?, 'published', ?)`,
      )
      for (const f of files.slice(0, 3)) insert.run(f.slug ?? f.title, f.title, f.dateLabel, f.publishedAt, importedAt, importedAt)
      // Published from the back office at 13:38 Istanbul on the day the editor's date showed (stored then as 09:00 UTC).
      insert.run(
        'from-back-office',
        'From the back office',
        '11-24-2026',
        '2026-11-24T09:00:00.000Z',
        importedAt,
        '2026-11-24T10:38:00.000Z',
      )
      migrate(db)
      const rows = db.prepare('SELECT slug, published_at, visible_from FROM posts ORDER BY id').all() as Record<string, string>[]
      for (const [i, f] of files.slice(0, 3).entries())
        expect(rows[i]).toMatchObject({ published_at: f.publishedAt, visible_from: f.publishedAt })
      expect(rows[3]).toMatchObject({ published_at: '2026-11-24T10:38:00.000Z', visible_from: '2026-11-24T10:38:00.000Z' })
      db.close()
    },
  )
})
