import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../src/i18n/dictionaries/en.ts'
import { tr } from '../src/i18n/dictionaries/tr.ts'
import { ar } from '../src/i18n/dictionaries/ar.ts'
import { prerenderedPaths as staticRoutes, startHarness, type Harness } from './test/harness.ts'
import { postSlug, type Post } from '../src/lib/blog.ts'
import { asPost, publishedPosts } from './test/published-posts.ts'
import type { ProjectsResponse } from './blog/wire.ts'
import { CONTENT_REVIEWED } from '../src/content/reviewed.ts'
import { isPrivatePath, rfc822, RSS_ITEMS, rssXml, sitemapEntries } from './seo.ts'
import sharp from 'sharp'
import { AdminPosts } from './admin/posts.ts'
import { DEFAULT_LOCALE, locales } from '../src/i18n/locales.ts'
import { seedContentSource } from './content/seed-source.ts'

// The copy a fresh database publishes (the harness starts on one).
const seed = seedContentSource()
const teamMembers = (await seed.team('en'))!
const { items: faqItems, lastReviewed: faqReviewed } = (await seed.faq('en'))!
const services = (await seed.services('en'))!
const guides = (await seed.guides('en'))!

let h: Harness
let posts: Post[]
beforeAll(async () => {
  h = await startHarness()
  posts = await publishedPosts(h)
})
afterAll(() => h.close())

type Node = Record<string, unknown> & { '@type': string }

