import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '../../src/config/api.ts'
import { startHarness, type Harness } from '../test/harness.ts'
import type { BlogArticle, BlogListPage } from '../../src/lib/blog.ts'
import type { ProjectsResponse } from './wire.ts'
import { parsePostFile, PostFileError } from './post-files.ts'

/**
 * Posts in several languages (issue 22): the sample blog has three posts translated into Turkish and Arabic
 * (server/blog/seed-posts/tr, /ar, marked machine). Each language's pages and calls list its own posts; the three
 * public calls keep their contract and take an optional language, English by default.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

const data = async <T>(path: string) => ((await (await h.request(path)).json()) as { data: T }).data

describe('blog posts by language', () => {
  it('lists each language its own posts; English stays the default and keeps its 16', async () => {
    expect((await data<ProjectsResponse['data']>(apiPaths.projects)).length).toBe(16)
    const tr = await data<BlogListPage>(`${apiPaths.blogList}?language=tr`)
    expect(tr.total).toBe(3)
    expect(tr.posts.map((p) => p.slug)).toContain('yatirim-yoluyla-turk-vatandasligi-adim-adim')
    expect((await data<BlogListPage>(`${apiPaths.blogList}?language=ar`)).total).toBe(3)
    expect((await data<ProjectsResponse['data']>(`${apiPaths.projects}?language=ar`)).length).toBe(3)
  })

  it('refuses a language the site does not have, saying which it has', async () => {
    const res = await h.request(`${apiPaths.blogList}?language=xx`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe('language must be one of en, tr, ar')
  })

  it("links an article to its translations, and finds it only under its own language's prefix", async () => {
    const article = await data<BlogArticle>(`${apiPaths.blogArticle}/yatirim-yoluyla-turk-vatandasligi-adim-adim?language=tr`)
    expect(article.language).toBe('tr')
    expect(article.translations?.map((t) => [t.language, t.slug]).sort()).toEqual([
      ['ar', 'الجنسية-التركية-عن-طريق-الاستثمار'],
      ['en', 'turkish-citizenship-by-investment-step-by-step'],
    ])
    expect((await h.request(`${apiPaths.blogArticle}/yatirim-yoluyla-turk-vatandasligi-adim-adim`)).status).toBe(404)
    const moved = await h.request('/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim', { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/tr/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim')
  })

  it('keeps an Arabic post at its Arabic address; its first address answers 301 there, percent-encoded', async () => {
    const arabic = '/ar/blog/الجنسية-التركية-عن-طريق-الاستثمار'
    const moved = await h.request('/ar/blog/ar-turkish-citizenship-by-investment', { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(encodeURI(arabic))
    expect((await h.request(encodeURI(arabic))).status).toBe(200)
    // Without the prefix, the old address leads to the Arabic post too.
    const unprefixed = await h.request('/blog/ar-turkish-citizenship-by-investment', { redirect: 'manual' })
    expect(unprefixed.headers.get('location')).toBe(encodeURI(arabic))
    const feed = await (await h.request('/ar/blog/rss.xml')).text()
    expect(feed).toContain(`${encodeURI(arabic)}</link>`)
  })

  it('searches Turkish posts the Turkish way', async () => {
    const hits = await data<BlogListPage>(`${apiPaths.blogList}?language=tr&q=${encodeURIComponent('VATANDAŞLIĞI')}`)
    expect(hits.posts.map((p) => p.slug)).toContain('yatirim-yoluyla-turk-vatandasligi-adim-adim')
  })

  it('offers a feed per language and keeps translations out of the sitemap', async () => {
    const feed = await (await h.request('/tr/blog/rss.xml')).text()
    expect(feed).toContain('<language>tr</language>')
    expect(feed).toContain('/tr/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim</link>')
    const sitemap = await (await h.request('/sitemap.xml')).text()
    expect(sitemap).not.toContain('yatirim-yoluyla')
  })

  it('refuses a translation file without its language', () => {
    const file = '---\nmaintitle: Başlık\ndate: 03-14-2025\ntranslationOf: buying-property-in-turkey-as-a-foreigner\n---\nMetin.'
    expect(() => parsePostFile('x.md', file)).toThrow(PostFileError)
    expect(() => parsePostFile('x.md', file)).toThrow(/belong to a post in another language than English/)
  })
})
