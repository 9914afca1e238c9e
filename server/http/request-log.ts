import type { Context, MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import { requestScope, type Logger } from '../log.ts'

/**
 * An incoming X-Request-Id (nginx's $request_id, a load balancer's) is kept when it is at most this long and only
 * letters, digits, `_`, `-` and `=` (Hono's check); anything else is replaced by a new UUID, so a client cannot put
 * text of its own choosing into the log or the answer.
 */
const REQUEST_ID_MAX = 64

/** Addresses whose last part is a secret (the back office's one-time set-up and reset links): logged as the route. */
const SECRET_PATHS = /^(\/admin\/(?:setup|reset))\/[^/]+$/

/** The path as logged: without the query string (c.req.path never has it) and without a secret link's token. */
export function loggedPath(path: string): string {
  return path.replace(SECRET_PATHS, '$1/:token')
}

/**
 * Every request gets an id (Hono's requestId middleware; sent back as X-Request-Id), and every line logged while it
 * runs carries it. With `enabled` (LOG_REQUESTS) one line per answered request: method, path, status, duration and
 * the client's address as resolved through TRUST_PROXY.
 */
export function requestLog({
  log,
  enabled,
  clientIp,
}: {
  log: Logger
  enabled: boolean
  clientIp: (c: Context) => string | null
}): MiddlewareHandler[] {
  const scoped: MiddlewareHandler = async (c, next) => {
    const id = c.get('requestId') as string
    const started = performance.now()
    await requestScope.run({ requestId: id }, next)
    // Again after the answer is made: requestId() set it before, which an answer built as its own Response (the
    // build's files, server/http/prepared.ts) does not carry.
    if (c.res.headers.get('X-Request-Id') !== id) c.header('X-Request-Id', id)
    if (!enabled) return
    requestScope.run({ requestId: id }, () =>
      log.info(`${c.req.method} ${loggedPath(c.req.path)} ${c.res.status}`, {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        clientIp: clientIp(c),
      }),
    )
  }
  return [requestId({ limitLength: REQUEST_ID_MAX }), scoped]
}