/** Every JSON-LD block of a served page, parsed. */
function jsonLd(html: string): { '@context': string; '@graph': Node[] }[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

/** The visible breadcrumb's labels, in order (footer nav). */
function visibleCrumbs(html: string): string[] {
  // The breadcrumb's landmark is named in the page's language.
  const labels = [en, tr, ar].map((d) => d.layout.breadcrumb).join('|')
  const nav = new RegExp(`<nav aria-label="(?:${labels})"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? ''
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    m[1]!
      .replace(/<span aria-hidden="true"[^>]*>\/<\/span>/, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .trim(),
  )
}

const required: Record<string, string[]> = {
  LegalService: ['name', 'address', 'telephone', 'email', 'openingHoursSpecification', 'areaServed', 'knowsLanguage', 'sameAs', 'url'],
  WebSite: ['name', 'url', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  Person: ['name', 'jobTitle', 'worksFor', 'knowsLanguage'],
  BlogPosting: ['headline', 'datePublished', 'dateModified', 'image', 'author', 'publisher', 'mainEntityOfPage'],
  FAQPage: ['mainEntity'],
  Service: ['name', 'description', 'provider', 'url'],
}

/** Checks one page's graph and returns its node types. */
function checkGraph(route: string, html: string): string[] {
  const blocks = jsonLd(html)
  expect(blocks, `${route}: one JSON-LD block`).toHaveLength(1)
  const graph = blocks[0]!
  expect(graph['@context']).toBe('https://schema.org')
  for (const node of graph['@graph']) {
    for (const key of required[node['@type']] ?? []) expect(node[key], `${route}: ${node['@type']}.${key}`).toBeTruthy()
    // Bar advertising rules: no ratings or reviews of the firm or its lawyers.
    expect(node, route).not.toHaveProperty('aggregateRating')
    expect(node, route).not.toHaveProperty('review')
  }
  const types = graph['@graph'].map((n) => n['@type'])
  for (const t of ['LegalService', 'WebSite']) expect(types, `${route} has ${t}`).toContain(t)
  // A one-item trail (home, the not-found page) says nothing: no BreadcrumbList there.
  const oneItemTrail = route === '/' || route === '/no-such-page'
  expect(types.includes('BreadcrumbList'), `${route}: BreadcrumbList`).toBe(!oneItemTrail)
  if (oneItemTrail) return types
  const crumbs = graph['@graph'].find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as {
    name: string
    position: number
    item: string
  }[]
  expect(
    crumbs.map((c) => c.name),
    `${route}: BreadcrumbList matches the visible breadcrumb`,
  ).toEqual(visibleCrumbs(html))
  expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1))
  return types
}

describe('JSON-LD in the served HTML', () => {
  it('every page has one @graph with the firm, the web site and the breadcrumb, and its own typed nodes', async () => {
    const typesByKind = new Map<string, Set<string>>()
    const note = (kind: string, types: string[]) => {
      const set = typesByKind.get(kind) ?? new Set<string>()
      types.forEach((t) => set.add(t))
      typesByKind.set(kind, set)
    }
    const kindOf = (route: string) =>
      route === '/' ? 'home' : (/^\/[^/]+\/?/.exec(route)?.[0].replace(/\/$/, '') ?? route) + (route.split('/').length > 2 ? '/:slug' : '')

    const routes = ['/', ...staticRoutes(), '/blog', '/blog?page=2', ...posts.map((p) => `/blog/${postSlug(p)}`)]
    for (const route of routes) {
      const res = await h.request(route)
      expect(res.status, route).toBe(200)
      note(kindOf(route), checkGraph(route, await res.text()))
    }
    const notFound = await h.request('/no-such-page')
    note('404', checkGraph('/no-such-page', await notFound.text()))

    expect([...typesByKind.get('/our-team')!]).toContain('Person')
    expect([...typesByKind.get('/faq')!]).toContain('FAQPage')
    expect([...typesByKind.get('/services/:slug')!]).toContain('Service')
    expect([...typesByKind.get('/blog/:slug')!]).toContain('BlogPosting')
    // The counts for the closing note: node types found per kind of page.
    console.log(
      `JSON-LD types on ${routes.length + 1} pages:\n${[...typesByKind].map(([kind, types]) => `  ${kind}: ${[...types].join(', ')}`).join('\n')}`,
    )
  })

  it('lists each team member as a Person without ratings, and the FAQ with every question and answer', async () => {
    const team = jsonLd(await (await h.request('/our-team')).text())[0]!['@graph'].filter((n) => n['@type'] === 'Person')
    // "Av." is a title (honorificPrefix) of the lawyers, not part of the name; the job title is the page's.
    expect(team.map((p) => p.name)).toEqual(teamMembers.map((m) => m.name))
    expect(team.filter((p) => p.honorificPrefix === 'Av.').length).toBe(3)
    expect(team.map((p) => p.jobTitle)).toEqual([
      'Founder Attorney',
      'Partner',
      'Associate Attorney',
      'Legal Intern',
      'Client Representative',
    ])
    expect(team.map((p) => p.url)).toEqual(teamMembers.map((m) => `https://www.atlaslaw.example/our-team#${m.id}`))
    const faq = jsonLd(await (await h.request('/faq')).text())[0]!['@graph'].find((n) => n['@type'] === 'FAQPage')!
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(questions.map((q) => q.name)).toEqual(faqItems.map((i) => i.question))
    expect(questions.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true)
  })

  it('gives the firm its opening hours Monday to Friday 09:00-20:00 Istanbul time', async () => {
    const firm = jsonLd(await (await h.request('/contact-us')).text())[0]!['@graph'].find((n) => n['@type'] === 'LegalService')!
    expect(firm.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00:00+03:00',
        closes: '20:00:00+03:00',
      },
    ])
  })

  it('places the firm on the map with a raster logo', async () => {
    const firm = jsonLd(await (await h.request('/contact-us')).text())[0]!['@graph'].find((n) => n['@type'] === 'LegalService')!
    expect(firm.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 41.0745, longitude: 29.0115 })
    expect(firm.address).toMatchObject({ addressRegion: 'İstanbul', addressLocality: 'İstanbul', addressCountry: 'TR' })
    expect(firm.logo).toBe('https://www.atlaslaw.example/media/logo.png')
    const logo = await h.request('/media/logo.png')
    expect(logo.status).toBe(200)
    expect(await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 })
  })

  it('describes an article with its headline, dates, absolute image and the firm as author and publisher', async () => {
    const post = posts[0]!
    const html = await (await h.request(`/blog/${postSlug(post)}`)).text()
    const article = jsonLd(html)[0]!['@graph'].find((n) => n['@type'] === 'BlogPosting')!
    expect(article.headline).toBe(post.title)
    expect(article.datePublished).toBe(post.publishedAt)
    expect(article.image).toBe(`https://www.atlaslaw.example/media/share/blog/${postSlug(post)}.png`)
    expect(article.author).toMatchObject({ name: 'Atlas Law Istanbul' })
  })
})

