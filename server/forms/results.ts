import { createHash, randomBytes } from 'node:crypto'
import type { ServerFormResult } from '../../src/lib/form-fields.ts'
import type { Store } from '../db/store.ts'

/** Long enough for a slow connection to follow the 303; the typed text is not kept a minute longer than that. */
export const FORM_RESULT_TTL_MS = 5 * 60_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * The answers to forms posted without JavaScript, between the post's 303 and the page it redirects to (ADR 20).
 * Kept in the Store (`store.formResults`), so the page may be served by another instance behind the load balancer,
 * by an unguessable one-time token (144 random bits): the kept values (a visitor's message) never go into a URL
 * or a cookie, and the prerendered page stays one cached file for everyone else. Each result lives a few minutes
 * and is deleted when shown; every new one deletes the expired. A flood of posts is bounded by the connection's
 * hourly allowance before a result is kept (server/forms/routes.ts).
 */
export class FormResults<R extends object = ServerFormResult> {
  private readonly store: Store
  private readonly ttlMs: number

  constructor(store: Store, { ttlMs = FORM_RESULT_TTL_MS }: { ttlMs?: number } = {}) {
    this.store = store
    this.ttlMs = ttlMs
  }

  /** Keeps a result for the page at `path`; the token goes into the redirect's query. */
  async put(result: R, path: string, now = Date.now()): Promise<string> {
    const token = randomBytes(18).toString('base64url')
    const expiresAt = new Date(now + this.ttlMs).toISOString()
    await this.store.formResults.put(hashToken(token), { path, result, expiresAt }, new Date(now).toISOString())
    return token
  }

  /** The result once: a refresh or a shared link shows the page without it (and without the visitor's text). */
  async take(token: string, path: string, now = Date.now()): Promise<R | null> {
    // A token of another shape was never issued: no database round trip for made-up query strings.
    if (!/^[A-Za-z0-9_-]{24}$/.test(token)) return null
    // Only put() above writes these documents (for this path), so what comes back is an R.
    return (await this.store.formResults.take(hashToken(token), path, new Date(now).toISOString())) as R | null
  }
}
