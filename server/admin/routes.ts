import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono'
import { getCookie, setCookie, deleteCookie } from 'hono/cookie'
import { bodyLimit } from 'hono/body-limit'
import { serveStatic } from '@hono/node-server/serve-static'
import QRCode from 'qrcode'
import { auditNote, type Store } from '../db/store.ts'
import type { OutboxWorker } from '../mail/outbox.ts'
import { mailDir as mailFolder } from '../db/data-files.ts'
import type { MediaStore } from '../media/media-store.ts'
import {
  AccountError,
  completePasswordReset,
  completeSetup,
  endSession,
  findPasswordReset,
  findSession,
  findSetup,
  issueSetupLink,
  type IssuedSetupLink,
  liftSignInLock,
  listSignInLocks,
  pruneAccounts,
  requestPasswordReset,
  RESET_LINK_MINUTES,
  setAccountEnabled,
  setAccountRole,
  setClientData,
  setApprover,
  SETUP_LINK_HOURS,
  signIn,
  type Session,
} from './accounts.ts'
import { composeAccountLinkMessage } from '../mail/messages.ts'
import { AdminPosts, PostConflictError, PostLanguageError, renderPostBody } from './posts.ts'
import { postTranslationRoutes } from './post-translations.ts'
import { contentRoutes } from './content.ts'
import { contentCreateRoutes } from './content-create.ts'
import { contentPublishRoutes } from './content-publish.ts'
import { contentReviewRoutes } from './content-review.ts'
import { mediaLibrary, mediaLibraryRoutes } from './media-library.ts'
import { availabilityOf, cancelByFirm, getBooking, lawyersOf, listBookings, moveByFirm, putAvailability } from './bookings.ts'
import type { BookingService } from '../booking/service.ts'
import { dashboardSummary, eraseByEmail, findByEmail, getLead, kvkkExport, leadsCsv, leadsXlsx, listLeads } from './leads.ts'
import { NO_FILE, storeCoverImage, uploadBodyLimit, uploadedFile, UploadError } from './media.ts'
import { otpauthUri, randomToken } from './crypto.ts'
import type { AdminRenderer } from './render.ts'
import { backOfficeAddresses, callOrigin, getOnly, knownHostOnly, requestHost } from './request-guards.ts'
import { enforceAccess } from './access.ts'
import { may, permissionsOf } from '../../src/lib/admin-permissions.ts'
import {
  accountFormSchema,
  accountRoleSchema,
  clientDataSchema,
  approverSchema,
  erasureRequestSchema,
  erasureSchema,
  istanbulToIso,
  leadsRangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  postFormSchema,
  setupSchema,
  signInSchema,
  translationDecisionSchema,
} from '../../src/lib/admin.ts'
import type { AdminPage, LeadMailStatus, PostListFilter } from '../../src/admin/page-data.ts'
import { ADMIN_CSRF_HEADER, TRANSLATION_STATUSES } from '../../src/lib/admin.ts'
import { isLocale } from '../../src/i18n/locales.ts'
import type { MailContent } from '../mail/mail-content.ts'
import { previewRoutes, type PreviewDeps } from './preview.ts'
import { INTERFACE_ITEM, ReviewError, type Translations } from '../translations/reviews.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import type { Logger } from '../log.ts'
import type { ContentServiceDeps } from '../content/publish.ts'
import type { CalendarSyncStatus } from '../booking/calendar-sync.ts'

export interface AdminDeps {
  store: Store
  outbox: OutboxWorker
  /** Translation reviews (server/translations/reviews.ts): the translations screen and the approvals. */
  translations: Translations
  renderer: AdminRenderer
  siteUrl: string
  dataDir: string
  /** Where uploaded cover images go: DATA_DIR/media or the S3 bucket (server/media/). */
  media: MediaStore
  log?: Logger
  /** How long `npm run backup` keeps archives (BACKUP_RETENTION_DAYS): how long erased data can live on in them. */
  backupRetentionDays: number
  clientIp: (c: Context) => string | null
  /** Whether the request reached us over HTTPS (directly, or as a trusted proxy says). */
  isHttps: (c: Context) => boolean
  /** Origins besides SITE_URL's that the back office is used at (ADMIN_ORIGINS). */
  allowedOrigins?: readonly string[]
  /** The firm's published content (its name and e-mail in account e-mails, guide titles of leads), as of now. */
  content: () => Promise<MailContent>
  /** The public renderer with a draft-overlaid content source, for previews (server/admin/preview.ts). */
  preview: Omit<PreviewDeps, 'store'>
  /** The route tree's pages (Pages.knownPages): what a link in the content may point at besides documents. */
  knownPages?: ContentServiceDeps['knownPages']
  /** The booking service (issue 37): the back office cancels and moves through it, so the visitor is written to. */
  bookings: BookingService
  /** The firm calendar's sync state from the Store (every instance's), when a calendar is connected (CALDAV_URL). */
  calendarStatus?: () => Promise<CalendarSyncStatus>
}

