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
import { isDataPage, isUnknownDetailPage, Pages } from './pages.ts'
import type { OutboxWorker } from './mail/outbox.ts'
import { aliasRedirects } from '../src/content/service-catalogue.ts'
import { findPost, postSlug, type BlogProject } from '../src/lib/blog.ts'
import type { ServerFormResult } from '../src/features/forms/lead-form.tsx'
import { site } from '../src/config/site.ts'
import { adminRoutes } from './admin/routes.ts'
import { AdminRenderer } from './admin/render.ts'
import { AdminPosts } from './admin/posts.ts'

export interface AppDeps {
  env: Env
  db: Database
  pages: Pages
  outbox: OutboxWorker
  log?: (line: string) => void
}

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

function clientIp(trustProxy: boolean) {
  return (c: Context): string | null => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      if (forwarded) return forwarded
    }
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    return incoming?.socket?.remoteAddress ?? null
  }
}

/** Renders a page (path, optional form result) to HTML; the production app uses the build, `npm run dev` uses Vite. */
export type RenderPage = (url: string, opts: { projects: BlogProject[]; formResult?: ServerFormResult }) => Promise<{ status: number; html: string }>

export interface ApiDeps {
  env: Env
  db: Database
  outbox: OutboxWorker
  posts: PostsRepository
  renderPage: RenderPage
  log: (line: string) => void
}

/** /healthz and the spec's three calls. */
export function createApi({ env, db, outbox, posts, renderPage, log }: ApiDeps): Hono {
  const app = new Hono()
  if (env.CORS_ORIGINS.length > 0) {
    app.use('/api/*', cors({ origin: env.CORS_ORIGINS, allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 86400 }))
  }
  app.get('/healthz', (c) => {
    db.prepare('SELECT 1').get()
    return c.json({ status: 'ok', posts: posts.count(), outboxPending: outbox.pending() })
  })

  app.get('/api/client/Content/GetAllProjects', (c) => {
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

  app.route(
    '/api/email/Form',
    formsRoutes({
      db,
      mail: { firmName: site.name, firmEmail: env.FIRM_EMAIL, siteUrl: env.SITE_URL, sendAcknowledgement: env.SEND_ACKNOWLEDGEMENT },
      minFillMs: env.FORM_MIN_FILL_MS,
      rateLimitPerHour: env.RATE_LIMIT_PER_HOUR,
      clientIp: clientIp(env.TRUST_PROXY),
      onStored: () => outbox.kick(),
      renderPage: async (returnTo, result, status) => {
        const page = await renderPage(returnTo, { projects: posts.current().posts, formResult: result })
        return new Response(page.html, { status: page.status === 200 ? status : page.status, headers: HTML_HEADERS })
      },
      log,
    }),
  )
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))
  return app
}

/**
 * The back office at /admin (pages and /admin/api/) and the cover images it uploads, served from
 * DATA_DIR/media/ under /media/uploads/. Used by the production app and by `npm run dev`.
 */
export function mountAdmin(app: Hono, { env, db, outbox }: Pick<AppDeps, 'env' | 'db' | 'outbox'>): void {
  app.route(
    '/admin',
    adminRoutes({ db, outbox, renderer: new AdminRenderer(env.distDir), siteUrl: env.SITE_URL, dataDir: env.dataDir, clientIp: clientIp(env.TRUST_PROXY), trustProxy: env.TRUST_PROXY }),
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

const cacheFor = (value: string) => async (c: Context, next: () => Promise<void>) => {
  await next()
  if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value)
}

export function createApp({ env, db, pages, outbox, log = console.log }: AppDeps): Hono {
  const app = new Hono()
  const posts = new PostsRepository(db)
  const adminPosts = new AdminPosts(db)
  const clientDir = path.join(env.distDir, 'client')

  if (env.LOG_REQUESTS) {
    app.use(async (c, next) => {
      const started = performance.now()
      await next()
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`)
    })
  }
  app.use(compress())
  app.route('/', createApi({ env, db, outbox, posts, log, renderPage: (url, opts) => pages.renderUrl({ url, ...opts }) }))
  mountAdmin(app, { env, db, outbox })

  // ----- Files of the build -----
  // Hashed file names change with their content, so they can be cached for good; other files for a day.
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir }))
  app.use('*', cacheFor('public, max-age=86400'), serveStatic({ root: clientDir }))

  app.get('/sitemap.xml', (c) => {
    const base = env.SITE_URL.replace(/\/$/, '')
    const snapshot = posts.current()
    const urls = ['/', ...pages.routes(), '/blog', ...snapshot.posts.map((p) => `/blog/${postSlug(p)}`)]
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${base}${u === '/' ? '/' : u}</loc></url>`)
      .join('\n')}\n</urlset>\n`
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' })
  })

  // ----- Pages (no-cache + ETag: browsers revalidate and get 304 while the page is unchanged) -----
  app.get('*', etag(), async (c) => {
    const url = new URL(c.req.url)
    let pathname = url.pathname
    if (pathname.length > 1 && pathname.endsWith('/')) {
      pathname = pathname.replace(/\/+$/, '') || '/'
      return c.redirect(`${pathname}${url.search}`, 301)
    }
    const alias = aliasRedirects[pathname] ?? aliasRedirects[pathname.toLowerCase()]
    if (alias) return c.redirect(`${alias}${url.search}`, 301)

    if (pages.isStatic(pathname)) {
      return c.body(await pages.prerendered(pathname), 200, HTML_HEADERS)
    }
    if (isDataPage(pathname) || isUnknownDetailPage(pathname)) {
      const snapshot = posts.current()
      const renamed = /^\/blog\/([^/]+)$/.exec(pathname)
      const found = renamed ? findPost(snapshot.posts, decodeURIComponent(renamed[1])) : undefined
      // Also when the old slug still matches the post's title (a title-derived lookup would find the post there).
      if (renamed && (!found || postSlug(found) !== decodeURIComponent(renamed[1]))) {
        // A post whose slug was changed in the back office keeps its old address as a permanent redirect.
        const current = adminPosts.redirectFor(decodeURIComponent(renamed[1]))
        if (current) return c.redirect(`/blog/${current}${url.search}`, 301)
      }
      const page = await pages.dynamic(`${pathname}${url.search}`, snapshot.posts, snapshot.version)
      if (page.redirect) return c.redirect(page.redirect, 302)
      return c.body(page.html, page.status as 200, HTML_HEADERS)
    }
    return c.body(await pages.notFound(), 404, HTML_HEADERS)
  })

  app.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json({ success: false, error: 'Internal error' }, 500)
  })

  return app
}
