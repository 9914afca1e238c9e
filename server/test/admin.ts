import sharp from 'sharp'
import { startHarness, type Harness } from './harness.ts'
import { seedContentIfEmpty } from '../content/first-run.ts'
import { issueSetupLink, findSetup } from '../admin/accounts.ts'
import { totp } from '../admin/crypto.ts'
import type { AdminPageProps } from '../../src/admin/page-data.ts'
import type { AccountRole } from '../db/store.ts'

export const ORIGIN = 'http://localhost'
export const PASSWORD = 'a long enough sample passphrase 42'

/** A browser-like client for the back office: keeps cookies and sends the page's CSRF token and Origin. */
export class AdminClient {
  readonly cookies = new Map<string, string>()
  csrf = ''
  private readonly h: Harness
  /** The client's address as the server sees it (the harness's default unless given). */
  private readonly remoteAddress: string | undefined

  constructor(h: Harness, remoteAddress?: string) {
    this.h = h
    this.remoteAddress = remoteAddress
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.h.request(path, { headers: { ...this.cookieHeader(), ...headers }, redirect: 'manual' }, this.remoteAddress)
    this.remember(res)
    return res
  }

  /** GET a page and take the CSRF token from its props. */
  async page(path: string): Promise<{ res: Response; html: string; props: AdminPageProps }> {
    const res = await this.get(path)
    const html = await res.text()
    const json = /<script type="application\/json" id="admin-props">([\s\S]*?)<\/script>/.exec(html)?.[1]
    const props = JSON.parse(json ?? 'null') as AdminPageProps
    if (props?.csrf) this.csrf = props.csrf
    return { res, html, props }
  }

  async send(
    method: string,
    path: string,
    body?: unknown,
    opts: { origin?: string | null; csrf?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...this.cookieHeader(), ...(opts.headers ?? {}) }
    const origin = opts.origin === undefined ? ORIGIN : opts.origin
    if (origin) headers.Origin = origin
    const csrf = opts.csrf === undefined ? this.csrf : opts.csrf
    if (csrf) headers['X-CSRF-Token'] = csrf
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const res = await this.h.request(path, { method, headers, body: payload, redirect: 'manual' }, this.remoteAddress)
    this.remember(res)
    return res
  }
}

export interface TestAccount {
  email: string
  password: string
  secret: string
  /** When set-up sent its code (ms): that code, once used, must be refused. Absent for accounts made otherwise. */
  setupAt?: number
}

/**
 * Creates an account as the CLI does (the first an owner, later ones editors unless `role` says) and completes its
 * set-up through the HTTP API; `clientData` grants it the client-data right as an owner would.
 */
export async function createAccount(
  h: Harness,
  email: string,
  opts: { role?: AccountRole; clientData?: boolean } = {},
): Promise<TestAccount> {
  const { token, user } = await issueSetupLink(h.store, email, { create: true, role: opts.role })
  if (opts.clientData) await h.store.accounts.setClientData(user.id, true)
  const secret = (await findSetup(h.store, token))!.totpSecret
  const client = new AdminClient(h)
  await client.page(`/admin/setup/${token}`)
  const setupAt = Date.now()
  const res = await client.send('POST', '/admin/api/setup', { token, password: PASSWORD, code: totp(secret, setupAt) })
  if (res.status !== 200) throw new Error(`set-up failed: ${res.status} ${await res.text()}`)
  return { email, password: PASSWORD, secret, setupAt }
}

/**
 * Signs in with the code of the next 30-second step: set-up (or a previous sign-in) used the current one, and a
 * code is accepted once; the server accepts one step of clock drift either side.
 */
export async function signedIn(h: Harness, account: TestAccount, opts: { again?: boolean } = {}): Promise<AdminClient> {
  // A second sign-in in the same test: forget the codes used so far (a slow machine may cross a 30-second step
  // between two sign-ins, leaving no unused code inside the window), then use the current one.
  if (opts.again) await h.store.accounts.forgetAllUsedTotpSteps()
  const step = opts.again ? 0 : 1
  const client = new AdminClient(h)
  await client.page('/admin/sign-in')
  const res = await client.send('POST', '/admin/api/sign-in', {
    email: account.email,
    password: account.password,
    code: totp(account.secret, Date.now() + step * 30_000),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  await client.page('/admin/posts')
  return client
}

/** A plain PNG of one colour, as a photograph an editor uploads (a new colour is a new file to the library). */
export const pngImage = (width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** The form an upload posts: the file as `file`, and its other fields (the media library's `alt.<locale>`). */
export function uploadForm(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, type = 'image/png'): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  return form
}

/** Alt text per language as the upload form's fields (`alt.en`, `alt.tr`, ...). */
export const altFields = (alt: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(alt).map(([locale, text]) => [`alt.${locale}`, text]))

/** The audit log's lines of one action, oldest first: who and what. */
export const auditRows = (h: Harness, action: string) =>
  h.sql.all<{ actor: string; detail: string }>('SELECT actor, detail FROM audit_log WHERE action = ? ORDER BY id', action)

/** A server with the site's content seeded and its staff: an owner, an editor and a translator, each signed in but the owner. */
export interface StaffHarness {
  h: Harness
  editor: AdminClient
  translator: AdminClient
}

/** The content tests' common start: the seeded site, an owner, and an editor and a translator signed in. */
export async function staffHarness(): Promise<StaffHarness> {
  const h = await startHarness()
  await seedContentIfEmpty(h.store)
  await createAccount(h, 'owner@firm.example')
  const editor = await signedIn(h, await createAccount(h, 'editor@firm.example', { role: 'editor' }))
  const translator = await signedIn(h, await createAccount(h, 'translator@firm.example', { role: 'translator' }), { again: true })
  return { h, editor, translator }
}
