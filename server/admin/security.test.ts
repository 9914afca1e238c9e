import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, ORIGIN, signedIn } from '../test/admin.ts'
import { setTranslationApprover } from './accounts.ts'
import { ADMIN_ROUTE_ACCESS, routeKey, type Access } from './access.ts'
import type { Permission } from '../../src/lib/admin-permissions.ts'

/**
 * The back office's route matrix (issue 34): every route adminRoutes() registers is listed in ADMIN_ROUTE_ACCESS, and
 * each is called without a session, with a session lacking its permission, with a wrong CSRF token, from a foreign
 * Origin, and at a foreign Host with a matching Origin (DNS rebinding). A route added without a line in the table fails
 * the first test.
 */

/** Registered with app.use: run for many routes, answer none themselves (except /admin/api/*, also the API's 404). */
const MIDDLEWARE = new Set(['ALL /admin/*', 'ALL /admin/assets/*', 'ALL /admin/api/*'])

/** A concrete address for a route pattern: ids that exist nowhere (so no call changes anything), a page for `*`. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:id\{\[0-9\]\+\}/g, '99999')
    .replace(/:id\{\[A-Za-z0-9_-\]\{1,64\}\}/g, 'no-such-booking')
    .replace(/:lawyer\{\[a-z0-9-\]\{1,100\}\}/g, 'no-such-lawyer')
    .replace(/:token/g, 'not-a-real-token-0123456789')
    .replace(/:locale\{\[a-z\]\{2,3\}\}\/\*/, 'tr/faq')
    .replace(/\*$/, 'nothing-here')
}

/** The methods a route is called with: ALL stands for a read and a write. */
const methodsOf = (method: string) => (method === 'ALL' ? ['GET', 'POST'] : [method])
const changesState = (method: string) => method !== 'GET'
const isApi = (path: string) => path.startsWith('/admin/api/')

let h: Harness
const clients: Record<'owner' | 'editor' | 'editorWithClientData' | 'translator', AdminClient> = {} as never

beforeAll(async () => {
  h = await startHarness()
  const owner = await createAccount(h, 'owner@firm.example')
  const editor = await createAccount(h, 'editor@firm.example', { role: 'editor' })
  const editorWithClientData = await createAccount(h, 'office@firm.example', { role: 'editor', clientData: true })
  const translator = await createAccount(h, 'translator@firm.example', { role: 'translator' })
  // Approving is the approver right's, checked inside the handlers; the owner has it here so only the table decides.
  await setTranslationApprover(h.store, 'owner@firm.example', true)
  await setTranslationApprover(h.store, 'translator@firm.example', true)
  clients.owner = await signedIn(h, owner)
  clients.editor = await signedIn(h, editor)
  clients.editorWithClientData = await signedIn(h, editorWithClientData)
  clients.translator = await signedIn(h, translator)
})
afterAll(() => h?.close())

/** Every route the app registers under /admin, as `METHOD pattern`. */
const registered = () => [...new Set(h.app.routes.filter((r) => r.path === '/admin' || r.path.startsWith('/admin/')).map(routeKey))]

/** The signed-in account lacking `permission`, with everything else it could have. */
const lacking: Record<Permission, keyof typeof clients | null> = {
  posts: 'translator',
  content: 'translator',
  translations: null, // every role works on translations
  'client-data': 'editor',
  accounts: 'editorWithClientData',
  audit: 'editorWithClientData',
}
/** The least account that has `permission`: it must get through (any answer but 401 or 403). */
const having: Record<Permission | 'translation-text', keyof typeof clients> = {
  posts: 'editor',
  content: 'editor',
  translations: 'translator',
  'translation-text': 'editor',
  'client-data': 'editorWithClientData',
  accounts: 'owner',
  audit: 'owner',
}

const table = Object.entries(ADMIN_ROUTE_ACCESS).flatMap(([key, access]) => {
  const [method, pattern] = key.split(' ')
  return methodsOf(method).map((m) => ({ key, method: m, path: concretePath(pattern), access }))
})
const signedInRoutes = table.filter(
  (r): r is typeof r & { access: Exclude<Access, 'public' | 'pre-session'> } => r.access !== 'public' && r.access !== 'pre-session',
)

describe('the back office route table', () => {
  it('lists every route adminRoutes() registers, and nothing it does not', () => {
    const routes = registered()
    const unlisted = routes.filter((k) => !(k in ADMIN_ROUTE_ACCESS) && !MIDDLEWARE.has(k))
    expect(unlisted, 'routes without a line in ADMIN_ROUTE_ACCESS (server/admin/access.ts)').toEqual([])
    expect(
      Object.keys(ADMIN_ROUTE_ACCESS).filter((k) => !routes.includes(k)),
      'lines for routes that do not exist',
    ).toEqual([])
  })
})

