import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import { compress } from 'hono/compress'
import path from 'node:path'
import type { Env } from './env.ts'
import type { Store } from './db/store.ts'
import { BlogReader } from './blog/blog-reader.ts'
import { formsRoutes } from './forms/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { pageCacheUrl, Pages } from './pages.ts'
import type { OutboxWorker } from './mail/outbox.ts'
import { blogSearchSchema } from '../src/lib/blog-search.ts'
import { apiPaths } from '../src/config/api.ts'
import { IDEMPOTENCY_KEY_HEADER } from '../src/lib/form-fields.ts'
import {
  publishedDays,
  robotsTxt,
  RSS_ITEMS,
  rssXml,
  securityTxt,
  sitemapEntries,
  sitemapXml,
  withContentDates,
  withContentPages,
} from './seo.ts'
import { BLOG_DESCRIPTION, BLOG_FEED_PATH, blogFeedFor } from '../src/lib/blog-feed.ts'
import { healthRoutes } from './health.ts'
import { mediaDir } from './db/data-files.ts'
import { UPLOADS_PATH, type MediaStore } from './media/media-store.ts'
import { DiskMediaStore } from './media/disk-media.ts'
import { S3MediaStore } from './media/s3-media.ts'
import { resolveClientIp, peerIsTrustedProxy, type TrustProxy } from './http/client-ip.ts'
import { securityHeaders } from './http/security-headers.ts'
import { requestLanguage } from './http/language.ts'
import { prepare, requestHeader, send, type Prepared } from './http/prepared.ts'
import { buildCacheControl, files, listBuild, preparedBuildFiles } from './http/static-files.ts'
import { formerPaths, localPath, permanentRedirect } from './redirects.ts'
import { mailContentOf } from './mail/mail-content.ts'
import { adminRoutes } from './admin/routes.ts'
import { AdminRenderer } from './admin/render.ts'
import { fromFolder, shareImages, type CoverRoot } from './share-image.ts'
import { SHARE_IMAGE_PREFIX } from '../src/lib/share-images.ts'
import { guideImage, serviceImage } from '../src/content/page-index.ts'
import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../src/i18n/locales.ts'
import { localePrefix, localizedPath } from '../src/i18n/paths.ts'
import { BOOKING_MANAGE_PATH } from '../src/lib/booking-page.ts'
import { BLOG_PAGE_SIZE, RECENT_ON_HOME } from '../src/lib/blog.ts'
import { Translations } from './translations/reviews.ts'
import { createLogger, type Logger } from './log.ts'
import { loggedPath, requestLog } from './http/request-log.ts'
import { createMetrics } from './metrics.ts'
import { releaseVersion } from './version.ts'
import { BookingService, bookingLinkSecret, CALENDAR_ACTOR, calendarRefusal } from './booking/service.ts'
import { bookingsChanged, calendarBusy, calendarSyncStatus, type CalendarSync } from './booking/calendar-sync.ts'
import { bookingRoutes } from './booking/routes.ts'

export interface AppDeps {
  env: Env
  store: Store
  pages: Pages
  outbox: OutboxWorker
  /** Uploaded images' store; by default the one the settings name (S3_BUCKET's bucket, else DATA_DIR/media). */
  media?: MediaStore
  /** Serve the browser build's files from DIST_DIR/client (off in `npm run dev`, where Vite serves them). */
  serveBuild?: boolean
  /** Where the app's lines go (server/log.ts): stdout and stderr unless a test passes its own. */
  log?: Logger
  /** True once the process is shutting down: /readyz answers 503 (server/index.ts). */
  stopping?: () => boolean
  /** The release, for /healthz and /metrics; package.json's version unless a test gives another. */
  version?: string
  /**
   * The firm's calendar worker (startFirmCalendarSync, server/index.ts; null without CALDAV_URL): the booking
   * service built here hears its reports of the firm's changes, and /healthz shows its status.
   */
  calendar?: CalendarSync | null
}

