import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Env } from './env.ts'
import type { Database } from './db/database.ts'
import { BlogReader } from './blog/blog-reader.ts'
import { formsRoutes } from './forms/routes.ts'
import { Pages } from './pages.ts'
import type { OutboxWorker } from './mail/outbox.ts'
import { aliasRedirects } from '../src/content/service-catalogue.ts'
import { postSlug } from '../src/lib/blog.ts'
import { blogSearchSchema } from '../src/lib/blog-search.ts'
import { apiPaths } from '../src/config/api.ts'
import { robotsTxt, RSS_ITEMS, rssXml, sitemapEntries, sitemapXml } from './seo.ts'
import { BLOG_DESCRIPTION, BLOG_FEED_PATH, blogFeed } from '../src/lib/blog-feed.ts'
import { recordHealthCheck } from './db/database.ts'
import { mediaDir } from './db/data-files.ts'
import { mailHealth } from './mail/outbox.ts'
import { resolveClientIp, peerIsTrustedProxy, type TrustProxy } from './http/client-ip.ts'
import { NON_HTML_CSP, securityHeaders } from './http/security-headers.ts'
import { completeResponses, respond, Representation, type RequestFacts } from './http/representation.ts'
import { StaticFiles } from './http/static-files.ts'
import { localPath, pageCacheUrl } from './http/urls.ts'
import { securityTxt } from './http/security-txt.ts'
import { adminRoutes } from './admin/routes.ts'
import { AdminRenderer } from './admin/render.ts'
import { AdminPosts } from './admin/posts.ts'

/** A malformed percent-escape is an unknown page, not a server error. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export interface AppDeps {
  env: Env
  db: Database
  pages: Pages
  outbox: OutboxWorker
  /** Serve the browser build's files from DIST_DIR/client (off in `npm run dev`, where Vite serves them). */
  serveBuild?: boolean
  log?: (line: string) => void
}

type Incoming = { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> }
const incomingOf = (c: Context) => (c.env as { incoming?: Incoming } | undefined)?.incoming

function remoteAddress(c: Context): string | null {
  return incomingOf(c)?.socket?.remoteAddress ?? null
}

/**
 * A request header, read from Node's already parsed headers when the request came through the Node server
 * (asking Hono for one builds a Headers object for the request, a cost the fast paths avoid).
 */
function header(c: Context, name: string): string | undefined {
  const parsed = incomingOf(c)?.headers
  if (!parsed) return c.req.header(name)
  const value = parsed[name]
  return Array.isArray(value) ? value.join(', ') : value
}

function clientIp(trust: TrustProxy) {
  return (c: Context): string | null => resolveClientIp(trust, remoteAddress(c), c.req.header('x-forwarded-for'))
}

/** HTTPS directly, or as reported by a proxy we trust (the right-most X-Forwarded-Proto value). */
function isHttps(trust: TrustProxy) {
  return (c: Context): boolean => {
    if (c.req.url.startsWith('https:')) return true
    const forwarded = header(c, 'x-forwarded-proto')
    if (!forwarded || !peerIsTrustedProxy(trust, remoteAddress(c))) return false
    return forwarded.split(',').pop()!.trim().toLowerCase() === 'https'
  }
}

/** What a prepared response depends on: method, conditional and range headers, accepted codings, HTTPS. */
function requestFacts(c: Context, https: boolean): RequestFacts {
  return {
    method: c.req.method,
    acceptEncoding: header(c, 'accept-encoding'),
    ifNoneMatch: header(c, 'if-none-match'),
    range: header(c, 'range'),
    ifRange: header(c, 'if-range'),
    https,
  }
}

/**
 * An answer built from all posts (the posts JSON, the RSS feed), prepared (compressed, ETag) once per version of
 * the posts and then served as stored bytes.
 */
function preparedPerVersion(posts: BlogReader, contentType: string, make: () => string) {
  const headers = { 'Content-Type': contentType, 'Cache-Control': 'no-cache', 'Content-Security-Policy': NON_HTML_CSP }
  let held: { version: number; body: Representation } | null = null
  return (): Representation => {
    const version = posts.version()
    if (held?.version !== version) held = { version, body: new Representation(Buffer.from(make(), 'utf8'), { headers }) }
    return held.body
  }
}

export interface ApiDeps {
  env: Env
  db: Database
  outbox: OutboxWorker
  posts: BlogReader
  pages: Pages
  log: (line: string) => void
  https: (c: Context) => boolean
}

