import { randomBytes } from 'node:crypto'
import type { ServerFormResult } from '../../src/lib/form-fields.ts'

interface Held {
  result: ServerFormResult
  /** The page the result belongs to: shown only there. */
  path: string
  expires: number
}

/**
 * The answers to forms posted without JavaScript, between the post's 303 and the page it redirects to (ADR 20).
 * Held in memory, by an unguessable one-time token: the kept values (a visitor's message) never go into a URL or a
 * cookie, and the prerendered page stays one cached file for everyone else. One process serves the site (SQLite),
 * so memory is enough; a restart in those few seconds only loses the notice, never the lead (stored before the
 * 303). Bounded by count and age, so a flood of posts cannot grow it.
 */
export class FormResults {
  private readonly held = new Map<string, Held>()
  private readonly ttlMs: number
  private readonly maxEntries: number

  constructor({ ttlMs = 10 * 60_000, maxEntries = 2_000 }: { ttlMs?: number; maxEntries?: number } = {}) {
    this.ttlMs = ttlMs
    this.maxEntries = maxEntries
  }

  /** Keeps a result for the page at `path`; the token goes into the redirect's query. */
  put(result: ServerFormResult, path: string, now = Date.now()): string {
    const token = randomBytes(18).toString('base64url')
    this.held.set(token, { result, path, expires: now + this.ttlMs })
    // Oldest first (insertion order): drop the expired ones and, past the bound, the oldest.
    for (const [key, entry] of this.held) {
      if (entry.expires > now && this.held.size <= this.maxEntries) break
      this.held.delete(key)
    }
    return token
  }

  /** The result once: a refresh or a shared link shows the page without it (and without the visitor's text). */
  take(token: string, path: string, now = Date.now()): ServerFormResult | null {
    const entry = this.held.get(token)
    if (!entry || entry.path !== path) return null
    this.held.delete(token)
    return entry.expires > now ? entry.result : null
  }

  size(): number {
    return this.held.size
  }
}