/** The back office's addresses: its pages, calls and files, all under /admin (mountAdmin). */
const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/')
/** The visitor's booking page in each language: its address holds a signed link (ADR 37). */
const privatePages = new Set(locales.map((l) => localizedPath(BOOKING_MANAGE_PATH, l)))
const isPrivatePage = (path: string) => privatePages.has(path)

type Incoming = { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> }
const incomingOf = (c: Context) => (c.env as { incoming?: Incoming } | undefined)?.incoming

function remoteAddress(c: Context): string | null {
  return incomingOf(c)?.socket?.remoteAddress ?? null
}

function clientIp(trust: TrustProxy) {
  return (c: Context): string | null => resolveClientIp(trust, remoteAddress(c), c.req.header('x-forwarded-for'))
}

/** HTTPS directly, or as reported by a proxy we trust (the right-most X-Forwarded-Proto value). */
function isHttps(trust: TrustProxy) {
  return (c: Context): boolean => {
    if (c.req.url.startsWith('https:')) return true
    const forwarded = requestHeader(c, 'x-forwarded-proto')
    if (!forwarded || !peerIsTrustedProxy(trust, remoteAddress(c))) return false
    return forwarded.split(',').pop()!.trim().toLowerCase() === 'https'
  }
}

/**
 * An answer built from all posts (the posts JSON, the RSS feed), prepared (compressed, ETag) once per version of
 * the posts and then served as stored bytes.
 */
/** The blog calls' optional `?language=` (a site language; English when absent), or an error to answer with. */
function blogLanguage(c: Context): { language: Locale } | { error: string } {
  const value = c.req.query('language')
  if (value === undefined || value === '') return { language: DEFAULT_LOCALE }
  return isLocale(value) ? { language: value } : { error: `language must be one of ${locales.join(', ')}` }
}

/** What a prepared answer is made from, as one value that changes when any of it does (the posts' version, say). */
type Version = () => Promise<number | string>

/** One prepared body per language, each made again when its version changes. */
function preparedPerLanguage(version: Version, contentType: string, make: (language: Locale) => Promise<string>) {
  const byLanguage = new Map<Locale, () => Promise<Prepared>>()
  return (language: Locale): Promise<Prepared> => {
    let prepared = byLanguage.get(language)
    if (!prepared) {
      prepared = preparedPerVersion(version, contentType, () => make(language))
      byLanguage.set(language, prepared)
    }
    return prepared()
  }
}

function preparedPerVersion(versionOf: Version, contentType: string, make: () => Promise<string>) {
  let held: { version: number | string; body: Promise<Prepared> } | null = null
  return async (): Promise<Prepared> => {
    const version = await versionOf()
    if (held?.version !== version) {
      const body = make().then((text) =>
        prepare({ identity: Buffer.from(text, 'utf8') }, { 'Content-Type': contentType, 'Cache-Control': 'no-cache' }),
      )
      // A failed read is not kept: the next request reads again.
      body.catch(() => {
        if (held?.body === body) held = null
      })
      held = { version, body }
    }
    return held.body
  }
}

export interface ApiDeps {
  env: Env
  store: Store
  outbox: OutboxWorker
  posts: BlogReader
  pages: Pages
  translations: Translations
  log: Logger
  https: (c: Context) => boolean
  stopping?: () => boolean
  version: string
  /** This instance's id in /healthz (its outbox lease holder name). */
  instanceId: string
  bookings: BookingService
}

