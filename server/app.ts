import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { cors } from 'hono/cors'
import { serveStatic } from '@hono/node-server/serve-static'
import path from 'node:path'
import type { Env } from './env.ts'
import type { Database } from './db/database.ts'
import { PostsRepository } from './blog/posts-repo.ts'
import { formsRoutes } from './forms/routes.ts'
import { HTML_HEADERS, Pages } from './pages.ts'
import type { OutboxWorker } from './mail/outbox.ts'
import { aliasRedirects } from '../src/content/service-catalogue.ts'
import { postSlug } from '../src/lib/blog.ts'
import { apiPaths } from '../src/config/api.ts'

export interface AppDeps {
  env: Env
  db: Database
  pages: Pages
  outbox: OutboxWorker
  /** Serve the browser build's files from DIST_DIR/client (off in `npm run dev`, where Vite serves them). */
  serveBuild?: boolean
  log?: (line: string) => void
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

export interface ApiDeps {
  env: Env
  db: Database
  outbox: OutboxWorker
  posts: PostsRepository
  pages: Pages
  log: (line: string) => void
}

/** /healthz and the site's three API calls (blog posts, contact message, guide request). */
function createApi({ env, db, outbox, posts, pages, log }: ApiDeps): Hono {
  const app = new Hono()
  if (env.CORS_ORIGINS.length > 0) {
    app.use('/api/*', cors({ origin: env.CORS_ORIGINS, allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 86400 }))
  }
  app.get('/healthz', (c) => {
    db.prepare('SELECT 1').get()
    return c.json({ status: 'ok', posts: posts.count(), outboxPending: outbox.pending() })
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

  app.route(
    '/',
    formsRoutes({
      db,
      mail: { firmEmail: env.FIRM_EMAIL, siteUrl: env.SITE_URL, sendAcknowledgement: env.SEND_ACKNOWLEDGEMENT },
      minFillMs: env.FORM_MIN_FILL_MS,
      rateLimitPerHour: env.RATE_LIMIT_PER_HOUR,
      clientIp: clientIp(env.TRUST_PROXY),
      onStored: () => outbox.kick(),
      render: (url, input) => pages.renderUrl(url, { projects: posts.current().posts, ...input }),
      log,
    }),
  )
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))
  return app
}

export function createApp({ env, db, pages, outbox, serveBuild = true, log = console.log }: AppDeps): Hono {
  const app = new Hono()
  const posts = new PostsRepository(db)
  const clientDir = path.join(env.distDir, 'client')

  if (env.LOG_REQUESTS) {
    app.use(async (c, next) => {
      const started = performance.now()
      await next()
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`)
    })
  }
  app.use(compress())
  app.route('/', createApi({ env, db, outbox, posts, pages, log }))

  // ----- Files of the build -----
  // Hashed file names change with their content, so they can be cached for good; other files for a day.
  const cacheFor = (value: string) => async (c: Context, next: () => Promise<void>) => {
    await next()
    if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value)
  }
  if (serveBuild) {
    app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir }))
    app.use('*', cacheFor('public, max-age=86400'), serveStatic({ root: clientDir }))
  }

  app.get('/sitemap.xml', async (c) => {
    const base = env.SITE_URL.replace(/\/$/, '')
    const snapshot = posts.current()
    const urls = ['/', ...(await pages.routes()), '/blog', ...snapshot.posts.map((p) => `/blog/${postSlug(p)}`)]
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

    const snapshot = posts.current()
    const page = await pages.respond(`${pathname}${url.search}`, snapshot.posts, snapshot.version)
    if (page.redirect) return c.redirect(page.redirect, 302)
    return c.body(page.html, page.status as 200, HTML_HEADERS)
  })

  app.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json({ success: false, error: 'Internal error' }, 500)
  })

  return app
}
