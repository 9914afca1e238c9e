/**
 * What search engines, feed readers and security researchers fetch: /sitemap.xml (every page with its last
 * change), /robots.txt, the blog's RSS 2.0 feed and /.well-known/security.txt. Pure functions of the page list,
 * the content and the posts, so they are tested directly.
 */
import { postSlug, type Post } from '../src/lib/blog.ts'
import { CONTENT_REVIEWED } from '../src/content/reviewed.ts'
import { escapeHtml as xmlEscape } from '../src/lib/html.ts'
import { encodeNonAscii } from '../src/lib/url.ts'
import { blogPostPrefix, NEWEST_POST } from '../src/config/route-facts.ts'
import type { StaticPage } from '../src/config/route-facts.ts'
import type { Env } from './env.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../src/i18n/locales.ts'
import { localizedPath } from '../src/i18n/paths.ts'
import { isReviewed } from '../src/i18n/reviews.ts'
import type { ReviewSnapshot } from './translations/reviews.ts'
import type { ContentSource } from '../src/lib/content-source.ts'
import { publishedAsSeed, type PublishedPart } from './db/content.ts'
import { documentPaths } from './content/first-run.ts'

/** Paths that must never be listed or crawled (the back office and the API). */
export const privatePrefixes = ['/admin', '/api/']

export function isPrivatePath(pathname: string): boolean {
  return privatePrefixes.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
}

/** YYYY-MM-DD of a post's ISO timestamp (UTC). */
export function postDay(post: Pick<Post, 'publishedAt'>): string {
  const d = new Date(post.publishedAt)
  return Number.isNaN(d.getTime()) ? CONTENT_REVIEWED : d.toISOString().slice(0, 10)
}

export interface SitemapEntry {
  path: string
  lastmod: string
  /** The page in every language that counts (English and reviewed translations), itself included; empty alone. */
  alternates?: { locale: Locale; path: string }[]
}

const NO_SNAPSHOT: ReviewSnapshot = { reviews: {}, posts: [] }

/**
 * Every public page with its last change: the route tree's pages as their route facts date them
 * (src/config/route-facts.ts; the pages that list posts by the newest post), then each post by its own date.
 * English pages and posts always; a translation only once a lawyer has reviewed it and it is current (`reviewed`),
 * and then each version of the page lists the others as alternates (hreflang, with English as x-default).
 */
export function sitemapEntries(
  pages: Pick<StaticPage, 'path' | 'lastmod' | 'locale' | 'sourcePath'>[],
  posts: Pick<Post, 'slug' | 'title' | 'publishedAt'>[],
  reviewed: ReviewSnapshot = NO_SNAPSHOT,
): SitemapEntry[] {
  const newestPost = posts.map(postDay).sort().at(-1)
  const listing = newestPost && newestPost > CONTENT_REVIEWED ? newestPost : CONTENT_REVIEWED
  const counted = pages.filter((p) => isReviewed(reviewed.reviews, p.locale, p.sourcePath))
  const pageGroup = (sourcePath: string) =>
    counted.filter((p) => p.sourcePath === sourcePath).map((p) => ({ locale: p.locale, path: p.path }))
  const postDays = new Map(posts.map((p) => [`${blogPostPrefix}${postSlug(p)}`, postDay(p)]))
  const postGroup = (sourcePath: string) => [
    { locale: DEFAULT_LOCALE, path: sourcePath },
    ...reviewed.posts.filter((p) => p.sourcePath === sourcePath).map((p) => ({ locale: p.locale, path: localizedPath(p.path, p.locale) })),
  ]
  const withAlternates = (entry: SitemapEntry, group: { locale: Locale; path: string }[]): SitemapEntry =>
    group.length > 1 ? { ...entry, alternates: group } : entry
  const entries: SitemapEntry[] = [
    ...counted.map((p) =>
      withAlternates({ path: p.path, lastmod: p.lastmod === NEWEST_POST ? listing : p.lastmod }, pageGroup(p.sourcePath)),
    ),
    ...posts.map((p) => {
      const path = `${blogPostPrefix}${postSlug(p)}`
      return withAlternates({ path, lastmod: postDay(p) }, postGroup(path))
    }),
    ...reviewed.posts
      .filter((p) => postDays.has(p.sourcePath))
      .map((p) => withAlternates({ path: localizedPath(p.path, p.locale), lastmod: postDays.get(p.sourcePath)! }, postGroup(p.sourcePath))),
  ]
  return entries.filter((e) => !isPrivatePath(e.path))
}

/** YYYY-MM-DD of the last publish (not the first-run seed) of each page's document in its language, by its path. */
export function publishedDays(published: PublishedPart[]): Map<string, string> {
  const days = new Map<string, string>()
  for (const document of publishedAsSeed(published)) {
    const own = published.filter((p) => p.type === document.type && p.key === document.key && p.publishedBy !== 'seed')
    // documentPaths gives one path per language of the document, in the order of its parts.
    const languages = Object.keys(document.parts).filter(isLocale)
    for (const [i, path] of documentPaths(document).entries()) {
      const locale = languages[i]!
      const day = own
        .filter((p) => p.part === 'neutral' || p.part === locale)
        .map((p) => p.publishedAt.slice(0, 10))
        .sort()
        .at(-1)
      if (day) days.set(path, day)
    }
  }
  return days
}

/** The kinds of page with a slug of the firm's content, by their address's first segment. */
const SLUG_PAGES = {
  services: (content: SlugLists, locale: Locale) => content.services(locale),
  guides: (content: SlugLists, locale: Locale) => content.guides(locale),
  'case-studies': (content: SlugLists, locale: Locale) => content.caseStudies(locale),
} as const

