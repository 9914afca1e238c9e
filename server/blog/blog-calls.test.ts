import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '../../src/config/api.ts'
import { itSqliteOnly, onPostgres, startHarness, tempDir, type Harness } from '../test/harness.ts'
import { migrate, openDatabase } from '../db/sqlite/database.ts'
import { openSqliteStore } from '../db/sqlite/store.ts'
import { rmSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { databaseFile } from '../db/data-files.ts'
import { AdminPosts } from '../admin/posts.ts'
import { BlogReader } from './blog-reader.ts'
import { parsePostFile } from './post-files.ts'
import { htmlToText } from '../../src/lib/blog-search.ts'
import type { BlogArticle, BlogListPage, Post, PostSummary } from '../../src/lib/blog.ts'
import { publishedPosts } from '../test/published-posts.ts'

/**
 * The site's own blog calls (a page of the list, one article, the home page's cards) and the pages rendered from
 * them, against the real app and SQLite with the 16 sample posts. The reference for search is the ruling in the
 * decisions file: a case-insensitive substring of the title, the description or the body's text, title matches first.
 */
let h: Harness
let all: Post[]

beforeAll(async () => {
  h = await startHarness()
  all = await publishedPosts(h)
})
afterAll(() => h.close())

async function list(query: string): Promise<{ status: number; data: BlogListPage }> {
  const res = await h.request(`${apiPaths.blogList}${query}`)
  return { status: res.status, data: ((await res.json()) as { data: BlogListPage }).data }
}

const titles = (posts: { title: string }[]) => posts.map((p) => p.title)
const has = (text: string | null, needle: string) => (text ?? '').toLowerCase().includes(needle.replace(/\s+/g, ' ').trim().toLowerCase())
const inTitle = (needle: string) => all.filter((p) => has(p.title, needle))
/** The ruling's order: title matches, then description or body matches, each newest first. */
const matching = (needle: string) => [
  ...inTitle(needle),
  ...all.filter((p) => !has(p.title, needle) && (has(p.metaDescription, needle) || has(htmlToText(p.content), needle))),
]

describe('GET /api/client/Content/Projects (a page of the blog list)', () => {
  it('answers the newest 12 cards, without bodies, and what the pagination needs', async () => {
    const { status, data } = await list('')
    expect(status).toBe(200)
    expect(all).toHaveLength(16)
    expect(data).toMatchObject({ page: 1, pageCount: 2, total: 16, q: '' })
    expect(titles(data.posts)).toEqual(titles(all.slice(0, 12)))
    const first: PostSummary = data.posts[0]
    expect(first).toEqual({
      id: all[0].id,
      slug: all[0].slug,
      title: all[0].title,
      publishedOn: all[0].publishedOn,
      publishedText: all[0].publishedText,
      publishedAt: all[0].publishedAt,
      image: all[0].images[0],
    })
    expect(JSON.stringify(data)).not.toContain('<h2')
  })

  it('gives page 2 the remaining posts and keeps a page past the end on the last page', async () => {
    expect(titles((await list('?page=2')).data.posts)).toEqual(titles(all.slice(12)))
    const far = await list('?page=999')
    expect(far.status).toBe(200)
    expect(far.data.page).toBe(2)
    expect(titles(far.data.posts)).toEqual(titles(all.slice(12)))
  })

  it('reads unusable parameters as the defaults, as the page does (never an error)', async () => {
    for (const query of ['?page=abc', '?page=-3', '?page=0', '?page=1.5', '?page=', '?page=10001', `?q=${'x'.repeat(201)}`, '?size=500']) {
      const { status, data } = await list(query)
      expect(status, query).toBe(200)
      expect(data, query).toMatchObject({ page: 1, total: 16, q: '' })
      expect(data.posts, query).toHaveLength(12)
    }
  })

  it('searches title, description and body, case-insensitively, title matches first, for any text', async () => {
    // Some posts mention residence only in their body: they match too, after the titles.
    expect(all.some((p) => !p.title.toLowerCase().includes('residence') && p.content.toLowerCase().includes('residence'))).toBe(true)
    const needles = [
      'RESIDENCE',
      'residence permit',
      ' permit ',
      '500',
      '500,000',
      '123',
      'Tu',
      'k',
      '"',
      'a"b',
      'NEAR(a b)',
      'turk*',
      '%',
      '_',
      ':',
      'türk',
      '<h2',
      'amp',
    ]
    for (const needle of needles) {
      const { status, data } = await list(`?q=${encodeURIComponent(needle)}`)
      expect(status, needle).toBe(200)
      expect(data.q, needle).toBe(needle)
      expect(data.total, needle).toBe(matching(needle).length)
      expect(titles(data.posts), needle).toEqual(titles(matching(needle).slice(0, 12)))
    }
    expect((await list('?q=RESIDENCE')).data.total).toBeGreaterThan(inTitle('residence').length)
    expect((await list('?q=<h2')).data.total).toBe(0) // markup is not text
    expect((await list('?q=zzqx')).data.total).toBe(0)
  })

  it('finds the four posts about visas, none with "visa" in its title, each with an excerpt that marks the word', async () => {
    expect(inTitle('visa')).toEqual([])
    const { data } = await list('?q=visa')
    expect(data.total).toBe(4)
    for (const post of data.posts) {
      const excerpt = post.excerpt ?? []
      expect(
        excerpt.filter((part) => part.match).map((part) => part.text.toLowerCase()),
        post.title,
      ).toContain('visa')
      const text = excerpt.map((part) => part.text).join('')
      expect(text.length, post.title).toBeLessThan(200)
      expect(text, post.title).not.toMatch(/[<>]|&\w+;/)
    }
  })
})

describe('GET /api/client/Content/Project/:slug (an article)', () => {
  it('answers the post in full and the sidebar’s 7 newest entries', async () => {
    const res = await h.request(`${apiPaths.blogArticle}/buying-property-in-turkey-as-a-foreigner`)
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: BlogArticle }
    expect(data.post).toEqual(all.find((p) => p.slug === 'buying-property-in-turkey-as-a-foreigner'))
    expect(data.recent.map((p) => p.slug)).toEqual(all.slice(0, 7).map((p) => p.slug))
    expect(JSON.stringify(data.recent)).not.toContain('<h2')
  })

  it('finds a post by the slug derived from its title too, and answers 404 (JSON) for no such post', async () => {
    const post = all.find((p) => p.slug === 'buying-property-in-turkey-as-a-foreigner')!
    const derived = post.title
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
    const byDerived = await h.request(`${apiPaths.blogArticle}/${derived}`)
    expect(((await byDerived.json()) as { data: BlogArticle }).data.post.id).toBe(post.id)

    const missing = await h.request(`${apiPaths.blogArticle}/no-such-post`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ success: false, error: 'No such post' })
    const tooLong = await h.request(`${apiPaths.blogArticle}/${'a'.repeat(201)}`)
    expect(tooLong.status).toBe(400)
    expect(((await tooLong.json()) as { error: string }).error).toMatch(/200 characters/)
  })
})