type Vars = { Variables: { session: Session | null } }

// The back office is for staff only: never indexed, never cached. Its security headers (never framed, never leaks
// its URLs to another site) are the back-office profile of server/http/security-headers.ts, set for /admin there.
const ADMIN_HEADERS: Record<string, string> = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
}

/** Calls made before signing in: checked against the pre-session CSRF cookie. */
const PRE_SESSION_CALLS = new Set([
  '/admin/api/sign-in',
  '/admin/api/setup',
  '/admin/api/password-reset/request',
  '/admin/api/password-reset',
])

/** Where a page's data is answered as JSON: /admin/api/pages/leads for /admin/leads. */
const PAGE_DATA = '/admin/api/pages/'

const LEAD_STATUSES: LeadMailStatus[] = ['sent', 'written-to-file', 'pending', 'failed', 'suspected-spam', 'held']

export function adminRoutes(deps: AdminDeps): Hono<Vars> {
  const { store, outbox, renderer } = deps
  const posts = new AdminPosts(store)
  /** An audit line by the signed-in account, now. */
  const audit = (c: Context<Vars>, action: string, detail: string) => store.audit.record(auditNote(actor(c), action, detail))
  const mailDir = mailFolder(deps.dataDir)
  const addresses = backOfficeAddresses(deps.siteUrl, deps.allowedOrigins)
  const app = new Hono<Vars>()

  const { isHttps } = deps
  // `__Host-` cookies must be Secure, which browsers only keep over HTTPS; plain-HTTP development uses plain names.
  const cookieName = (c: Context, base: string) => (isHttps(c) ? `__Host-${base}` : base)
  const cookieOptions = (c: Context, maxAge?: number) =>
    ({ httpOnly: true, sameSite: 'Strict', secure: isHttps(c), path: '/', maxAge }) as const

  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(ADMIN_HEADERS))
      if (!c.res.headers.has(name) || name !== 'Cache-Control') c.res.headers.set(name, value)
  })
  // Before the files and every page and call: a request to a host name the back office does not answer at.
  app.use('*', knownHostOnly(addresses))

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('/assets/*', serveStatic({ root: renderer.clientDir, rewriteRequestPath: (p) => p.replace(/^\/admin/, '') }))

  // Session from the cookie, for every request below.
  app.use('*', async (c, next) => {
    const token = getCookie(c, cookieName(c, 'admin_session'))
    c.set('session', token ? await findSession(store, token) : null)
    await next()
  })

  /**
   * Cross-site request defence for every state-changing call: the Origin (or, failing that, Referer) must be the
   * back office's own (SITE_URL's, or one of ADMIN_ORIGINS: never the request's own Host, which DNS rebinding
   * controls), and the CSRF token sent in a header must match the session's (or, before sign-in, the pre-session
   * cookie's). SameSite=Strict cookies already stop most of this; the checks do not rely on the browser alone.
   */
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const source = callOrigin(c)
    if (source === null || !addresses.originAllowed(source, requestHost(c)))
      return c.json({ ok: false, error: 'Cross-site request refused.' }, 403)
    const session = c.get('session')
    const preSession = PRE_SESSION_CALLS.has(c.req.path)
    if (!session && !preSession) return c.json({ ok: false, error: 'Sign in first.' }, 401)
    const expected = session && !preSession ? session.csrf : getCookie(c, cookieName(c, 'admin_csrf'))
    const sent = c.req.header(ADMIN_CSRF_HEADER)
    if (!expected || !sent || sent !== expected)
      return c.json({ ok: false, error: 'Missing or wrong CSRF token. Reload the page and try again.' }, 403)
    return next()
  })

  const requireSession: MiddlewareHandler<Vars> = async (c, next) => {
    if (c.get('session')) return next()
    if (c.req.path.startsWith('/admin/api/')) return c.json({ ok: false, error: 'Sign in first.' }, 401)
    return c.redirect(`/admin/sign-in?next=${encodeURIComponent(c.req.path)}`, 303)
  }

  /** Under /admin/api/pages/: the data alone, as JSON (see `pageRoute`); elsewhere the whole page. */
  const render = async (c: Context<Vars>, page: AdminPage, status: 200 | 403 | 404 = 200) => {
    if (c.req.path.startsWith(PAGE_DATA)) return c.json(page, status)
    const session = c.get('session')
    let csrf = session?.csrf ?? ''
    if (!session) {
      csrf = getCookie(c, cookieName(c, 'admin_csrf')) ?? randomToken()
      setCookie(c, cookieName(c, 'admin_csrf'), csrf, cookieOptions(c, 3600))
    }
    const { pathname, search } = new URL(c.req.url)
    const html = await renderer.page(
      {
        ...page,
        csrf,
        user: session?.user.email ?? null,
        role: session?.user.role ?? null,
        permissions: session ? permissionsOf(session.user) : [],
      },
      pathname + search,
    )
    return c.html(html, status)
  }

  /**
   * A page, and its data as JSON under /admin/api/pages/ from the same handlers: a full load gets the page rendered
   * with its data embedded, a navigation in the browser's router only the data. access.ts lists both alike.
   */
  const pageRoute = <P extends string>(
    path: P,
    ...[first, second]: [Handler<Vars, P>] | [MiddlewareHandler<Vars, P>, Handler<Vars, P>]
  ) => {
    for (const at of [path, `/api/pages${path}` as P]) {
      if (second) app.get(at, first, second)
      else app.get(at, first)
    }
  }

  // ----- Pages without a session -----
  app.get('/sign-in', (c) => (c.get('session') ? c.redirect('/admin/posts', 303) : render(c, { page: 'sign-in' })))

  pageRoute('/setup/:token', async (c) => {
    const token = c.req.param('token')
    const setup = await findSetup(store, token)
    if (!setup) return render(c, { page: 'setup-invalid' }, 404)
    const uri = otpauthUri(setup.totpSecret, setup.user.email, (await deps.content()).firm('en').name)
    const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return render(c, { page: 'setup', token, email: setup.user.email, secret: setup.totpSecret, qrSvg })
  })

  app.post('/api/sign-in', async (c) => {
    const parsed = signInSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    await pruneAccounts(store)
    const result = await signIn(store, parsed.data.email, parsed.data.password, parsed.data.code, deps.clientIp(c))
    if (!result.ok) return c.json({ ok: false, error: result.message }, result.locked ? 429 : 401)
    // A browser-session cookie: the 8-hour idle limit is enforced on the server, where activity slides it.
    setCookie(c, cookieName(c, 'admin_session'), result.token, cookieOptions(c))
    deleteCookie(c, cookieName(c, 'admin_csrf'), { path: '/', secure: isHttps(c) })
    return c.json({ ok: true })
  })

  app.post('/api/setup', async (c) => {
    const parsed = setupSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return c.json({ ok: false, field: String(issue.path[0] ?? ''), error: issue.message }, 400)
    }
    const result = await completeSetup(store, parsed.data.token, parsed.data.password, parsed.data.code)
    if (!result.ok) return c.json({ ok: false, field: result.field, error: result.message }, 400)
    return c.json({ ok: true })
  })

  // ----- Forgotten password: a link by e-mail, then the new password with an authenticator code -----
  /** Sends an account link through the outbox, like every other e-mail (retried, and visible under /healthz). */
  const mailAccountLink = async (kind: 'password-reset' | 'setup' | 'account-reset', to: string, link: string, validFor: string) => {
    const content = await deps.content()
    const settings = { firmEmail: content.firm('en').email, siteUrl: deps.siteUrl, content }
    const message = composeAccountLinkMessage(kind, to, link, validFor, settings)
    const purpose = kind === 'password-reset' ? 'admin-password-reset' : 'admin-setup-link'
    await store.outbox.enqueue(null, purpose, message, new Date().toISOString())
    outbox.kick()
  }

  app.get('/forgot-password', (c) => (c.get('session') ? c.redirect('/admin/posts', 303) : render(c, { page: 'forgot-password' })))

  app.post('/api/password-reset/request', async (c) => {
    const parsed = passwordResetRequestSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    await pruneAccounts(store)
    const issued = await requestPasswordReset(store, parsed.data.email, deps.clientIp(c))
    if (issued)
      await mailAccountLink(
        'password-reset',
        issued.user.email,
        `${deps.siteUrl}/admin/reset/${issued.token}`,
        `${RESET_LINK_MINUTES} minutes`,
      )
    // The same answer whether or not the address has an account (or was refused for asking too often).
    return c.json({ ok: true })
  })

  pageRoute('/reset/:token', async (c) => {
    const token = c.req.param('token')
    const user = await findPasswordReset(store, token)
    return user ? render(c, { page: 'reset-password', token, email: user.email }) : render(c, { page: 'reset-invalid' }, 404)
  })

  app.post('/api/password-reset', async (c) => {
    const parsed = passwordResetSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return c.json({ ok: false, field: String(issue.path[0] ?? ''), error: issue.message }, 400)
    }
    const { token, password, code } = parsed.data
    const result = await completePasswordReset(store, token, password, code, deps.clientIp(c))
    if (!result.ok) return c.json({ ok: false, field: result.field, error: result.message }, 400)
    return c.json({ ok: true })
  })

  // ----- Everything else needs a session, and what the account may do is decided by one table (access.ts) -----
  app.use('*', requireSession)
  app.use(
    '*',
    enforceAccess({
      isTranslation: async (id) => (await store.posts.byId(id))?.translationOf != null,
      deniedPage: (c, message) => render(c, { page: 'forbidden', message }, 403),
    }),
  )

  app.get('/', (c) => c.redirect('/admin/posts', 303))
  pageRoute('/dashboard', async (c) =>
    render(c, { page: 'dashboard', summary: await dashboardSummary(store, outbox.delivery, Date.now(), await deps.content()) }),
  )

  app.post('/api/sign-out', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { everywhere?: boolean }
    await endSession(store, c.get('session')!, body.everywhere === true)
    deleteCookie(c, cookieName(c, 'admin_session'), { path: '/', secure: isHttps(c) })
    return c.json({ ok: true })
  })

  // ----- Posts -----
  /** ?language=tr&translation=stale: unknown values mean "any". */
  const listFilter = (c: Context): PostListFilter => {
    const language = c.req.query('language') ?? ''
    const translation = c.req.query('translation') ?? ''
    return {
      language: isLocale(language) ? language : '',
      translation:
        translation === 'stale' || (TRANSLATION_STATUSES as readonly string[]).includes(translation)
          ? (translation as PostListFilter['translation'])
          : '',
    }
  }
  const mayApprove = (c: Context<Vars>) => store.accounts.mayApproveTranslations(c.get('session')!.user.id)

  pageRoute('/posts', async (c) => {
    const search = c.req.query('q') ?? ''
    const filter = listFilter(c)
    return render(c, { page: 'posts', posts: await posts.list(search, filter), search, filter })
  })
  pageRoute('/posts/new', async (c) =>
    render(c, { page: 'post', post: null, siteUrl: deps.siteUrl, mayApproveTranslations: await mayApprove(c) }),
  )
  pageRoute('/posts/:id{[0-9]+}', async (c) => {
    const post = await posts.get(Number(c.req.param('id')))
    return post
      ? render(c, { page: 'post', post, siteUrl: deps.siteUrl, mayApproveTranslations: await mayApprove(c) })
      : render(c, { page: 'not-found' }, 404)
  })

  app.get('/api/posts', async (c) => c.json({ ok: true, posts: await posts.list(c.req.query('q') ?? '', listFilter(c)) }))
  // "Translate", review, and the exchange with an outside translator.
  app.route(
    '/api/posts',
    postTranslationRoutes(store, (id) => posts.get(id)),
  )

  app.post(
    '/api/preview',
    bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ ok: false, error: 'Too large.' }, 413) }),
    async (c) => {
      const body = (await c.req.json().catch(() => null)) as { markdown?: unknown } | null
      if (typeof body?.markdown !== 'string') return c.json({ ok: false, error: 'Send { markdown }.' }, 400)
      return c.json({ ok: true, html: renderPostBody(body.markdown) })
    },
  )

  const actor = (c: Context<Vars>) => c.get('session')!.user.email
  const postId = (c: Context) => Number(c.req.param('id'))

  const readForm = async (c: Context) => {
    const parsed = postFormSchema.safeParse(await c.req.json().catch(() => null))
    if (parsed.success) return { form: parsed.data, errors: null }
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
    return { form: null, errors }
  }

  app.post('/api/posts', async (c) => {
    const { form, errors } = await readForm(c)
    if (!form) return c.json({ ok: false, error: 'Check the highlighted fields.', errors }, 400)
    try {
      const id = await posts.create(form, actor(c))
      return c.json({ ok: true, post: await posts.get(id) }, 201)
    } catch (error) {
      if (error instanceof PostConflictError) return c.json({ ok: false, error: error.message, errors: { slug: error.message } }, 409)
      throw error
    }
  })

  app.put('/api/posts/:id{[0-9]+}', async (c) => {
    const { form, errors } = await readForm(c)
    if (!form) return c.json({ ok: false, error: 'Check the highlighted fields.', errors }, 400)
    const autosave = c.req.query('autosave') === '1'
    try {
      if (!(await posts.update(postId(c), form, actor(c), Date.now(), { autosave })))
        return c.json({ ok: false, error: 'This post no longer exists.' }, 404)
    } catch (error) {
      if (error instanceof PostConflictError) return c.json({ ok: false, error: error.message, errors: { slug: error.message } }, 409)
      if (error instanceof PostLanguageError) return c.json({ ok: false, error: error.message, errors: { language: error.message } }, 409)
      throw error
    }
    return c.json({ ok: true, post: await posts.get(postId(c)) })
  })

  app.post('/api/posts/:id{[0-9]+}/publish', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { at?: unknown }
    let at: string | null = null
    if (body.at !== undefined && body.at !== null && body.at !== '') {
      at = typeof body.at === 'string' ? istanbulToIso(body.at) : null
      if (!at) return c.json({ ok: false, error: 'Enter a date and time for the schedule.' }, 400)
      if (Date.parse(at) <= Date.now())
        return c.json({ ok: false, error: 'That time has passed. Choose a later one, or publish now.' }, 400)
    }
    if (!(await posts.publish(postId(c), actor(c), at))) return c.json({ ok: false, error: 'This post no longer exists.' }, 404)
    return c.json({ ok: true, post: await posts.get(postId(c)) })
  })

  app.post('/api/posts/:id{[0-9]+}/unpublish', async (c) => {
    if (!(await posts.unpublish(postId(c), actor(c)))) return c.json({ ok: false, error: 'This post no longer exists.' }, 404)
    return c.json({ ok: true, post: await posts.get(postId(c)) })
  })

  app.delete('/api/posts/:id{[0-9]+}', async (c) => {
    if (!(await posts.delete(postId(c), actor(c)))) return c.json({ ok: false, error: 'This post no longer exists.' }, 404)
    return c.json({ ok: true })
  })

  // A post's cover: cropped to the blog's sizes (the media library's uploads are not cropped; media-library.ts).
  app.post('/api/posts/cover-image', uploadBodyLimit(), async (c) => {
    const upload = await uploadedFile(c)
    if (!upload) return c.json({ ok: false, error: NO_FILE }, 400)
    try {
      const stored = await storeCoverImage(deps.media, new Uint8Array(await upload.file.arrayBuffer()), deps.log)
      await audit(c, 'uploaded image', stored.url)
      return c.json({ ok: true, url: stored.url })
    } catch (error) {
      if (error instanceof UploadError) return c.json({ ok: false, error: error.message }, error.status)
      throw error
    }
  })

  // ----- Leads -----
  pageRoute('/leads', async (c) => {
    const status = (LEAD_STATUSES as string[]).includes(c.req.query('status') ?? '') ? (c.req.query('status') as LeadMailStatus) : ''
    const search = c.req.query('q') ?? ''
    return render(c, {
      page: 'leads',
      leads: await listLeads(store, { status, search }, await deps.content()),
      status,
      search,
      retentionDays: outbox.retentionDays,
      nextRetentionAt: outbox.nextRetentionAt().toISOString(),
      mailDelivery: outbox.delivery,
    })
  })
  pageRoute('/leads/:id{[0-9]+}', getOnly, async (c) => {
    const lead = await getLead(store, Number(c.req.param('id')), await deps.content())
    if (!lead) return render(c, { page: 'not-found' }, 404)
    // Who read which person's data is part of the KVKK record; the entry names the lead by number only.
    await audit(c, 'viewed lead', `lead #${lead.id}`)
    return render(c, { page: 'lead', lead })
  })

  app.post('/api/leads/messages/:id{[0-9]+}/retry', async (c) => {
    const id = Number(c.req.param('id'))
    if (!(await store.outbox.retryFailed(id, new Date().toISOString())))
      return c.json({ ok: false, error: 'This e-mail is not in the failed state (it may have been sent meanwhile).' }, 409)
    await audit(c, 'sent e-mail again', `outbox #${id}`)
    outbox.kick()
    return c.json({ ok: true })
  })

  const exportRange = (c: Context) => {
    const parsed = leadsRangeSchema.safeParse({ from: c.req.query('from'), to: c.req.query('to') })
    if (!parsed.success) return { error: parsed.error.issues[0].message } as const
    if (parsed.data.from > parsed.data.to) return { error: 'The start date is after the end date.' } as const
    return parsed.data
  }

  app.get('/api/leads.xlsx', getOnly, async (c) => {
    const range = exportRange(c)
    if ('error' in range) return c.json({ ok: false, error: range.error }, 400)
    const { xlsx, count } = await leadsXlsx(store, range.from, range.to, await deps.content())
    await audit(c, 'exported leads', `${count} lead(s) from ${range.from} to ${range.to} (Excel)`)
    return c.body(new Uint8Array(xlsx), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="leads-${range.from}-to-${range.to}.xlsx"`,
    })
  })

  app.get('/api/leads.csv', getOnly, async (c) => {
    const range = exportRange(c)
    if ('error' in range) return c.json({ ok: false, error: range.error }, 400)
    const { csv, count } = await leadsCsv(store, range.from, range.to, await deps.content())
    await audit(c, 'exported leads', `${count} lead(s) from ${range.from} to ${range.to} (CSV)`)
    return c.body(`\ufeff${csv}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${range.from}-to-${range.to}.csv"`,
    })
  })

  // ----- Bookings (issue 37): personal data like leads; cancelled or moved through the booking service -----
  pageRoute('/bookings', async (c) => {
    const content = await deps.content()
    const lawyer = c.req.query('lawyer') ?? ''
    const page = Number(c.req.query('page') ?? '1')
    const data = await listBookings(
      store,
      {
        when: c.req.query('when') === 'past' ? 'past' : 'upcoming',
        // Only a published lawyer's key filters; anything else lists everyone's bookings.
        lawyer: lawyersOf(content).some((l) => l.key === lawyer) ? lawyer : '',
        page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
      },
      content,
      Date.now(),
      deps.calendarStatus,
    )
    return render(c, {
      page: 'bookings',
      ...data,
      mayEditAvailability: may(c.get('session')!.user, 'content'),
      retentionDays: outbox.retentionDays,
    })
  })
  pageRoute('/bookings/:id{[A-Za-z0-9_-]{1,64}}', getOnly, async (c) => {
    const booking = await getBooking(store, c.req.param('id') ?? '', await deps.content())
    if (!booking) return render(c, { page: 'not-found' }, 404)
    // As a lead: who read which person's data is part of the KVKK record, named by the booking's id only.
    await audit(c, 'viewed booking', `booking ${booking.id}`)
    return render(c, { page: 'booking', booking })
  })

  const firmChange = async (c: Context<Vars>) => ({
    service: deps.bookings,
    store,
    id: c.req.param('id') ?? '',
    input: await c.req.json().catch(() => null),
    actor: actor(c),
    content: await deps.content(),
  })
  // Through the booking service: it sends the visitor the CANCEL or the new REQUEST with the note, and audits by id.
  app.post('/api/bookings/:id{[A-Za-z0-9_-]{1,64}}/cancel', async (c) => {
    const answer = await cancelByFirm(await firmChange(c))
    return c.json(answer.body, answer.status)
  })
  app.post('/api/bookings/:id{[A-Za-z0-9_-]{1,64}}/move', async (c) => {
    const answer = await moveByFirm(await firmChange(c))
    return c.json(answer.body, answer.status)
  })

  // ----- Availability: the firm's setting per lawyer (no personal data), edited by whoever edits the firm's facts -----
  const lawyerOf = async (c: Context) => lawyersOf(await deps.content()).find((l) => l.key === c.req.param('lawyer')) ?? null
  pageRoute('/availability', async (c) => render(c, { page: 'availability-lawyers', lawyers: lawyersOf(await deps.content()) }))
  pageRoute('/availability/:lawyer{[a-z0-9-]{1,100}}', async (c) => {
    const lawyer = await lawyerOf(c)
    if (!lawyer) return render(c, { page: 'not-found' }, 404)
    return render(c, { page: 'availability', ...(await availabilityOf(store, lawyer, await deps.content())) })
  })
  app.put('/api/availability/:lawyer{[a-z0-9-]{1,100}}', async (c) => {
    const lawyer = await lawyerOf(c)
    if (!lawyer) return c.json({ ok: false, error: 'There is no lawyer with this key in the published team.' }, 404)
    const result = await putAvailability(store, lawyer.key, await c.req.json().catch(() => null), actor(c))
    if (!result.ok) return c.json(result, 400)
    return c.json(result)
  })

  // ----- KVKK requests -----
  pageRoute('/kvkk', getOnly, async (c) => {
    const email = c.req.query('email')?.trim() ?? ''
    const valid = email !== '' && erasureSchema.safeParse({ email }).success
    const findings = valid ? await findByEmail(store, mailDir, email, await deps.content()) : null
    // The audit log never holds a person's data: the lookup is recorded with what it found, not the address.
    if (findings)
      await audit(
        c,
        'looked up personal data (KVKK request)',
        `${findings.submissions.length} submission(s), ${findings.bookings.length} booking(s) found`,
      )
    return render(c, {
      page: 'kvkk',
      findings,
      erasures: await store.audit.listErasures(100),
      backupRetentionDays: deps.backupRetentionDays,
    })
  })

  app.get('/api/kvkk/export', getOnly, async (c) => {
    const parsed = erasureSchema.safeParse({ email: c.req.query('email')?.trim() ?? '' })
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    const data = await kvkkExport(store, mailDir, parsed.data.email, Date.now(), await deps.content())
    await audit(
      c,
      'exported personal data (KVKK request)',
      `${data.submissions.length} submission(s), ${data.bookings.length} booking(s), ${data.mailFiles.length} file(s)`,
    )
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="kvkk-export-${data.exportedAt.slice(0, 10)}.json"`,
    })
  })

  app.post('/api/kvkk/erase', async (c) => {
    const parsed = erasureRequestSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    const counts = await eraseByEmail(store, mailDir, parsed.data.email, actor(c))
    // A future booking is left cancelled and blank for the calendar sync to remove its event: wake it now, as a
    // cancellation does, so the visitor's name leaves the firm's calendar at once rather than with the next pass.
    if (counts.bookings > 0) deps.bookings.changed()
    // The page shows the new erasure record at once, without another search.
    return c.json({ ok: true, ...counts, erasures: await store.audit.listErasures(100) })
  })

  pageRoute('/audit', async (c) => render(c, { page: 'audit', entries: await store.audit.list(200) }))

  // ----- Translations: every page by language; accounts allowed to approve review them side by side -----
  pageRoute('/translations', async (c) =>
    render(c, {
      page: 'translations',
      units: await deps.translations.units(),
      posts: await store.translations.listPostTranslations(),
      mayApprove: await mayApprove(c),
    }),
  )
  pageRoute('/translations/:locale{[a-z]{2,3}}/*', async (c) => {
    const locale = c.req.param('locale')
    const rest = c.req.path.replace(/^\/admin(\/api\/pages)?\/translations\/[a-z]{2,3}/, '') || '/'
    const item = rest === `/${INTERFACE_ITEM}` ? INTERFACE_ITEM : rest
    const unit = (await deps.translations.units()).find((u) => u.item === item && u.locale === locale)
    if (!unit) return render(c, { page: 'not-found' }, 404)
    const comparison = await deps.translations.compare(unit.item, unit.locale as Locale)
    return render(c, { page: 'translation', unit, comparison, mayApprove: await mayApprove(c) })
  })
  app.post('/api/translations/decide', async (c) => {
    const parsed = translationDecisionSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ ok: false, error: 'Send item, locale and action (approve, send-back or in-review).' }, 400)
    const { user } = c.get('session')!
    try {
      const unit = await deps.translations.decide(parsed.data, { id: user.id, email: user.email })
      return c.json({ ok: true, unit })
    } catch (error) {
      if (error instanceof ReviewError) return c.json({ ok: false, error: error.message }, error.status)
      throw error
    }
  })

  // ----- Accounts: owners only (access.ts) -----
  pageRoute('/accounts', async (c) =>
    render(c, {
      page: 'accounts',
      accounts: (await store.accounts.listAccounts()).map((a) => ({
        id: a.id,
        email: a.email,
        role: a.role,
        createdAt: a.createdAt,
        state: a.disabledAt ? 'disabled' : a.setUp && !a.setupPending ? 'active' : 'set-up pending',
        mayApproveTranslations: a.mayApproveTranslations,
        clientData: a.role === 'owner' || a.clientData,
      })),
      signInLocks: await listSignInLocks(store),
    }),
  )

  /**
   * A new set-up link goes to the account's holder only, never to the owner's browser: whoever completes it signs in
   * as that account. The answer says where it went: sent by the mail server, or (no SMTP_URL) written as an .eml
   * file to the mail folder on the server, where whoever runs the server reads mail.
   */
  const setupLinkAnswer = async (c: Context<Vars>, kind: 'setup' | 'account-reset', issued: IssuedSetupLink) => {
    const { token, user, approverWithdrawn } = issued
    await mailAccountLink(kind, user.email, `${deps.siteUrl}/admin/setup/${token}`, `${SETUP_LINK_HOURS} hours`)
    return c.json({ ok: true, email: user.email, delivery: outbox.delivery, approverWithdrawn })
  }

  app.post('/api/accounts', async (c) => {
    const parsed = accountFormSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    try {
      const issued = await issueSetupLink(store, parsed.data.email, { create: true, role: parsed.data.role, actor: actor(c) })
      return await setupLinkAnswer(c, 'setup', issued)
    } catch (error) {
      if (error instanceof AccountError) return c.json({ ok: false, error: `An account for ${parsed.data.email} exists already.` }, 409)
      throw error
    }
  })

  const accountId = (c: Context) => Number(c.req.param('id'))
  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(`/api/accounts/:id{[0-9]+}/${action}`, async (c) => {
      try {
        await setAccountEnabled(store, c.get('session')!.user, accountId(c), enabled)
        return c.json({ ok: true })
      } catch (error) {
        if (error instanceof AccountError) return c.json({ ok: false, error: error.message }, 409)
        throw error
      }
    })
  }

  app.post('/api/accounts/:id{[0-9]+}/role', async (c) => {
    const parsed = accountRoleSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
    try {
      await setAccountRole(store, c.get('session')!.user, accountId(c), parsed.data.role)
      return c.json({ ok: true })
    } catch (error) {
      if (error instanceof AccountError) return c.json({ ok: false, error: error.message }, 409)
      throw error
    }
  })

  // The two rights an owner grants or withdraws per account: client data, and approving translations.
  for (const [right, schema, set] of [
    ['client-data', clientDataSchema, setClientData],
    ['approver', approverSchema, setApprover],
  ] as const) {
    app.post(`/api/accounts/:id{[0-9]+}/${right}`, async (c) => {
      const parsed = schema.safeParse(await c.req.json().catch(() => null))
      if (!parsed.success) return c.json({ ok: false, error: parsed.error.issues[0].message }, 400)
      try {
        await set(store, c.get('session')!.user, accountId(c), parsed.data.allowed)
        return c.json({ ok: true })
      } catch (error) {
        if (error instanceof AccountError) return c.json({ ok: false, error: error.message }, 409)
        throw error
      }
    })
  }

  app.post('/api/accounts/:id{[0-9]+}/reset', async (c) => {
    const target = await store.accounts.findAccountById(accountId(c))
    if (!target) return c.json({ ok: false, error: 'This account no longer exists.' }, 404)
    try {
      const issued = await issueSetupLink(store, target.email, { create: false, actor: actor(c) })
      return await setupLinkAnswer(c, 'account-reset', issued)
    } catch (error) {
      if (error instanceof AccountError) return c.json({ ok: false, error: error.message }, 409)
      throw error
    }
  })

  // An owner lifts a sign-in lock (an office address locked by someone's failed tries); audited.
  app.post('/api/accounts/sign-in-locks/lift', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { key?: unknown } | null
    if (typeof body?.key !== 'string' || body.key.length > 500) return c.json({ ok: false, error: 'Send { key }.' }, 400)
    if (!(await liftSignInLock(store, c.get('session')!.user, body.key)))
      return c.json({ ok: false, error: 'This lock has ended already.', signInLocks: await listSignInLocks(store) }, 404)
    return c.json({ ok: true, signInLocks: await listSignInLocks(store) })
  })

  // ----- The site's content (ADR 36): every role reads it; each part's right is checked in content.ts -----
  app.route('/api/content', contentRoutes(store))
  app.route('/api/content', contentCreateRoutes(store))
  // The real page of a document with its drafts, for any signed-in account that may translate (every role).
  app.route('/preview', previewRoutes({ store, ...deps.preview }))
  app.route('/api/content', contentPublishRoutes({ store, knownPages: deps.knownPages }))
  app.route('/api/content', contentReviewRoutes({ store, knownPages: deps.knownPages }))

  // ----- The media library (ADR 36, 3.3) -----
  pageRoute('/media', async (c) => render(c, { page: 'media', media: await mediaLibrary(store) }))
  app.route('/api/media', mediaLibraryRoutes({ store, media: deps.media, log: deps.log }))
  // The site editor's pages: the frame is rendered here, the browser reads the documents from the content API.
  pageRoute('/content', (c) => render(c, { page: 'content' }))
  pageRoute('/content/*', (c) => render(c, { page: 'content' }))

  app.all('/api/*', (c) => c.json({ ok: false, error: 'Not found' }, 404))
  app.get('*', (c) => render(c, { page: 'not-found' }, 404))
  return app
}
