/**
 * What search engines and feed readers fetch: /sitemap.xml (every page with its last change), /robots.txt and the
 * blog's RSS 2.0 feed. Pure functions of the page list, the content and the posts, so they are tested directly.
 */
import { postSlug, type BlogProject } from '../src/lib/blog.ts'
import { CONTENT_REVIEWED } from '../src/content/reviewed.ts'
import { services } from '../src/content/services.ts'
import { guides } from '../src/content/guides.ts'
import { faqPage } from '../src/content/faq.ts'
import { escapeHtml as xmlEscape } from '../src/lib/html.ts'

/** Paths that must never be listed or crawled (the back office and the API). */
export const privatePrefixes = ['/admin', '/api/']

export function isPrivatePath(pathname: string): boolean {
  return privatePrefixes.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A content module's own review date when it has one (YYYY-MM-DD), else the site-wide one. */
function reviewedOf(item: unknown): string {
  const own = (item as { lastReviewed?: unknown } | undefined)?.lastReviewed
  return typeof own === 'string' && DATE.test(own) ? own : CONTENT_REVIEWED
}

/** YYYY-MM-DD of a post's ISO timestamp (UTC). */
export function postDay(post: Pick<BlogProject, 'createdAt'>): string {
  const d = new Date(post.createdAt)
  return Number.isNaN(d.getTime()) ? CONTENT_REVIEWED : d.toISOString().slice(0, 10)
}

/** Last change of a page known at build time: its content's review date. */
export function pageLastmod(pathname: string): string {
  const service = /^\/services\/([^/]+)$/.exec(pathname)
  if (service) return reviewedOf(services.find((s) => s.slug === service[1]))
  const guide = /^\/guides\/([^/]+)$/.exec(pathname)
  if (guide) return reviewedOf(guides.find((g) => g.slug === guide[1]))
  if (pathname === '/faq') return reviewedOf(faqPage)
  return CONTENT_REVIEWED
}


export interface SitemapEntry {
  path: string
  lastmod: string
}

/** Every public page: home, the prerendered pages, the blog and each post, each with its last change. */
export function sitemapEntries(staticRoutes: string[], posts: Pick<BlogProject, 'slug' | 'maintitle' | 'createdAt'>[]): SitemapEntry[] {
  const newestPost = posts.map(postDay).sort().at(-1)
  const latest = (...days: (string | undefined)[]) =>
    days
      .filter((d): d is string => !!d)
      .sort()
      .at(-1)!
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: latest(CONTENT_REVIEWED, newestPost) },
    ...staticRoutes.map((path) => ({ path, lastmod: pageLastmod(path) })),
    { path: '/blog', lastmod: latest(newestPost, CONTENT_REVIEWED) },
    ...posts.map((p) => ({ path: `/blog/${postSlug(p)}`, lastmod: postDay(p) })),
  ]
  return entries.filter((e) => !isPrivatePath(e.path))
}

export function sitemapXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${xmlEscape(`${base}${e.path}`)}</loc><lastmod>${e.lastmod}</lastmod></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\n${privatePrefixes.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`
}

export const RSS_ITEMS = 20

/** Plain text of a post's HTML for the feed's summary: tags removed, entities of the sanitiser decoded. */
function summaryOf(post: BlogProject): string {
  if (post.metaDescription) return post.metaDescription
  const text = post.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 300 ? `${text.slice(0, 297).replace(/\s+\S*$/, '')}…` : text
}

/** RFC 822 date (as RSS 2.0 requires), e.g. "Mon, 02 Nov 2026 09:00:00 GMT". */
export function rfc822(iso: string): string {
  const d = new Date(iso)
  return (Number.isNaN(d.getTime()) ? new Date(`${CONTENT_REVIEWED}T00:00:00Z`) : d).toUTCString()
}

/** RSS 2.0 feed of the newest posts (the list is sorted newest first by the repository). */
export function rssXml(opts: { base: string; title: string; description: string; posts: BlogProject[] }): string {
  const { base, title, description } = opts
  const posts = [...opts.posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, RSS_ITEMS)
  const items = posts.map((p) => {
    const link = `${base}/blog/${postSlug(p)}`
    return [
      '    <item>',
      `      <title>${xmlEscape(p.maintitle)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(p.createdAt)}</pubDate>`,
      `      <description>${xmlEscape(summaryOf(p))}</description>`,
      ...p.keywords.map((k) => `      <category>${xmlEscape(k)}</category>`),
      '    </item>',
    ].join('\n')
  })
  const newest = posts[0]?.createdAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(title)}</title>`,
    `    <link>${xmlEscape(`${base}/blog`)}</link>`,
    `    <description>${xmlEscape(description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
