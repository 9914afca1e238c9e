import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { may, PERMISSION_DENIED, type Permission } from '../../src/lib/admin-permissions.ts'
import type { Session } from './accounts.ts'

/**
 * Who may call each back-office route (ADR 8), in one table the middleware below enforces and the security test
 * (security.test.ts) compares with every route adminRoutes() registers, so a route added without a line here fails
 * that test and, if it shipped anyway, is refused to everyone.
 *
 * - `public`: a page anyone may open (sign-in, set-up and reset links).
 * - `pre-session`: a call made before signing in, checked against the pre-session CSRF cookie.
 * - `signed-in`: any account with a session.
 * - a Permission: an account whose role or rights give it (src/lib/admin-permissions.ts).
 * - `translation-text`: saving a post's text: `posts`, or `translations` when the post is a translation (a
 *   translator edits translated posts, never the English ones).
 */
export type Access = 'public' | 'pre-session' | 'signed-in' | Permission | 'translation-text'

/**
 * A page and its data as JSON at /admin/api/pages/… (what the browser's router loads when it opens the page without
 * a full page load), registered together in routes.ts and allowed to the same accounts.
 */
const page = (path: string, access: Access): Record<string, Access> => ({
  [`GET /admin${path}`]: access,
  [`GET /admin/api/pages${path}`]: access,
})

/** `METHOD path` exactly as registered under /admin (Hono's patterns), → who may call it. */
export const ADMIN_ROUTE_ACCESS: Record<string, Access> = {
  // Before signing in
  'GET /admin/sign-in': 'public',
  ...page('/setup/:token', 'public'),
  'GET /admin/forgot-password': 'public',
  ...page('/reset/:token', 'public'),
  'POST /admin/api/sign-in': 'pre-session',
  'POST /admin/api/setup': 'pre-session',
  'POST /admin/api/password-reset/request': 'pre-session',
  'POST /admin/api/password-reset': 'pre-session',
  // Any signed-in account
  'GET /admin': 'signed-in',
  'POST /admin/api/sign-out': 'signed-in',
  'ALL /admin/api/*': 'signed-in',
  'GET /admin/*': 'signed-in',
  // Posts: reading them is part of translating; writing, publishing and deleting the English ones is not
  ...page('/posts', 'translations'),
  ...page('/posts/:id{[0-9]+}', 'translations'),
  'GET /admin/api/posts': 'translations',
  'POST /admin/api/preview': 'translations',
  ...page('/posts/new', 'posts'),
  'POST /admin/api/posts': 'posts',
  'PUT /admin/api/posts/:id{[0-9]+}': 'translation-text',
  'POST /admin/api/posts/:id{[0-9]+}/publish': 'posts',
  'POST /admin/api/posts/:id{[0-9]+}/unpublish': 'posts',
  'DELETE /admin/api/posts/:id{[0-9]+}': 'posts',
  'POST /admin/api/posts/cover-image': 'posts',
  // Translations (approving also needs the approver right, checked where it is used)
  ...page('/translations', 'translations'),
  ...page('/translations/:locale{[a-z]{2,3}}/*', 'translations'),
  'POST /admin/api/translations/decide': 'translations',
  'POST /admin/api/posts/:id{[0-9]+}/translations': 'translations',
  'POST /admin/api/posts/:id{[0-9]+}/translation/approve': 'translations',
  'POST /admin/api/posts/:id{[0-9]+}/translation/send-back': 'translations',
  'POST /admin/api/posts/:id{[0-9]+}/translation/in-review': 'translations',
  'GET /admin/api/posts/export.xlf': 'translations',
  'POST /admin/api/posts/import': 'translations',
  // The site's content: a translator reads documents to translate them; who may write or restore which part (the
  // neutral and English ones: `content`) is checked per part in content.ts (partRefusal), publishing too
  // (content-publish.ts)
  ...page('/content', 'translations'),
  ...page('/content/*', 'translations'),
  'GET /admin/api/content/documents': 'translations',
  // A new team member, service, case study or testimonial: editors and owners (content-create.ts)
  'POST /admin/api/content/documents': 'content',
  'GET /admin/api/content/documents/:id{[0-9]+}': 'translations',
  'PUT /admin/api/content/documents/:id{[0-9]+}/draft': 'translations',
  'GET /admin/api/content/documents/:id{[0-9]+}/versions': 'translations',
  'POST /admin/api/content/versions/:id{[0-9]+}/restore': 'translations',
  // A document's page with its drafts (server/admin/preview.ts): translators check their words in place too
  'GET /admin/preview/:type/:key': 'translations',
  'POST /admin/api/content/documents/:id{[0-9]+}/publish': 'translations',
  'POST /admin/api/content/documents/:id{[0-9]+}/withdraw': 'translations',
  'POST /admin/api/content/documents/:id{[0-9]+}/schedule': 'translations',
  'GET /admin/api/content/documents/:id{[0-9]+}/diff': 'translations',
  'GET /admin/api/content/schedule': 'translations',
  'POST /admin/api/content/schedule/:id{[0-9]+}/cancel': 'translations',
  // Approving in one place: the approver right and the part's right are checked in content-review.ts
  'POST /admin/api/content/documents/:id{[0-9]+}/parts/:locale/approve': 'translations',
  // The media library: editors and owners; a translator reads it and writes alt text in its translations'
  // languages only (checked in media-library.ts)
  ...page('/media', 'content'),
  'GET /admin/api/media': 'translations',
  'POST /admin/api/media': 'content',
  'PATCH /admin/api/media/:id{[0-9]+}': 'translations',
  'DELETE /admin/api/media/:id{[0-9]+}': 'content',
  // Client data
  ...page('/dashboard', 'client-data'),
  ...page('/leads', 'client-data'),
  ...page('/leads/:id{[0-9]+}', 'client-data'),
  'POST /admin/api/leads/messages/:id{[0-9]+}/retry': 'client-data',
  'GET /admin/api/leads.xlsx': 'client-data',
  'GET /admin/api/leads.csv': 'client-data',
  ...page('/kvkk', 'client-data'),
  'GET /admin/api/kvkk/export': 'client-data',
  'POST /admin/api/kvkk/erase': 'client-data',
  // Bookings hold the visitor's name, e-mail, phone and topic: whoever may see leads
  ...page('/bookings', 'client-data'),
  ...page('/bookings/:id{[A-Za-z0-9_-]{1,64}}', 'client-data'),
  // Cancelling or moving one writes to the visitor (the booking service's e-mails): the same right as reading it
  'POST /admin/api/bookings/:id{[A-Za-z0-9_-]{1,64}}/cancel': 'client-data',
  'POST /admin/api/bookings/:id{[A-Za-z0-9_-]{1,64}}/move': 'client-data',
  // A lawyer's availability is the firm's setting, without personal data: whoever may edit the firm's facts
  ...page('/availability', 'content'),
  ...page('/availability/:lawyer{[a-z0-9-]{1,100}}', 'content'),
  'PUT /admin/api/availability/:lawyer{[a-z0-9-]{1,100}}': 'content',
  // Owners
  ...page('/audit', 'audit'),
  ...page('/accounts', 'accounts'),
  'POST /admin/api/accounts': 'accounts',
  'POST /admin/api/accounts/:id{[0-9]+}/disable': 'accounts',
  'POST /admin/api/accounts/:id{[0-9]+}/enable': 'accounts',
  'POST /admin/api/accounts/:id{[0-9]+}/reset': 'accounts',
  'POST /admin/api/accounts/:id{[0-9]+}/role': 'accounts',
  'POST /admin/api/accounts/:id{[0-9]+}/client-data': 'accounts',
  'POST /admin/api/accounts/:id{[0-9]+}/approver': 'accounts',
  'POST /admin/api/accounts/sign-in-locks/lift': 'accounts',
}