/** /livez, /readyz and /healthz, the site's three API calls (blog posts, contact message, guide request), robots.txt and the blog's feed. */
function createApi(deps: ApiDeps): Hono {
  const { env, store, outbox, posts, pages, translations, log, https, stopping, version, instanceId, bookings } = deps
  const app = new Hono()
  if (env.CORS_ORIGINS.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: env.CORS_ORIGINS,
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['Content-Type', IDEMPOTENCY_KEY_HEADER],
        maxAge: 86400,
      }),
    )
  }
  app.route(
    '/',
    healthRoutes({
      store,
      posts: () => posts.count(),
      log,
      stopping,
      version,
      instanceId,
      calendar: env.caldav !== null,
    }),
  )

  const projects = preparedPerLanguage(
    () => posts.version(),
    'application/json; charset=utf-8',
    (language) => posts.allPostsJson(language),
  )
  app.get(apiPaths.projects, async (c) => {
    const asked = blogLanguage(c)
    if ('error' in asked) return c.json({ success: false, error: asked.error, data: [] }, 400)
    try {
      return send(c, await projects(asked.language), https(c))
    } catch (error) {
      log.error('blog: could not read posts', { error })
      return c.json({ success: false, data: [] }, 500)
    }
  })

  // The site's own blog calls: each answers with only what one page shows, paginated by the database.
  const blogCall = async (c: Context, read: (language: Locale) => Promise<unknown>) => {
    const asked = blogLanguage(c)
    if ('error' in asked) return c.json({ success: false, error: asked.error }, 400)
    try {
      c.header('Cache-Control', 'no-cache')
      const data = await read(asked.language)
      return data === null ? c.json({ success: false, error: 'No such post' }, 404) : c.json({ success: true, data })
    } catch (error) {
      log.error('blog: could not read posts', { error })
      return c.json({ success: false, error: 'Could not read posts' }, 500)
    }
  }
  // The list page's rules: ?q (up to 200 characters; a number is text) and ?page (1 to 10,000); a value outside
  // them means the default, so a shared link always shows a list. Other parameters are ignored.
  app.get(apiPaths.blogList, (c) => {
    const { q, page } = blogSearchSchema.parse({ q: c.req.query('q'), page: c.req.query('page') })
    return blogCall(c, (language) => posts.listPage(q, page, BLOG_PAGE_SIZE, language))
  })
  app.get(`${apiPaths.blogArticle}/:slug`, (c) => {
    const slug = c.req.param('slug')
    if (slug.length > 200) return c.json({ success: false, error: 'The slug is longer than 200 characters' }, 400)
    return blogCall(c, (language) => posts.article(slug, language))
  })
  app.get(apiPaths.blogRecent, (c) => blogCall(c, (language) => posts.recent(RECENT_ON_HOME, language)))
  // One document's copy per language, for client-side navigation (the first page carries its own in its HTML).
  app.route('/', contentRoutes(pages.content, https))

  app.route(
    '/',
    formsRoutes({
      store,
      mail: {
        firmEmail: env.FIRM_EMAIL,
        siteUrl: env.SITE_URL,
        sendAcknowledgement: env.SEND_ACKNOWLEDGEMENT,
        guideReviewed: (slug, language) => translations.reviewedNow(language, `/guides/${slug}`),
      },
      content: () => mailContentOf(pages.content),
      minFillMs: env.FORM_MIN_FILL_MS,
      limits: env.formLimits,
      clientIp: clientIp(env.TRUST_PROXY),
      onStored: () => outbox.kick(),
      render: async (url, input) =>
        pages.renderUrl(url, {
          blog: posts.sourceFor(input.locale),
          reviews: (await translations.reviews()).reviews,
          ...input,
        }),
      log,
    }),
  )
  app.route(
    '/',
    bookingRoutes({
      store,
      service: bookings,
      render: async (url, input) =>
        pages.renderUrl(url, { blog: posts.sourceFor(input.locale), reviews: (await translations.reviews()).reviews, ...input }),
      minFillMs: env.FORM_MIN_FILL_MS,
      perAddressPerHour: env.formLimits.perAddressPerHour,
      clientIp: clientIp(env.TRUST_PROXY),
      onStored: () => outbox.kick(),
      log,
    }),
  )
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found' }, 404))

  const siteBase = env.SITE_URL
  app.get('/robots.txt', (c) => c.body(robotsTxt(siteBase), 200, { 'Content-Type': 'text/plain; charset=utf-8' }))
  // A feed per language (/blog/rss.xml, /tr/blog/rss.xml, …), each with that language's posts.
  // Made again when the posts change or the content does (the feed's title carries the firm's name).
  const feedVersion = async () => `${await posts.version()} ${pages.content.version()}`
  const feed = preparedPerLanguage(feedVersion, 'application/rss+xml; charset=utf-8', async (language) =>
    rssXml({
      base: `${siteBase}${localePrefix(language)}`,
      title: blogFeedFor((await pages.content.layout(language)).firm.name).title,
      description: BLOG_DESCRIPTION,
      posts: await posts.newest(RSS_ITEMS, language),
      language,
    }),
  )
  for (const language of locales) {
    app.get(localizedPath(BLOG_FEED_PATH, language), async (c) => send(c, await feed(language), https(c)))
  }
  return app
}

