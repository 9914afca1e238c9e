import type { Context, MiddlewareHandler } from 'hono'

/**
 * Where the back office may be used from (ADR 8). The request's own Host is not trusted: a page on evil.example
 * whose name an attacker points at this server's address (DNS rebinding) is, to the browser, the same site as
 * evil.example, so its requests carry `Host: evil.example` and a matching `Origin`. Only SITE_URL's origin and the
 * origins listed in ADMIN_ORIGINS count, plus a loopback name (localhost, 127.0.0.1, [::1]) when the request came
 * to that name itself: `npm start` and the end-to-end tests on a developer's machine, or a proxy that passes its
 * upstream address as Host. No page elsewhere can make a browser send a loopback Host to this server.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null)
const hostnameOf = (host: string): string | null => (URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : null)

export interface BackOfficeAddresses {
  /** Whether the back office answers at this Host (`name` or `name:port`). */
  hostAllowed(host: string): boolean
  /** Whether a state-changing call whose Origin (or Referer's origin) is `origin`, sent to `host`, comes from the back office. */
  originAllowed(origin: string, host: string): boolean
  /** For the refusal's message: the host names it answers at. */
  readonly hostNames: string[]
}

export function backOfficeAddresses(siteUrl: string, extraOrigins: readonly string[] = []): BackOfficeAddresses {
  const origins = new Set([siteUrl, ...extraOrigins].map((url) => new URL(url).origin))
  const hostNames = [...new Set([...origins].map((origin) => new URL(origin).hostname))]
  const isLoopback = (host: string) => LOOPBACK.has(hostnameOf(host) ?? '')
  return {
    hostNames,
    hostAllowed: (host) => {
      const name = hostnameOf(host)
      return name !== null && (hostNames.includes(name) || LOOPBACK.has(name))
    },
    originAllowed: (origin, host) => {
      if (origins.has(origin)) return true
      // A loopback origin only for a request sent to that same loopback name and port (not another local site's).
      return isLoopback(host) && URL.canParse(origin) && new URL(origin).host === host.toLowerCase()
    },
  }
}

/** The Host the request came to: the header the Node adapter built the URL from. */
export const requestHost = (c: Context): string => new URL(c.req.url).host

/** The Origin of a call, or its Referer's origin when a browser sent no Origin; null when neither says. */
export function callOrigin(c: Context): string | null {
  const origin = c.req.header('origin')
  if (origin !== undefined) return origin === 'null' ? null : origin
  const referer = c.req.header('referer')
  return referer ? originOf(referer) : null
}

/**
 * Refuses, with 421 Misdirected Request, every back-office request (pages, calls and files) that came to a host
 * name the back office does not answer at: the defence against DNS rebinding for reads too.
 */
export function knownHostOnly(addresses: BackOfficeAddresses): MiddlewareHandler {
  return async (c, next) => {
    if (addresses.hostAllowed(requestHost(c))) return next()
    const error = `The back office answers only at ${addresses.hostNames.join(' or ')} (SITE_URL, ADMIN_ORIGINS).`
    return c.req.path.startsWith('/admin/api/') ? c.json({ ok: false, error }, 421) : c.text(error, 421)
  }
}

/**
 * For routes that run something when read (an export, a lookup written to the audit log): Hono answers HEAD with the
 * GET handler, which would run the export and write its audit line for an answer without a body. HEAD gets 405.
 */
export const getOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'HEAD') return next()
  return c.json({ ok: false, error: 'This address answers GET only.' }, 405, { Allow: 'GET' })
}