/** The key of a registered route in ADMIN_ROUTE_ACCESS. */
export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`

type Vars = { Variables: { session: Session | null } }

/**
 * Enforces ADMIN_ROUTE_ACCESS for the route that will answer: registered after the session check, it looks at the
 * first route matched after itself (Hono runs matched handlers in registration order). A route missing from the
 * table is refused to everyone rather than left open.
 */
export function enforceAccess(opts: {
  /** Whether post `id` is a translation (for `translation-text`). */
  isTranslation: (id: number) => Promise<boolean>
  /** The answer to a page the account may not open. */
  deniedPage: (c: Context<Vars>, message: string) => Response | Promise<Response>
}): MiddlewareHandler<Vars> {
  return async (c, next) => {
    const route = matchedRoutes(c)
      .slice(c.req.routeIndex + 1)
      .at(0)
    if (!route) return next()
    const access = ADMIN_ROUTE_ACCESS[routeKey(route)]
    const session = c.get('session')
    const deny = (message: string) =>
      c.req.path.startsWith('/admin/api/') ? c.json({ ok: false, error: message }, 403) : opts.deniedPage(c, message)
    if (access === undefined) return deny('This address is not open to any account.')
    if (access === 'public' || access === 'pre-session' || access === 'signed-in') return next()
    if (!session) return deny('Sign in first.')
    const { user } = session
    if (access === 'translation-text') {
      if (may(user, 'posts')) return next()
      // The route's own parameters are not parsed yet in a middleware; its path ends with the post's id.
      if (may(user, 'translations') && (await opts.isTranslation(Number(c.req.path.split('/').at(-1))))) return next()
      return deny(PERMISSION_DENIED.posts)
    }
    return may(user, access) ? next() : deny(PERMISSION_DENIED[access])
  }
}