describe('GET /api/client/Content/RecentProjects', () => {
  it('answers the 3 newest cards', async () => {
    const res = await h.request(apiPaths.blogRecent)
    const { data } = (await res.json()) as { data: PostSummary[] }
    expect(titles(data)).toEqual(titles(all.slice(0, 3)))
  })
})

describe('the search index keeps in step with every writer', () => {
  it('follows the back office (create, publish, rename, unpublish, delete, schedule) and the import command', async () => {
    const admin = new AdminPosts(h.store)
    const search = async (q: string) => titles((await list(`?q=${encodeURIComponent(q)}`)).data.posts)
    const form = {
      title: 'Zebra Crossings and Traffic Fines',
      slug: 'zebra-crossings',
      date: '2026-11-01',
      metaTitle: '',
      metaDescription: '',
      keywords: '',
      imageUrl: '',
      imageAlt: '',
      markdown: 'Body about fines.',
    }
    const id = await admin.create(form, 'test')
    expect(await search('zebra')).toEqual([]) // a draft is not public
    await admin.publish(id, 'test', null)
    expect(await search('ZEBRA')).toEqual(['Zebra Crossings and Traffic Fines'])
    await admin.update(id, { ...form, title: 'Pedestrian Crossings and Traffic Fines' }, 'test')
    expect(await search('zebra')).toEqual([])
    expect(await search('pedestrian')).toEqual(['Pedestrian Crossings and Traffic Fines'])
    await admin.unpublish(id, 'test')
    expect(await search('pedestrian')).toEqual([])
    await admin.publish(id, 'test', new Date(Date.now() + 3_600_000).toISOString())
    expect(await search('pedestrian')).toEqual([]) // scheduled for later
    await admin.delete(id, 'test')
    // SQLite's full-text index of titles must lose the deleted post's row too (PostgreSQL searches the table itself).
    if (!onPostgres) {
      expect(h.db.prepare('SELECT COUNT(*) AS n FROM posts_title_search WHERE posts_title_search MATCH \'"pedestrian"\'').get()).toEqual({
        n: 0,
      })
    }

    const repo = h.store.posts
    const now = new Date().toISOString()
    await repo.importPosts(
      [parsePostFile('q.md', '---\nslug: quokka-post\nmaintitle: Quokka Permits Explained\ndate: 11-02-2026\n---\nBody.\n')],
      now,
    )
    expect(await search('quokka')).toEqual(['Quokka Permits Explained'])
    await repo.importPosts(
      [parsePostFile('q.md', '---\nslug: quokka-post\nmaintitle: Wombat Permits Explained\ndate: 11-02-2026\n---\nBody.\n')],
      now,
    )
    expect(await search('quokka')).toEqual([])
    expect(await search('wombat')).toEqual(['Wombat Permits Explained'])
    await h.sql.run("DELETE FROM posts WHERE slug = 'quokka-post'")
    expect((await list('')).data.total).toBe(16)
  })
})