/** /healthz, the site's three API calls (blog posts, contact message, guide request), robots.txt and the blog's feed. */
function createApi({ env, db, outbox, posts, pages, log, https }: ApiDeps): Hono {
  const app = new Hono()
  if (env.CORS_ORIGINS.length > 0) {
    app.use('/api/*', cors({ origin: env.CORS_ORIGINS, allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 86400 }))
  }
  // Monitoring: proves a write works and reports mail that is stuck (503 when mail failed or waited an hour).
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      recordHealthCheck(db)
      const mail = mailHealth(db)
      const body = {
        status: mail.stuck ? 'mail-stuck' : 'ok',
        database: 'ok',
        posts: posts.count(),
        outboxPending: mail.pending,
        mail: { pending: mail.pending, failed: mail.failed, oldestPendingSeconds: mail.oldestPendingSeconds },
      }
      return c.json(body, mail.stuck ? 503 : 200)
    } catch (error) {
      log(`healthz: database write failed: ${(error as Error).message}`)
      return c.json({ status: 'database-unavailable', database: (error as Error).message }, 503)
    }
  })

  const projects = preparedPerVersion(posts, 'application/json; charset=utf-8', () => posts.allPostsJson())
  app.get(apiPaths.projects, async (c) => {
    try {
      return await respond(projects(), requestFacts(c, https(c)))
    } catch (error) {
      log(`blog: could not read posts: ${(error as Error).message}`)
      return c.json({ success: false, data: [] }, 500)
    }
  })

  // The site's own blog calls: each answers with only what one page shows, searched and paginated by SQLite.
  const blogCall = (c: Context, read: () => unknown) => {
    try {
      c.header('Cache-Control', 'no-cache')
      const data = read()
      return data === null ? c.json({ success: false, error: 'No such post' }, 404) : c.json({ success: true, data })
    } catch (error) {
      log(`blog: could not read posts: ${(error as Error).message}`)
      return c.json({ success: false, error: 'Could not read posts' }, 500)
    }
  }
  // The list page's rules: ?q (up to 200 characters; a number is text) and ?page (1 to 10,000); a value outside
  // them means the default, so a shared link always shows a list. Other parameters are ignored.
  app.get(apiPaths.blogList, (c) => {
    const { q, page } = blogSearchSchema.parse({ q: c.req.query('q'), page: c.req.query('page') })
    return blogCall(c, () => posts.listPage(q, page))
  })
  app.get(`${apiPaths.blogArticle}/:slug`, (c) => {
    const slug = c.req.param('slug')
    if (slug.length > 200) return c.json({ success: false, error: 'The slug is longer than 200 characters' }, 400)
    return blogCall(c, () => posts.article(slug))
  })
  app.get(apiPaths.blogRecent, (c) => blogCall(c, () => posts.recent()))

  app.route(
    '/',
    formsRoutes({
      db,
      mail: { firmEmail: env.FIRM_EMAIL, siteUrl: env.SITE_URL, sendAcknowledgement: env.SEND_ACKNOWLEDGEMENT },
      minFillMs: env.FORM_MIN_FILL_MS,
      rateLimitPerHour: env.RATE_LIMIT_PER_HOUR,
      clientIp: clientIp(env.TRUST_PROXY),
      onStored: () => outbox.kick(),
      render: (url, input) => pages.renderUrl(url, { blog: posts.source, ...input }),
      log,
    }),
  )
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))

  const siteBase = env.SITE_URL
  app.get('/robots.txt', (c) => c.body(robotsTxt(siteBase), 200, { 'Content-Type': 'text/plain; charset=utf-8' }))
  const feed = preparedPerVersion(posts, 'application/rss+xml; charset=utf-8', () =>
    rssXml({ base: siteBase, title: blogFeed.title, description: BLOG_DESCRIPTION, posts: posts.newest(RSS_ITEMS) }),
  )
  app.get(BLOG_FEED_PATH, (c) => respond(feed(), requestFacts(c, https(c))))
  return app
}

/**
 * The back office at /admin (pages and /admin/api/) and the cover images it uploads, served from
 * DATA_DIR/media/ under /media/uploads/. Served by the production app and by `npm run dev` (from dist/admin/).
 */
function mountAdmin(app: Hono, { env, db, outbox }: Pick<AppDeps, 'env' | 'db' | 'outbox'>): void {
  app.route(
    '/admin',
    adminRoutes({
      db,
      outbox,
      renderer: new AdminRenderer(env.distDir),
      siteUrl: env.SITE_URL,
      dataDir: env.dataDir,
      clientIp: clientIp(env.TRUST_PROXY),
      isHttps: isHttps(env.TRUST_PROXY),
    }),
  )
}