/**
 * The back office at /admin (pages and /admin/api/), which uploads cover images into the media store. Served by
 * the production app and by `npm run dev` (from dist/admin/).
 */
function mountAdmin(
  app: Hono,
  {
    env,
    store,
    outbox,
    translations,
    media,
    log,
    pages,
    posts,
    bookings,
  }: Pick<AppDeps, 'env' | 'store' | 'outbox' | 'pages'> & {
    translations: Translations
    media: MediaStore
    log: Logger
    posts: BlogReader
    bookings: BookingService
  },
): void {
  app.route(
    '/admin',
    adminRoutes({
      store,
      outbox,
      translations,
      renderer: new AdminRenderer(env.distDir),
      siteUrl: env.SITE_URL,
      dataDir: env.dataDir,
      media,
      log,
      backupRetentionDays: env.BACKUP_RETENTION_DAYS,
      clientIp: clientIp(env.TRUST_PROXY),
      isHttps: isHttps(env.TRUST_PROXY),
      allowedOrigins: env.ADMIN_ORIGINS,
      content: () => mailContentOf(pages.content),
      preview: {
        render: (url, input) => pages.renderUrl(url, input),
        blog: (locale) => posts.sourceFor(locale),
        reviews: async () => (await translations.reviews()).reviews,
      },
      knownPages: () => pages.knownPages(),
      bookings,
      // From the Store, not this instance's worker: the staff see the same state on every instance.
      ...(env.caldav ? { calendarStatus: () => calendarSyncStatus(store) } : {}),
    }),
  )
}

/** Where the back office stores uploaded cover images (served under /media/uploads/ either way). */
export function mediaStoreFor(env: Env, log: Logger): MediaStore {
  return env.s3 ? new S3MediaStore(env.s3, log) : new DiskMediaStore(mediaDir(env.dataDir))
}