describe('/sitemap.xml, /robots.txt and the blog feed', () => {
  it('lists every public page with a lastmod date, posts with their own date, and never the back office', async () => {
    const res = await h.request('/sitemap.xml')
    expect(res.headers.get('content-type')).toContain('application/xml')
    const xml = await res.text()
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map((m) => ({
      loc: m[1]!,
      lastmod: m[2]!,
    }))
    // English pages only: no translation has been reviewed, and unreviewed ones stay out of the sitemap.
    const english = staticRoutes().filter((r) => !/^\/(tr|ar)(\/|$)/.test(r))
    // The home page, the blog and the booking page are rendered on request, so they are not among the prepared ones.
    expect(urls).toHaveLength(1 + english.length + 1 + 1 + posts.length)
    expect(urls.some((u) => u.loc === 'https://www.atlaslaw.example/book-a-consultation')).toBe(true)
    // One visitor's booking, opened with a signed link: never listed.
    expect(urls.some((u) => u.loc.includes('/your-booking'))).toBe(false)
    expect((xml.match(/<url>/g) ?? []).length).toBe(urls.length)
    expect(urls.find((u) => u.loc === 'https://www.atlaslaw.example/faq')?.lastmod).toBe(faqReviewed)
    for (const service of services) {
      expect(urls.find((u) => u.loc === `https://www.atlaslaw.example/services/${service.slug}`)?.lastmod).toBe(service.lastReviewed)
    }
    expect(urls.find((u) => u.loc === 'https://www.atlaslaw.example/about-us')?.lastmod).toBe(CONTENT_REVIEWED)
    const post = posts[3]!
    expect(urls.find((u) => u.loc === `https://www.atlaslaw.example/blog/${postSlug(post)}`)?.lastmod).toBe(post.publishedAt.slice(0, 10))
    expect(urls.some((u) => u.loc.includes('/admin'))).toBe(false)
    const pages = ['/', '/faq', '/admin', '/admin/posts', '/blog'].map((path) => ({
      path,
      sourcePath: path,
      locale: 'en' as const,
      lastmod: CONTENT_REVIEWED,
    }))
    expect(sitemapEntries(pages, []).map((e) => e.path)).toEqual(['/', '/faq', '/blog'])
  })

  it('robots.txt points to the sitemap and keeps crawlers out of the back office and the API', async () => {
    const text = await (await h.request('/robots.txt')).text()
    expect(text).toContain('Sitemap: https://www.atlaslaw.example/sitemap.xml')
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(isPrivatePath('/admin')).toBe(true)
    expect(isPrivatePath('/administrative-law')).toBe(false)
  })

  it('serves an RSS 2.0 feed of the newest posts with absolute links and RFC 822 dates', async () => {
    const res = await h.request('/blog/rss.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!)
    expect(items).toHaveLength(Math.min(RSS_ITEMS, posts.length))
    const newest = [...posts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]!
    expect(items[0]).toContain(`<link>https://www.atlaslaw.example/blog/${postSlug(newest)}</link>`)
    for (const item of items) {
      const date = /<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]!
      expect(date).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      )
      expect(Number.isNaN(Date.parse(date))).toBe(false)
      expect(item).toMatch(/<link>https:\/\/www\.atlaslaw\.example\/blog\/[^<]+<\/link>/)
    }
  })

  it('keeps only the newest 20 posts and escapes titles and summaries', () => {
    const many: Post[] = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      slug: `post-${i + 1}`,
      title: `Tax & <Companies> "${i + 1}"`,
      publishedOn: '11-02-2026',
      publishedText: '2 November 2026',
      content: '<p>Body &amp; more</p>',
      images: [],
      metaTitle: null,
      metaDescription: null,
      keywords: [],
      publishedAt: new Date(Date.UTC(2026, 0, i + 1, 9)).toISOString(),
    }))
    const xml = rssXml({ base: 'https://x.example', title: 'T', description: 'D', posts: many })
    expect((xml.match(/<item>/g) ?? []).length).toBe(20)
    expect(xml).toContain('<title>Tax &amp; &lt;Companies&gt; &quot;25&quot;</title>')
    expect(xml).not.toContain('"1"</title>')
    expect(xml).toContain('<description>Body &amp; more</description>')
    expect(rfc822('2026-11-02T09:00:00Z')).toBe('Mon, 02 Nov 2026 09:00:00 GMT')
  })

  it('blog pages offer the feed to feed readers', async () => {
    for (const route of ['/blog', `/blog/${postSlug(posts[0]!)}`]) {
      const html = await (await h.request(route)).text()
      expect(html, route).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Atlas Law Istanbul – Blog" href="https://www.atlaslaw.example/blog/rss.xml"/>',
      )
    }
  })
})