describe('a database from before the search index', () => {
  // SQLite-only: an old SQLite file migrated to the full-text index; PostgreSQL starts at its current schema.
  itSqliteOnly('gets the index built from its existing posts when the server starts', async () => {
    const dataDir = tempDir()
    // The schema before the search and change-counter migrations, with a post written in its column names.
    const old = new DatabaseSync(databaseFile(dataDir))
    migrate(old, 5)
    old
      .prepare(
        `INSERT INTO posts (slug, maintitle, content_title, content, created_at, updated_at, publish_at)
         VALUES ('koala', 'Koala Residence Permits', '11-02-2026', '<p>Body.</p>', '2026-11-02T09:00:00.000Z', 'now', '2026-11-02T09:00:00.000Z')`,
      )
      .run()
    old.close()
    const store = openSqliteStore(dataDir)
    try {
      expect(titles((await new BlogReader(store).listPage('KOALA', 1)).posts)).toEqual(['Koala Residence Permits'])
    } finally {
      await store.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('pages carry only what they show', () => {
  /** The router's dehydrated query state (the page's hydration data), as embedded: there is exactly one. */
  function hydration(html: string): string {
    const blocks = html.match(/queryState:"(?:[^"\\]|\\.)*"/g) ?? []
    expect(blocks).toHaveLength(1)
    return blocks[0]!
  }

  it('/blog?page=2 renders and embeds its 4 posts and no other', async () => {
    const html = await (await h.request('/blog?page=2')).text()
    for (const p of all.slice(12)) expect(html).toContain(p.slug!)
    for (const p of all.slice(0, 12)) expect(html, p.slug!).not.toContain(`/blog/${p.slug}"`)
    const data = hydration(html)
    expect(data).not.toContain('<h2')
    expect(data).toContain(all[12].slug!)
  })

  it('an article embeds its post once and the 7 sidebar entries, without any other post’s body', async () => {
    const post = all.find((p) => p.slug === 'buying-property-in-turkey-as-a-foreigner')!
    const html = await (await h.request(`/blog/${post.slug}`)).text()
    const data = hydration(html)
    // The body is in the page once as HTML and once in the hydration data.
    const sentence = /<p>([^<"\\]{40,}?)</.exec(post.content)![1]
    expect(html.split(sentence).length - 1).toBe(2)
    for (const other of all.filter((p) => p.id !== post.id)) {
      expect(data, other.slug!).not.toContain(/<p>([^<"\\]{40,}?)</.exec(other.content)![1])
    }
    for (const recent of all.slice(0, 7)) expect(html).toContain(`href="/blog/${recent.slug}"`)
  })

  /** The router's dehydrated state as embedded (loader data and query state): its stream scripts. */
  function routerData(html: string): string {
    const scripts = [...html.matchAll(/<script data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    return scripts.join('\n')
  }

  it('the home page embeds its 3 cards only (loader data, no TanStack Query)', async () => {
    const html = await (await h.request('/')).text()
    // TanStack Query held nothing, so the router embedded an empty query state.
    expect(hydration(html)).toBe('queryState:""')
    const data = routerData(html)
    for (const p of all.slice(0, 3)) expect(data).toContain(p.slug!)
    for (const p of all.slice(3)) expect(data, p.slug!).not.toContain(p.slug!)
  })
})

describe('the posts data version (cached pages are kept per version)', () => {
  // SQLite-only: two stores and a raw connection on one SQLite folder. On PostgreSQL the data version across
  // instances is the storage contract's (server/db/contract.test.ts, 'records page reviews and bumps the data version').
  itSqliteOnly(
    'stays put while nothing changes and moves on a write by another connection, an edit, a deletion or a scheduled post coming due',
    async () => {
      const dataDir = tempDir()
      const store = openSqliteStore(dataDir)
      const otherStore = openSqliteStore(dataDir)
      const other = openDatabase(dataDir)
      try {
        const repo = new BlogReader(store)
        await otherStore.posts.importPosts(
          [parsePostFile('a.md', '---\nmaintitle: Numbat Work Permits\ndate: 11-02-2026\n---\nBody.\n')],
          new Date().toISOString(),
        )
        const first = await repo.version()
        expect(await repo.version()).toBe(first)
        other.prepare("UPDATE posts SET title = 'Numbat Work Permits in 2026'").run()
        const edited = await repo.version()
        expect(edited).toBeGreaterThan(first)
        expect((await repo.locate('numbat-work-permits-in-2026'))?.title).toBe('Numbat Work Permits in 2026')
        // A post scheduled a moment ahead: the version moves again once its time has come, with no further write.
        other.prepare("UPDATE posts SET visible_from = ?, status = 'published'").run(new Date(Date.now() + 300).toISOString())
        const scheduled = await repo.version()
        expect((await repo.listPage('', 1)).posts).toHaveLength(0)
        await new Promise((resolve) => setTimeout(resolve, 400))
        expect(await repo.version()).toBeGreaterThan(scheduled)
        expect((await repo.listPage('', 1)).posts).toHaveLength(1)
        other.prepare('DELETE FROM posts').run()
        expect(await repo.locate('numbat-work-permits-in-2026')).toBeNull()
      } finally {
        await store.close()
        await otherStore.close()
        other.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