export function createApp({
  env,
  store,
  pages,
  outbox,
  media: givenMedia,
  serveBuild = true,
  log = createLogger(),
  stopping,
  version = releaseVersion,
  calendar = null,
}: AppDeps): Hono {
  const app = new Hono()
  const media = givenMedia ?? mediaStoreFor(env, log)
  void media.check().then((problem) => problem && log.warn(problem))
  const posts = new BlogReader(store)
  const translations = new Translations(store, pages, posts, (locale) => pages.interfaceCopy(locale))
  // Several instances (PostgreSQL): a post published or scheduled on another one arrives as a notification, and
  // what was kept for the old version goes at once. Reading the data version per request stays the fallback.
  store.health.onDataChange?.(() => {
    posts.forgetVersion()
    pages.dropRendered()
  })
  // Pages prepared in the background (at start, after a publish) are given what a request of their language would be.
  pages.renderInBackground(async (locale) => {
    const version = await posts.version()
    return { blog: posts.sourceFor(locale), version, reviews: (await translations.reviews(version)).reviews }
  })
  // The guide PDF is drawn from the content published when it is sent.
  outbox.useContent(() => mailContentOf(pages.content))
  // The guide PDF and its e-mail drop the unreviewed-translation notice once the guide's page is reviewed.
  outbox.useGuideReviews((slug, language) => translations.reviewedNow(language, `/guides/${slug}`))
  void translations.reviews().catch((error: Error) => log.error('translations: could not read the reviews', { error }))
  const siteBase = env.SITE_URL
  // Consultations booked on the site (issue 37): the links' key is read from the database once, on first use.
  const bookings = new BookingService({
    store,
    mail: { firmEmail: env.FIRM_EMAIL, siteUrl: env.SITE_URL, messageIdDomain: new URL(env.SITE_URL).hostname },
    content: () => mailContentOf(pages.content),
    secret: () => bookingLinkSecret(store),
    // With the firm's calendar: slots leave out its busy times (the worker's copy in the Store, never a CalDAV
    // call), and each booking written wakes this process's worker to put it in the calendar at once.
    ...(env.caldav ? { busy: (_lawyer: string, from: string, to: string) => calendarBusy(store, from, to), changed: bookingsChanged } : {}),
  })
  if (calendar) {
    // The firm's changes in its calendar are made here as the firm's (e-mails to the visitor); a refused move is
    // logged, kept in /healthz and written to the audit log, never dropped.
    calendar.useChangeHandler(async (event) => {
      const result = await bookings.applyCalendarChange(event)
      if (result.ok || event.change.kind !== 'moved' || result.reason === 'not-found' || result.reason === 'cancelled') return
      const at = new Date().toISOString()
      const { startsAt, endsAt } = event.change
      await calendar.conflict({ bookingId: event.bookingId, startsAt, endsAt, reason: calendarRefusal(result), at })
      await store.audit.record({
        actor: CALENDAR_ACTOR,
        action: 'booking.calendar-conflict',
        detail: `booking ${event.bookingId} moved in the calendar to ${event.change.startsAt}: refused (${result.reason})`,
        at,
      })
    })
    calendar.useHorizon(() => bookings.longestHorizon())
  }
  // The day-before reminders are queued by the outbox worker's passes, on every instance (each queued once).
  outbox.useReminders(() => bookings.queueReminders())

  // First, so that every answer (the build's files too) has its X-Request-Id and, with LOG_REQUESTS, its line.
  app.use(...requestLog({ log, enabled: env.LOG_REQUESTS, clientIp: clientIp(env.TRUST_PROXY) }))
  // Counted and timed from here, so the build's files are too (served by the next middleware).
  const metrics = createMetrics({ store, version, instanceId: outbox.holder, log })
  app.use(metrics.middleware)
  const https = isHttps(env.TRUST_PROXY)
  const buildDir = path.join(env.distDir, 'client')
  // The build's scripts and styles first, before any middleware (server/http/prepared.ts says what that wins).
  // Off in `npm run dev`, where Vite serves the build.
  const build = serveBuild ? listBuild(buildDir) : new Map<string, string>()
  app.use(preparedBuildFiles(build, https))
  // The request's language, set once (c.var.language) from the path's prefix for everything below to read.
  app.use(requestLanguage())

  // Every other response passes Hono's middleware, in this order: security headers (the one place that decides
  // them), ETag and 304 for answers that have no ETag of their own, compression for those made per request.
  app.use(
    securityHeaders(https, (c) => (isBackOffice(c.req.path) ? 'back-office' : isPrivatePage(c.req.path) ? 'private-page' : 'public')),
    etag(),
    compress(),
  )
  if (serveBuild) app.use(files({ root: buildDir, serves: (p) => build.has(p), cacheControl: buildCacheControl }))
  app.use(media.serve())

  app.get('/.well-known/security.txt', (c) => c.text(securityTxt(env), 200, { 'Cache-Control': 'public, max-age=86400' }))
  // Prometheus's scrape: to be kept from the public by the proxy (docs/deploy/nginx.conf), as /healthz.
  app.get('/metrics', metrics.handler)
  app.route(
    '/',
    createApi({
      env,
      store,
      outbox,
      posts,
      pages,
      translations,
      log,
      https,
      stopping,
      version,
      instanceId: outbox.holder,
      bookings,
    }),
  )
  mountAdmin(app, { env, store, outbox, translations, media, log, pages, posts, bookings })

  // The days each document was last published, read once per content version.
  let published: { version: number; days: Promise<Map<string, string>> } | null = null
  const publishedDaysNow = () => {
    const version = pages.content.version()
    if (published?.version !== version) {
      const days = store.content.readPublished().then(publishedDays)
      days.catch(() => {
        if (published?.days === days) published = null
      })
      published = { version, days }
    }
    return published.days
  }
  app.get('/sitemap.xml', async (c) => {
    const listed = await withContentPages(await pages.sitemapPages(), pages.content)
    const dated = await withContentDates(listed, pages.content, await publishedDaysNow())
    const body = sitemapXml(siteBase, sitemapEntries(dated, await posts.addresses(), await translations.reviews()))
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' })
  })

  const covers: CoverRoot[] = [
    { prefix: `${UPLOADS_PATH}/`, read: (name) => media.read(name) },
    { prefix: '/', read: fromFolder(buildDir) },
  ]
  const firmName = async () => (await pages.content.layout(DEFAULT_LOCALE)).firm.name
  // Each drawn on its first request and again after its title changes (a publish), like the blog's.
  const shareImage = {
    blog: shareImages(
      'Article',
      async (slug) => {
        const post = await posts.find(slug)
        return post && { title: post.title, firm: await firmName(), coverUrl: post.images[0]?.imageUrl }
      },
      covers,
    ),
    services: shareImages(
      'Service',
      async (slug) => {
        const service = await pages.content.service(DEFAULT_LOCALE, slug)
        return service && { title: service.title, firm: await firmName(), coverUrl: serviceImage(slug) }
      },
      covers,
    ),
    guides: shareImages(
      'Free guide',
      async (slug) => {
        const guide = await pages.content.guide(DEFAULT_LOCALE, slug)
        return guide && { title: guide.title, firm: await firmName(), coverUrl: guideImage(slug) }
      },
      covers,
    ),
  }
  for (const [kind, image] of Object.entries(shareImage)) {
    app.get(`${SHARE_IMAGE_PREFIX}/${kind}/:file{[^/]+\\.png}`, async (c) => {
      const png = await image(c.req.param('file').slice(0, -'.png'.length))
      if (!png) return c.body(null, 404)
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' })
    })
  }

  // A slug changed by a publish keeps its old address (ADR 3), looked up once per path and content version.
  const formerPath = formerPaths(store.content, () => pages.content.version())
  // Pages: redirects first (server/redirects.ts), then the prerendered or rendered page, sent with no-cache and
  // its ETag (browsers revalidate and get a 304 while the page is unchanged).
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    const language = c.var.language
    const redirect = await permanentRedirect(url, language, posts, formerPath)
    if (redirect) return c.redirect(redirect, 301)
    // The one database read of a page request (BlogReader.version); the reviews are kept per version.
    const version = await posts.version()
    const page = await pages.respond(
      pageCacheUrl(url.pathname, url.searchParams, language),
      language,
      posts.sourceFor(language),
      version,
      (await translations.reviews(version)).reviews,
    )
    if (page.redirect || !page.body) return c.redirect(localPath(page.redirect ?? '/'), 302)
    return send(c, page.body, https(c), page.status)
  })

  app.onError((error, c) => {
    log.error(`${c.req.method} ${loggedPath(c.req.path)} failed`, { error })
    return c.json({ success: false, error: 'Internal error' }, 500)
  })

  return app
}