describe('shared blog list URLs', () => {
  const head = async (url: string) => {
    const html = await (await h.request(url)).text()
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      noindex: html.includes('<meta name="robots" content="noindex"/>'),
      ogTitle: /<meta property="og:title" content="([^"]+)"/.exec(html)?.[1],
    }
  }

  it('page 2 has its own title and is canonical to itself', async () => {
    expect(await head('/blog?page=2')).toEqual({
      title: 'Blog – page 2 – Atlas Law Istanbul',
      canonical: 'https://www.atlaslaw.example/blog?page=2',
      noindex: false,
      ogTitle: 'Blog – page 2 – Atlas Law Istanbul',
    })
  })

  it('a search names its query, is canonical to /blog and is kept out of the index', async () => {
    expect(await head('/blog?q=permit')).toEqual({
      title: 'Search: permit – Blog – Atlas Law Istanbul',
      canonical: 'https://www.atlaslaw.example/blog',
      noindex: true,
      ogTitle: 'Search: permit – Blog – Atlas Law Istanbul',
    })
    const hostile = await head('/blog?q=%3Cb%3Ex%3C%2Fb%3E')
    expect(hostile.title).toBe('Search: &lt;b&gt;x&lt;/b&gt; – Blog – Atlas Law Istanbul')
  })

  it('the first page is the blog itself', async () => {
    expect(await head('/blog')).toEqual({
      title: 'Blog – Atlas Law Istanbul',
      canonical: 'https://www.atlaslaw.example/blog',
      noindex: false,
      ogTitle: 'Blog – Atlas Law Istanbul',
    })
  })
})

/** The head tags a search engine or a link preview reads, decoded. */
function headOf(html: string) {
  const decode = (text: string | undefined) =>
    text
      ?.replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const meta = (attr: string, name: string) => decode(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1])
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]) ?? '',
    description: meta('name', 'description') ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    robots: meta('name', 'robots'),
    ogImage: meta('property', 'og:image'),
    twitterImage: meta('name', 'twitter:image'),
  }
}

describe('titles and descriptions in search results', () => {
  it('every page and post has a title of at most 60 and a description of at most 160 characters, each its own', async () => {
    // The pages search engines show: English. Translations are noindex until a lawyer has reviewed them (their
    // snippets are fitted to these lengths as part of that review; docs/decisions/0025-languages.md).
    const english = staticRoutes().filter((r) => !/^\/(tr|ar)(\/|$)/.test(r))
    const routes = ['/', ...english, '/blog', ...posts.map((p) => `/blog/${postSlug(p)}`)]
    const heads = await Promise.all(routes.map(async (route) => ({ route, ...headOf(await (await h.request(route)).text()) })))
    const tooLong = heads.filter((p) => p.title.length > 60 || p.description.length > 160)
    expect(tooLong.map((p) => `${p.route}: title ${p.title.length}, description ${p.description.length}`)).toEqual([])
    for (const p of heads) {
      expect(p.title.length, p.route).toBeGreaterThan(0)
      // Written to fit: whole sentences, not text cut off by the limit.
      expect(p.description, p.route).toMatch(/[.?!]$/)
      expect(p.description, p.route).not.toContain('…')
    }
    const repeated = (key: 'title' | 'description') => {
      const routesByText = new Map<string, string[]>()
      for (const p of heads) routesByText.set(p[key], [...(routesByText.get(p[key]) ?? []), p.route])
      return [...routesByText].filter(([, routes]) => routes.length > 1).map(([text, routes]) => `${text}: ${routes.join(', ')}`)
    }
    expect(repeated('title')).toEqual([])
    expect(repeated('description')).toEqual([])
    // The firm's name stays in the titles where it fits.
    expect(heads.find((p) => p.route === '/faq')!.title).toBe('Frequently Asked Questions – Atlas Law Istanbul')
    console.log(
      `Checked ${heads.length} pages: longest title ${Math.max(...heads.map((p) => p.title.length))}, longest description ${Math.max(...heads.map((p) => p.description.length))}`,
    )
  })

  it('every page in every language has a description written whole within 160 characters', async () => {
    // Translations are noindex until reviewed, but a reviewed one enters search results at once, without a
    // rebuild: its description must fit before that. A description written longer is cut at a word by describe()
    // and ends in "…"; an empty one leaves the snippet to the search engine.
    const routes = ['/', '/blog', '/no-such-page', ...staticRoutes()]
    for (const locale of locales.filter((l) => l !== DEFAULT_LOCALE)) {
      const own = ((await (await h.request(`/api/client/Content/GetAllProjects?language=${locale}`)).json()) as ProjectsResponse).data.map(
        asPost,
      )
      expect(own.length, `${locale} posts`).toBeGreaterThan(0)
      routes.push(`/${locale}/`, `/${locale}/blog`, `/${locale}/no-such-page`, ...own.map((p) => `/${locale}/blog/${postSlug(p)}`))
    }
    routes.push(...posts.map((p) => `/blog/${postSlug(p)}`))
    const problems: string[] = []
    for (const route of routes) {
      const { description } = headOf(await (await h.request(route)).text())
      if (!description) problems.push(`${route}: no description`)
      else if (description.length > 160 || description.endsWith('…') || !/[.?!؟]$/.test(description))
        problems.push(`${route}: description cut (written longer than 160 characters): ${description}`)
    }
    expect(problems).toEqual([])
    expect(routes.filter((r) => r.startsWith('/tr/')).length).toBeGreaterThan(45)
    expect(routes.filter((r) => r.startsWith('/ar/')).length).toBeGreaterThan(45)
  })

  it('the not-found page has no canonical address and is kept out of the index', async () => {
    const res = await h.request('/no-such-page')
    expect(res.status).toBe(404)
    const head = headOf(await res.text())
    expect(head.canonical).toBeUndefined()
    expect(head.robots).toBe('noindex')
    expect((await h.request('/404')).status).toBe(404)
  })
})