type SlugLists = Pick<ContentSource, 'services' | 'guides' | 'caseStudies'>

/**
 * The route tree's pages with the slugs of the content published now: a service, guide or case study the build
 * knew and that is no longer published (or moved to another slug, whose old address redirects) leaves the list, one
 * published since joins it, in each language of the list that has it.
 */
export async function withContentPages(pages: StaticPage[], content: SlugLists): Promise<StaticPage[]> {
  const kindOf = (sourcePath: string) =>
    /^\/(services|guides|case-studies)\/[^/]+$/.exec(sourcePath)?.[1] as keyof typeof SLUG_PAGES | undefined
  const languages = [...new Set(pages.map((p) => p.locale))]
  const published = new Map<string, StaticPage>()
  for (const kind of Object.keys(SLUG_PAGES) as (keyof typeof SLUG_PAGES)[]) {
    // A kind the build listed no page of (its feature switched off) stays out.
    const listed = pages.filter((p) => kindOf(p.sourcePath) === kind)
    if (listed.length === 0) continue
    for (const locale of languages) {
      for (const { slug } of (await SLUG_PAGES[kind](content, locale)) ?? []) {
        const sourcePath = `/${kind}/${slug}`
        const path = localizedPath(sourcePath, locale)
        const known = listed.find((p) => p.path === path)
        published.set(path, known ?? { path, sourcePath, locale, prerender: false, sitemap: true, lastmod: CONTENT_REVIEWED })
      }
    }
  }
  const kept = pages.filter((p) => kindOf(p.sourcePath) === undefined || published.has(p.path))
  const added = [...published.values()].filter((p) => !kept.includes(p))
  return [...kept, ...added]
}

/**
 * The route tree's pages dated by the firm's published content: a service's, a guide's and the FAQ's review date as
 * published now (it replaces the one the build knew), or the day its document was last published, whichever is
 * later. Pages dated by the newest post keep that rule.
 */
export async function withContentDates<P extends Pick<StaticPage, 'path' | 'lastmod' | 'locale' | 'sourcePath'>>(
  pages: P[],
  content: Pick<ContentSource, 'service' | 'guide' | 'faq'>,
  published: Map<string, string>,
): Promise<P[]> {
  const reviewedOf = async (page: P): Promise<string | undefined> => {
    const [, kind, slug] = /^\/(services|guides)\/([^/]+)$/.exec(page.sourcePath) ?? []
    if (kind === 'services') return (await content.service(page.locale, slug!))?.lastReviewed
    if (kind === 'guides') return (await content.guide(page.locale, slug!))?.lastReviewed
    if (page.sourcePath === '/faq') return (await content.faq(page.locale))?.lastReviewed
    return undefined
  }
  return Promise.all(
    pages.map(async (page) => {
      if (page.lastmod === NEWEST_POST) return page
      const reviewed = (await reviewedOf(page)) ?? page.lastmod
      const publishedDay = published.get(page.path)
      return { ...page, lastmod: publishedDay && publishedDay > reviewed ? publishedDay : reviewed }
    }),
  )
}

export function sitemapXml(base: string, entries: SitemapEntry[]): string {
  const link = (a: { locale: string; path: string }) =>
    `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${xmlEscape(encodeNonAscii(`${base}${a.path}`))}"/>`
  const urls = entries.map((e) => {
    const english = e.alternates?.find((a) => a.locale === DEFAULT_LOCALE)
    const alternates = e.alternates
      ? [...e.alternates.map(link), ...(english ? [link({ locale: 'x-default', path: english.path })] : [])].join('')
      : ''
    return `  <url><loc>${xmlEscape(encodeNonAscii(`${base}${e.path}`))}</loc><lastmod>${e.lastmod}</lastmod>${alternates}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\n${privatePrefixes.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`
}

export const RSS_ITEMS = 20

/** Plain text of a post's HTML for the feed's summary: tags removed, entities of the sanitiser decoded. */
function summaryOf(post: Post): string {
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
/** `base` is the site's origin with the feed language's prefix (https://…/tr): every link in the feed is under it. */
export function rssXml(opts: { base: string; title: string; description: string; posts: Post[]; language?: string }): string {
  const { base, title, description } = opts
  const posts = [...opts.posts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, RSS_ITEMS)
  const items = posts.map((p) => {
    const link = encodeNonAscii(`${base}/blog/${postSlug(p)}`)
    return [
      '    <item>',
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(p.publishedAt)}</pubDate>`,
      `      <description>${xmlEscape(summaryOf(p))}</description>`,
      ...p.keywords.map((k) => `      <category>${xmlEscape(k)}</category>`),
      '    </item>',
    ].join('\n')
  })
  const newest = posts[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(title)}</title>`,
    `    <link>${xmlEscape(`${base}/blog`)}</link>`,
    `    <description>${xmlEscape(description)}</description>`,
    `    <language>${xmlEscape(opts.language ?? 'en')}</language>`,
    `    <atom:link href="${xmlEscape(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Expires is always about six months
 * ahead, since the file is generated, not edited by hand.
 */
export function securityTxt(env: Env, now = new Date()): string {
  const base = env.SITE_URL
  const contact = env.SECURITY_CONTACT ?? `mailto:${env.FIRM_EMAIL}`
  const expires = new Date(now.getTime() + 180 * 86_400_000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, tr',
    `Canonical: ${base}/.well-known/security.txt`,
    '',
  ].join('\n')
}