/** Where the back office stores uploaded cover images (served under /media/uploads/). */
const uploadsDir = (env: Env) => mediaDir(env.dataDir)

// Hashed file names (the build's /assets/, uploads named by content hash) change with their content, so they are
// cached for good. Other files (/media/ as the firm drops them in) are used for a day without asking, then
// revalidated by ETag (a 304 while unchanged), and may be shown from cache for a week while that happens.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATED = 'public, max-age=86400, stale-while-revalidate=604800'

/** Bytes of static file bodies kept in memory (larger files are streamed from disk). */
const STATIC_CACHE_BYTES = 32 * 1024 * 1024

/**
 * The build's files and the uploaded images, answered before any other middleware: a lookup, then bytes,
 * compressed forms and headers prepared once. Off in `npm run dev` for the build (Vite serves it).
 */
function staticFiles(env: Env, serveBuild: boolean, https: (c: Context) => boolean) {
  mkdirSync(uploadsDir(env), { recursive: true })
  const stores = [
    new StaticFiles({
      root: uploadsDir(env),
      prefix: '/media/uploads',
      scan: false,
      cacheControl: () => IMMUTABLE,
      maxBytes: STATIC_CACHE_BYTES / 4,
    }),
  ]
  if (serveBuild) {
    const build = new StaticFiles({
      root: path.join(env.distDir, 'client'),
      scan: true,
      cacheControl: (p) => (p.startsWith('/assets/') ? IMMUTABLE : REVALIDATED),
      maxBytes: STATIC_CACHE_BYTES,
    })
    stores.unshift(build)
  }
  return async (c: Context, next: () => Promise<void>) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') {
      const urlPath = c.req.path
      for (const store of stores) {
        const answer = store.respond(urlPath, () => requestFacts(c, https(c)))
        const res = answer instanceof Promise ? await answer : answer
        if (res) return res
      }
    }
    await next()
  }
}

export function createApp({ env, db, pages, outbox, serveBuild = true, log = console.log }: AppDeps): Hono {
  const app = new Hono()
  const posts = new BlogReader(db)
  const adminPosts = new AdminPosts(db)
  const siteBase = env.SITE_URL

  if (env.LOG_REQUESTS) {
    app.use(async (c, next) => {
      const started = performance.now()
      await next()
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`)
    })
  }
  const https = isHttps(env.TRUST_PROXY)
  app.use(staticFiles(env, serveBuild, https))
  app.use(securityHeaders({ isHttps: https, complete: completeResponses }))
  app.get('/.well-known/security.txt', (c) => c.text(securityTxt(env), 200, { 'Cache-Control': 'public, max-age=86400' }))
  app.route('/', createApi({ env, db, outbox, posts, pages, log, https }))
  mountAdmin(app, { env, db, outbox })

  app.get('/sitemap.xml', async (c) => {
    const body = sitemapXml(siteBase, sitemapEntries(await pages.routes(), posts.addresses()))
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' })
  })

  // ----- Pages (no-cache + ETag: browsers revalidate and get 304 while the page is unchanged) -----
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    let pathname = url.pathname
    // Redirects only ever lead to a path on this site: "//evil.example/" must not become "//evil.example".
    if (pathname.length > 1 && (pathname.endsWith('/') || pathname.startsWith('//'))) {
      pathname = localPath(pathname.replace(/\/+$/, '')) || '/'
      return c.redirect(`${pathname}${url.search}`, 301)
    }
    const alias = aliasRedirects[pathname] ?? aliasRedirects[pathname.toLowerCase()]
    if (alias) return c.redirect(localPath(`${alias}${url.search}`), 301)

    const blogPost = /^\/blog\/([^/]+)$/.exec(pathname)
    const requested = blogPost ? safeDecode(blogPost[1]) : null
    const found = requested ? posts.locate(requested) : null
    // Also when the old slug still matches the post's title (a title-derived lookup would find the post there).
    if (requested && (!found || postSlug(found) !== requested)) {
      // A post whose slug was changed in the back office keeps its old address as a permanent redirect.
      const current = adminPosts.redirectFor(requested)
      if (current) return c.redirect(`/blog/${current}${url.search}`, 301)
    }
    const page = await pages.respond(pageCacheUrl(pathname, url.searchParams), posts.source, posts.version())
    if (page.redirect || !page.body) return c.redirect(localPath(page.redirect ?? '/'), 302)
    return respond(page.body, requestFacts(c, https(c)), page.status)
  })

  app.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json({ success: false, error: 'Internal error' }, 500)
  })

  return app
}
