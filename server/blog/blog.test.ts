import { apiPaths } from '../../src/config/api.ts'
import { afterEach, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { dataEnv, repoRoot, startHarness, tempDir, type Harness } from '../test/harness.ts'
import { parsePostFile, PostFileError } from './post-files.ts'
import type { ProjectsResponse } from './wire.ts'

const run = promisify(execFile)
let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const API = apiPaths.projects

describe('GET /api/client/Content/GetAllProjects', () => {
  it('answers success with every field of a blog project, newest first, from the seeded database', async () => {
    h = await startHarness()
    const res = await h.request(API)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    const body = (await res.json()) as ProjectsResponse
    expect(body.success).toBe(true)
    const seedFiles = readdirSync(path.join(repoRoot, 'server/blog/seed-posts')).filter((f) => f.endsWith('.md'))
    expect(body.data.length).toBe(seedFiles.length)
    expect(body.data.length).toBeGreaterThanOrEqual(15)
    for (const post of body.data) {
      expect(post.projectId).toBe(post.id)
      expect(post.slug).toMatch(/^[a-z0-9-]+$/)
      expect(post.maintitle.length).toBeGreaterThan(10)
      expect(post.contentTitle).toMatch(/^\d{2}-\d{2}-\d{4}$/)
      expect(post.content).toContain('<h2')
      expect(post.images[0]).toMatchObject({ imageUrl: expect.stringMatching(/^\/media\/blog\/.+\.svg$/), altText: expect.any(String) })
      expect(post.metaTitle).toBeTruthy()
      expect(post.metaDescription).toBeTruthy()
      expect(post.keywords.length).toBeGreaterThan(0)
      expect(Number.isNaN(Date.parse(post.createdAt))).toBe(false)
      // The text date and the timestamp describe the same day.
      const [mm, dd, yyyy] = post.contentTitle.split('-')
      expect(post.createdAt.slice(0, 10)).toBe(`${yyyy}-${mm}-${dd}`)
    }
    const times = body.data.map((p) => Date.parse(p.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('supports ETag revalidation and changes the ETag when posts change', async () => {
    h = await startHarness()
    const first = await h.request(API)
    const tag = first.headers.get('etag')!
    expect(tag).toMatch(/^"/)
    const again = await h.request(API, { headers: { 'If-None-Match': tag } })
    expect(again.status).toBe(304)
    await h.store.posts.importPosts(
      [parsePostFile('new.md', '---\nmaintitle: A New Post About Title Deeds\ndate: 11-20-2026\n---\nBody text.\n')],
      new Date().toISOString(),
    )
    const changed = await h.request(API, { headers: { 'If-None-Match': tag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(tag)
    const body = (await changed.json()) as ProjectsResponse
    expect(body.data[0].maintitle).toBe('A New Post About Title Deeds')
    expect(body.data[0].slug).toBe('a-new-post-about-title-deeds')
  })

  it('never serves a stored script, event handler or javascript: link', async () => {
    h = await startHarness({}, { seed: false })
    // Written straight into the table, as another tool might, to prove sanitising also happens on the way out.
    await h.sql.run(
      "INSERT INTO posts (slug, title, date_label, body, published_at, updated_at) VALUES ('x', 'Unsafe post title', '01-02-2026', ?, '2026-01-02T09:00:00Z', 'now')",
      '<h2>Title</h2><script>alert(1)</script><p onclick="steal()">Text <a href="javascript:alert(2)">link</a> <img src="x.png" onerror="alert(3)"></p><iframe src="https://evil.example"></iframe>',
    )
    const body = (await (await h.request(API)).json()) as ProjectsResponse
    const html = body.data[0].content
    expect(html).toContain('<h2>Title</h2>')
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    const page = await (await h.request('/blog/x')).text()
    expect(page).not.toContain('alert(1)')
  })

  it('logs nothing to visitors and answers success:false with an empty list when the database fails', async () => {
    h = await startHarness()
    // Renamed rather than dropped: the same statement on both engines (PostgreSQL would refuse a drop of a referenced table).
    await h.sql.run('ALTER TABLE posts RENAME TO posts_gone')
    const res = await h.request(API)
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ success: false, data: [] })
  })
})

describe('posts:import command', () => {
  it('adds and then updates posts from Markdown and HTML files with front matter', async () => {
    const dataDir = tempDir()
    const folder = path.join(dataDir, 'incoming')
    mkdirSync(folder)
    writeFileSync(
      path.join(folder, 'company-tax-basics.md'),
      '---\nslug: company-tax-basics\nmaintitle: Company Tax Basics in Turkey\ndate: 11-02-2026\nmetaDescription: What a new company must file.\nkeywords: tax, company\n---\n## Filing\n\nEvery company files **monthly** returns.\n',
    )
    writeFileSync(
      path.join(folder, 'notice.html'),
      '---\nmaintitle: Office Closed on 29 October!\ndate: 10-20-2026\n---\n<p>Republic Day.</p>\n',
    )
    const env = { ...process.env, ...(await dataEnv(dataDir)) }
    const cli = path.join(repoRoot, 'server/blog/import-posts.ts')
    const first = await run(process.execPath, [cli, folder], { env })
    expect(first.stdout).toContain('2 added, 0 updated')

    writeFileSync(
      path.join(folder, 'company-tax-basics.md'),
      '---\nslug: company-tax-basics\nmaintitle: Company Tax Basics in Turkey (updated)\ndate: 11-02-2026\n---\nNew body.\n',
    )
    const second = await run(process.execPath, [cli, path.join(folder, 'company-tax-basics.md')], { env })
    expect(second.stdout).toContain('0 added, 1 updated')

    h = await startHarness({}, { seed: false, dataDir })
    const body = (await (await h.request(API)).json()) as ProjectsResponse
    expect(body.data.map((p) => p.maintitle).sort()).toEqual(['Company Tax Basics in Turkey (updated)', 'Office Closed on 29 October!'])
    const notice = body.data.find((p) => p.maintitle.startsWith('Office'))!
    expect(notice.slug).toBe('office-closed-on-29-october')
    expect((await h.request('/blog/office-closed-on-29-october')).status).toBe(200)
  })

  it('refuses a file with bad front matter and says which field is wrong', async () => {
    expect(() => parsePostFile('bad.md', '---\nmaintitle: Fine title\ndate: 2026-11-02\n---\nBody')).toThrow(PostFileError)
    expect(() => parsePostFile('bad.md', '---\nmaintitle: Fine title\ndate: 2026-11-02\n---\nBody')).toThrow(/date must be MM-DD-YYYY/)
    expect(() => parsePostFile('none.md', 'no front matter')).toThrow(/missing front matter/)
    const dataDir = tempDir()
    writeFileSync(path.join(dataDir, 'bad.md'), '---\ndate: 01-01-2026\n---\nBody')
    await expect(
      run(process.execPath, [path.join(repoRoot, 'server/blog/import-posts.ts'), path.join(dataDir, 'bad.md')], {
        env: { ...process.env, DATA_DIR: dataDir },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('Not imported: bad.md: maintitle'),
    })
  })
})

describe('blog pages from the server', () => {
  it('serves an article with its title, description, keywords, canonical and Open Graph tags in the HTML', async () => {
    h = await startHarness()
    const res = await h.request('/blog/buying-property-in-turkey-as-a-foreigner')
    expect(res.status).toBe(200)
    const html = await res.text()
    // 62 characters with the firm's name: over the 60 a search result shows, so the title goes alone (ADR 21).
    expect(html).toMatch(/<title>Buying Property in Turkey as a Foreigner<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toMatch(/<meta name="keywords" content="[^"]*Tapu/)
    expect(html).toContain('<link rel="canonical" href="https://www.atlaslaw.example/blog/buying-property-in-turkey-as-a-foreigner"/>')
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain('Recently Added Blogs')
    expect(html).toContain('14 March 2025')
  })

  it('serves /blog with its list, 12 per page, and page 2 with the rest', async () => {
    h = await startHarness()
    const page1 = await (await h.request('/blog')).text()
    expect(page1.match(/>Read More</g)?.length).toBe(12)
    const page2 = await (await h.request('/blog?page=2')).text()
    expect(page2.match(/>Read More</g)?.length).toBe(4)
    // A search is rendered by the server too (no JavaScript needed): the four posts that mention visas in their
    // text, each with its excerpt's match marked.
    const search = await (await h.request('/blog?q=VISA')).text()
    expect(search.match(/>Read More</g)?.length).toBe(4)
    expect(search.match(/<mark[^>]*>visa<\/mark>/gi)?.length).toBeGreaterThanOrEqual(4)
  })
})