describe('without a session', () => {
  it.each(signedInRoutes)('$method $path ($access): 401 for a call, 303 to sign-in for a page', async ({ method, path }) => {
    const client = new AdminClient(h)
    await client.page('/admin/sign-in')
    const res = changesState(method) ? await client.send(method, path, {}) : await client.get(path)
    if (isApi(path)) {
      expect(res.status).toBe(401)
    } else {
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/)
    }
  })

  it.each(table.filter((r) => r.access === 'public'))('$method $path is open', async ({ path }) => {
    const res = await new AdminClient(h).get(path)
    expect([200, 404]).toContain(res.status)
    // A page, or its data as JSON for the browser's router (/admin/api/pages/…).
    if (path.startsWith('/admin/api/pages/')) expect(await res.json()).toHaveProperty('page')
    else expect(await res.text()).toContain('admin-props')
  })

  it.each(table.filter((r) => r.access === 'pre-session'))(
    '$method $path needs the pre-session CSRF token and this site as Origin',
    async ({ method, path }) => {
      const client = new AdminClient(h)
      await client.page('/admin/sign-in')
      expect((await client.send(method, path, {}, { csrf: 'wrong' })).status).toBe(403)
      expect((await client.send(method, path, {}, { csrf: null })).status).toBe(403)
      expect((await client.send(method, path, {}, { origin: 'https://evil.example' })).status).toBe(403)
      // With both, the call is answered (here: 400, the body is empty).
      expect((await client.send(method, path, {})).status).toBe(400)
    },
  )
})

describe('with a session', () => {
  const denied = signedInRoutes.filter((r) => r.access !== 'signed-in' && r.access !== 'translation-text' && lacking[r.access] !== null)
  it.each(denied)('$method $path ($access): 403 for an account without it', async ({ method, path, access }) => {
    const client = clients[lacking[access as Permission]!]
    const res = changesState(method) ? await client.send(method, path, {}) : await client.get(path)
    expect(res.status).toBe(403)
    if (isApi(path)) expect(((await res.json()) as { error: string }).error).toMatch(/may not|Only an owner/)
    else expect(await res.text()).toContain('Not for your account')
  })

  const allowed = signedInRoutes.filter((r) => r.access !== 'signed-in' && r.path !== '/admin/api/sign-out')
  it.each(allowed)('$method $path ($access): answered for an account with it', async ({ method, path, access }) => {
    const client = clients[having[access as Permission | 'translation-text']]
    const res = changesState(method) ? await client.send(method, path, {}) : await client.get(path)
    expect([401, 403]).not.toContain(res.status)
  })

  it('a translator saves a translation’s text but not an English post', async () => {
    const english = await clients.owner.send('POST', '/admin/api/posts', {
      title: 'Residence permits for owners',
      slug: 'residence-permits-for-owners',
      date: '2026-01-15',
      metaTitle: '',
      metaDescription: '',
      keywords: '',
      imageUrl: '',
      imageAlt: '',
      markdown: 'Text.',
    })
    const englishId = ((await english.json()) as { post?: { id: number } }).post?.id
    expect(englishId, 'the owner made an English post').toBeTypeOf('number')
    const translated = await clients.translator.send('POST', `/admin/api/posts/${englishId}/translations`, { language: 'tr' })
    expect(translated.status).toBe(201)
    const translationId = ((await translated.json()) as { id: number }).id
    expect((await clients.translator.send('PUT', `/admin/api/posts/${englishId}`, {})).status).toBe(403)
    expect((await clients.translator.send('PUT', `/admin/api/posts/${translationId}`, {})).status).toBe(400)
    expect((await clients.translator.send('POST', `/admin/api/posts/${translationId}/publish`, {})).status).toBe(403)
    expect((await clients.translator.send('DELETE', `/admin/api/posts/${translationId}`)).status).toBe(403)
  })

  const stateChanging = signedInRoutes.filter((r) => changesState(r.method))
  it.each(stateChanging)('$method $path: 403 with a wrong or missing CSRF token', async ({ method, path }) => {
    expect((await clients.owner.send(method, path, {}, { csrf: 'wrong' })).status).toBe(403)
    expect((await clients.owner.send(method, path, {}, { csrf: null })).status).toBe(403)
  })

  // The real Host, a foreign Origin: refused whether the check compares with the request's host or with SITE_URL.
  it.each(stateChanging)('$method $path: 403 from a foreign Origin, and without Origin or Referer', async ({ method, path }) => {
    expect((await clients.owner.send(method, path, {}, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await clients.owner.send(method, path, {}, { origin: 'null' })).status).toBe(403)
    expect((await clients.owner.send(method, path, {}, { origin: null })).status).toBe(403)
    // The owner's session still works: none of these reached a handler.
    expect((await clients.owner.send('POST', '/admin/api/preview', { markdown: 'x' }, { origin: ORIGIN })).status).toBe(200)
  })
})

describe('at a host name that is not the site (DNS rebinding)', () => {
  // A page on evil.example whose name now points at this server: the browser sends Host evil.example and a matching
  // Origin, and the owner's cookies only if the attacker had them; both with and without a session, nothing answers.
  const foreign = async (method: string, path: string, session: boolean) => {
    const owner = clients.owner
    const headers: Record<string, string> = { Origin: 'http://evil.example', 'X-CSRF-Token': owner.csrf }
    if (session) headers.Cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const init: RequestInit = { method, headers, redirect: 'manual' }
    if (changesState(method)) {
      headers['Content-Type'] = 'application/json'
      init.body = '{}'
    }
    return h.app.fetch(new Request(`http://evil.example${path}`, init), { incoming: { socket: { remoteAddress: '203.0.113.7' } } })
  }
  it.each(table)('$method $path: 421 at Host evil.example, signed in or not', async ({ method, path }) => {
    expect((await foreign(method, path, true)).status).toBe(421)
    expect((await foreign(method, path, false)).status).toBe(421)
  })
})
