import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { prerenderedPaths as staticRoutes, repoRoot, startHarness, type Harness } from './test/harness.ts'
import { buildFiles } from './pages.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

describe('pages', () => {
  it('answers 200 with its own prerendered HTML, title, description, canonical and Open Graph tags for every static route', async () => {
    const titles = new Set<string>()
    for (const route of staticRoutes()) {
      const res = await h.request(route)
      expect(res.status, route).toBe(200)
      const html = await res.text()
      const title = titleOf(html)
      // The firm's name where it fits in 60 characters; a longer title goes alone (server/seo.test.ts).
      expect(title.endsWith(' – Atlas Law Istanbul') || title.length + ' – Atlas Law Istanbul'.length > 60, route).toBe(true)
      expect(html, route).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(html, route).toContain(`<link rel="canonical" href="https://www.atlaslaw.example${route}"/>`)
      expect(html, route).toContain('<meta property="og:title"')
      expect(html, route).toMatch(/<h1[\s>]/)
      titles.add(title)
    }
    expect(titles.size).toBe(staticRoutes().length)
  })

  it('renders the home page and the blog from the database', async () => {
    const home = await (await h.request('/')).text()
    expect(titleOf(home)).toBe('Atlas Law Istanbul')
    expect(home).toContain('Meet Our Experts')
    expect(home).toContain('Recent articles')
    const blog = await h.request('/blog')
    expect(blog.status).toBe(200)
    expect(await blog.text()).toContain('Read More')
  })

  it('answers 404 with the not-found page for unknown paths, services, case studies and guides', async () => {
    const res = await h.request('/no-such-page')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
    const service = await h.request('/services/no-such-service')
    expect(service.status).toBe(404)
    const serviceHtml = await service.text()
    expect(serviceHtml).toContain('Service Not Found')
    expect(serviceHtml).toContain('The service you are looking for does not exist.')
    const story = await h.request('/case-studies/no-such-story')
    expect(story.status).toBe(404)
    expect(await story.text()).toContain('Case Study Not Found')
    expect((await h.request('/guides/no-such-guide')).status).toBe(404)
    expect((await h.request('/blog/no-such-post')).status).toBe(404)
  })

  it('redirects /path/ to /path and the alias spellings to the published ones with 301', async () => {
    const slash = await h.request('/faq/?x=1')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/faq?x=1')
    const cases: [string, string][] = [
      ['/global-citizenship-programs', '/global-citizienship-programs'],
      ['/services/turkish-citizenship', '/services/turkish-citizienship'],
      ['/services/saint-lucia-citizienship', '/services/saint-luca-citizienship'],
      ['/services/saint-lucia-citizenship', '/services/saint-luca-citizienship'],
    ]
    for (const [from, to] of cases) {
      const res = await h.request(from)
      expect(res.status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
    }
  })
})

describe('headers', () => {
  it('caches hashed assets as immutable and revalidates HTML', async () => {
    const head = await readFile(path.join(repoRoot, 'dist', buildFiles.assetsHead), 'utf8')
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(head)![1]
    const res = await h.request(asset)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const page = await h.request('/faq')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const tag = page.headers.get('etag')
    expect(tag).toBeTruthy()
    expect((await h.request('/faq', { headers: { 'If-None-Match': tag! } })).status).toBe(304)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('compresses responses for clients that accept gzip', async () => {
    const res = await h.request('/faq', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('reports health and serves a sitemap with every page and post', async () => {
    const health = await h.request('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const sitemap = await (await h.request('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://www.atlaslaw.example/services/labor-law</loc>')
    expect(sitemap).toContain('<loc>https://www.atlaslaw.example/blog/buying-property-in-turkey-as-a-foreigner</loc>')
    expect((await h.request('/robots.txt')).status).toBe(200)
  })

  it('allows cross-origin API calls only from CORS_ORIGINS', async () => {
    const other = await startHarness({ CORS_ORIGINS: 'https://www.firm.example' })
    try {
      const allowed = await other.request('/api/client/Content/GetAllProjects', { headers: { Origin: 'https://www.firm.example' } })
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.firm.example')
      const refused = await other.request('/api/client/Content/GetAllProjects', { headers: { Origin: 'https://evil.example' } })
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await other.close()
    }
    const none = await h.request('/api/client/Content/GetAllProjects', { headers: { Origin: 'https://www.firm.example' } })
    expect(none.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await h.request('/api/nothing')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ success: false })
  })
})