describe('share images', () => {
  const image = async (url: string) => {
    const res = await h.request(new URL(url).pathname)
    expect(res.status, url).toBe(200)
    expect(res.headers.get('content-type'), url).toBe('image/png')
    return { res, meta: await sharp(Buffer.from(await res.arrayBuffer())).metadata() }
  }

  it('services, guides and articles each share their own 1200x630 PNG', async () => {
    const pages = [
      `/services/${services[0]!.slug}`,
      `/services/${services[1]!.slug}`,
      `/guides/${guides[0]!.slug}`,
      `/blog/${postSlug(posts[0]!)}`,
      `/blog/${postSlug(posts[1]!)}`,
    ]
    const seen = new Set<string>()
    for (const route of pages) {
      const head = headOf(await (await h.request(route)).text())
      expect(head.ogImage, route).toMatch(/^https:\/\/www\.atlaslaw\.example\/media\/share\/(services|guides|blog)\/[a-z0-9-]+\.png$/)
      expect(head.twitterImage, route).toBe(head.ogImage)
      seen.add(head.ogImage!)
      const { meta } = await image(head.ogImage!)
      expect(meta, route).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
    expect(seen.size).toBe(pages.length)
  })

  it('a post published in the back office has its share image at once, cached, and a new one after a new title', async () => {
    const admin = new AdminPosts(h.store)
    const form = {
      title: 'Customs Rules for Household Goods When Moving to Turkey',
      slug: 'customs-household-goods',
      date: '2026-11-01',
      metaTitle: '',
      metaDescription: 'What foreigners moving to Turkey may bring without duty.',
      keywords: '',
      imageUrl: '',
      imageAlt: '',
      markdown: 'Body about customs.',
    }
    const id = await admin.create(form, 'test')
    expect((await h.request('/media/share/blog/customs-household-goods.png')).status).toBe(404) // a draft
    await admin.publish(id, 'test', null)
    const head = headOf(await (await h.request('/blog/customs-household-goods')).text())
    expect(head.ogImage).toBe('https://www.atlaslaw.example/media/share/blog/customs-household-goods.png')
    const first = await image(head.ogImage!)
    expect(first.meta).toMatchObject({ width: 1200, height: 630 })
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=86400')
    const bytes = async () => Buffer.from(await (await h.request('/media/share/blog/customs-household-goods.png')).arrayBuffer())
    const before = await bytes()
    expect((await bytes()).equals(before)).toBe(true)
    await admin.update(id, { ...form, title: 'Customs Rules for Personal Belongings When Moving to Turkey' }, 'test')
    expect((await bytes()).equals(before)).toBe(false)
    await admin.delete(id, 'test')
    expect((await h.request('/media/share/blog/customs-household-goods.png')).status).toBe(404)
  })
})

describe('icons', () => {
  it('serves /favicon.ico and /apple-touch-icon.png, linked from every page', async () => {
    const ico = await h.request('/favicon.ico')
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    expect(ico.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const icoBytes = Buffer.from(await ico.arrayBuffer())
    expect([...icoBytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]) // an ICO header
    const touch = await h.request('/apple-touch-icon.png')
    expect(touch.status).toBe(200)
    expect(touch.headers.get('content-type')).toBe('image/png')
    expect(touch.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(await sharp(Buffer.from(await touch.arrayBuffer())).metadata()).toMatchObject({ width: 180, height: 180, hasAlpha: false })
    const html = await (await h.request('/faq')).text()
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
  })
})
