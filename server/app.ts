import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { cors } from 'hono/cors'
import { serveStatic } from '@hono/node-server/serve-static'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Env } from './env.ts'
import type { Database } from './db/database.ts'
import { PostsRepository } from './blog/posts-repo.ts'
import { formsRoutes } from './forms/routes.ts'
import { Pages, prerenderedHtml, renderedHtml } from './pages.ts'
import type { OutboxWorker } from './mail/outbox.ts'
import { aliasRedirects } from '../src/content/service-catalogue.ts'
import { postSlug } from '../src/lib/blog.ts'
import { blogSearchSchema } from '../src/lib/blog-search.ts'
import { apiPaths } from '../src/config/api.ts'
import { robotsTxt, RSS_ITEMS, rssXml, sitemapEntries, sitemapXml } from './seo.ts'
import { BLOG_DESCRIPTION, BLOG_FEED_PATH, blogFeed } from '../src/lib/blog-feed.ts'
import { recordHealthCheck } from './db/database.ts'
import { mailHealth } from './mail/outbox.ts'
import { resolveClientIp, peerIsTrustedProxy, type TrustProxy } from './http/client-ip.ts'
import { securityHeaders } from './http/security-headers.ts'
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

function remoteAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? null
}

function clientIp(trust: TrustProxy) {
  return (c: Context): string | null => resolveClientIp(trust, remoteAddress(c), c.req.header('x-forwarded-for'))
}

/** HTTPS directly, or as reported by a proxy we trust (the right-most X-Forwarded-Proto value). */
function isHttps(trust: TrustProxy) {
  return (c: Context): boolean => {
    if (new URL(c.req.url).protocol === 'https:') return true
    const forwarded = c.req.header('x-forwarded-proto')
    if (!forwarded || !peerIsTrustedProxy(trust, remoteAddress(c))) return false
    return forwarded.split(',').pop()!.trim().toLowerCase() === 'https'
  }
}

export interface ApiDeps {
  env: Env
  db: Database
  outbox: OutboxWorker
  posts: PostsRepository
  pages: Pages
  log: (line: string) => void
}

/** /healthz, the site's three API calls (blog posts, contact message, guide request), robots.txt and the blog's feed. */
function createApi({ env, db, outbox, posts, pages, log }: ApiDeps): Hono {
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

  app.get(apiPaths.projects, (c) => {
    try {
      const snapshot = posts.current()
      c.header('Cache-Control', 'no-cache')
      c.header('ETag', snapshot.etag)
      if (c.req.header('if-none-match') === snapshot.etag) return c.body(null, 304)
      return c.body(snapshot.body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
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

  const siteBase = env.SITE_URL.replace(/\/$/, '')
  app.get('/robots.txt', (c) => c.body(robotsTxt(siteBase), 200, { 'Content-Type': 'text/plain; charset=utf-8' }))
  app.get(BLOG_FEED_PATH, (c) => {
    const body = rssXml({ base: siteBase, title: blogFeed.title, description: BLOG_DESCRIPTION, posts: posts.newest(RSS_ITEMS) })
    return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'no-cache' })
  })
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

  // Cover images uploaded in the back office: named by content hash, so cached for good.
  const mediaDir = path.join(env.dataDir, 'media')
  mkdirSync(mediaDir, { recursive: true })
  app.use(
    '/media/uploads/*',
    cacheFor('public, max-age=31536000, immutable'),
    serveStatic({ root: mediaDir, rewriteRequestPath: (p) => p.replace(/^\/media\/uploads/, '') }),
  )
}

// Hashed file names change with their content, so they can be cached for good; other files for a day.
const cacheFor = (value: string) => async (c: Context, next: () => Promise<void>) => {
  await next()
  if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value)
}

export function createApp({ env, db, pages, outbox, serveBuild = true, log = console.log }: AppDeps): Hono {
  const app = new Hono()
  const posts = new PostsRepository(db)
  const adminPosts = new AdminPosts(db)
  const clientDir = path.join(env.distDir, 'client')
  const siteBase = env.SITE_URL.replace(/\/$/, '')

  if (env.LOG_REQUESTS) {
    app.use(async (c, next) => {
      const started = performance.now()
      await next()
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`)
    })
  }
  app.use(securityHeaders({ isHttps: isHttps(env.TRUST_PROXY) }))
  app.use(compress())
  app.get('/.well-known/security.txt', (c) => c.text(securityTxt(env), 200, { 'Cache-Control': 'public, max-age=86400' }))
  app.route('/', createApi({ env, db, outbox, posts, pages, log }))
  mountAdmin(app, { env, db, outbox })

  // ----- Files of the build -----
  if (serveBuild) {
    app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir }))
    app.use('*', cacheFor('public, max-age=86400'), serveStatic({ root: clientDir }))
  }

  app.get('/sitemap.xml', async (c) => {
    const body = sitemapXml(siteBase, sitemapEntries(await pages.routes(), posts.addresses()))
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' })
  })

  // ----- Pages (no-cache + ETag: browsers revalidate and get 304 while the page is unchanged) -----
  app.get('*', etag(), async (c) => {
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
    if (page.redirect) return c.redirect(localPath(page.redirect), 302)
    return page.prerendered ? prerenderedHtml(page.html, page.status) : renderedHtml(page.html, page.status, true)
  })

  app.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json({ success: false, error: 'Internal error' }, 500)
  })

  return app
}
