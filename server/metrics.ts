import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Context, MiddlewareHandler } from 'hono'
import type { Store } from './db/store.ts'
import { mailHealth } from './mail/outbox.ts'
import type { Logger } from './log.ts'

/**
 * The Prometheus text endpoint (GET /metrics), made with prom-client. Each instance answers for itself: its requests,
 * its latency, its process and its PostgreSQL connections; the outbox figures are the shared database's, read at
 * scrape time, so every instance reports the same outbox (aggregate them with max(), not sum()). What each series
 * means and the suggested alerts: docs/operations.md, "Monitoring".
 *
 * Labels are bounded on purpose: a route class (ROUTE_CLASSES), never the path, which a visitor chooses (every
 * /blog/<anything> would be a new series and Prometheus's memory grows with each).
 */

const PREFIX = 'law_site_'

/** What a request is, by the start of its path: the only route label the request series have. */
export function routeClass(path: string): string {
  if (path === '/livez' || path === '/readyz' || path === '/healthz') return 'health'
  if (path === '/metrics') return 'metrics'
  if (path.startsWith('/assets/')) return 'asset'
  if (path.startsWith('/media/')) return 'media'
  if (path.startsWith('/api/email/Form/')) return 'form'
  if (path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  // Pages, their redirects and 404s, feeds, the sitemap, robots.txt, share images and the build's other files.
  return 'page'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other')

/**
 * Latency buckets in seconds: a cached page answers in about a millisecond, a rendered one in tens, a form post
 * waits for the database (up to DATABASE_WAIT_MS, 5 s, during an outage) and a guide's PDF is made in the outbox,
 * not in the request.
 */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * A scrape answers within this even when the database does not: the request and process figures still come, the
 * database ones are left out and law_site_database_up is 0.
 */
const DATABASE_READ_MS = 2000

/**
 * Node's own figures (CPU, memory, event loop delay, GC, handles), once per process: they belong to the process, not
 * to an app (tests start several apps in one process, and each collector set up again would add its own observers).
 */
let processRegistry: Registry | null = null
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export interface Metrics {
  /** Counts and times every request; mounted before the build's files, so it sees every answer. */
  middleware: MiddlewareHandler
  /** GET /metrics. */
  handler: (c: Context) => Promise<Response>
}

export function createMetrics({
  store,
  version,
  instanceId,
  log,
}: {
  store: Store
  version: string
  instanceId: string
  log: Logger
}): Metrics {
  const registry = new Registry()
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by method, route class and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from the request reaching the app to its answer being ready (its headers), by method and route class.',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  })
  // The database's figures in a registry of their own, left out of a scrape that could not read them: a stale or
  // zero figure would look current.
  const fromDatabase = new Registry()
  const gauge = (name: string, help: string, labelNames: string[] = [], registers = [registry]) =>
    new Gauge({ name: `${PREFIX}${name}`, help, labelNames, registers })
  const databaseGauge = (name: string, help: string, labelNames: string[] = []) => gauge(name, help, labelNames, [fromDatabase])
  const buildInfo = gauge('build_info', 'Always 1: the release this instance runs and the instance (its outbox lease holder).', [
    'version',
    'instance_id',
    'engine',
    'node',
  ])
  buildInfo.set({ version, instance_id: instanceId, engine: store.kind, node: process.version }, 1)
  const databaseUp = gauge('database_up', '1 when this scrape could read the database, 0 when it could not (its figures are then absent).')
  const outbox = {
    pending: databaseGauge('outbox_pending', 'Messages not sent yet (waiting or being sent), in the shared database.'),
    claimed: databaseGauge('outbox_claimed', 'Messages being sent: claimed by an instance under a lease.'),
    leaseExpired: databaseGauge(
      'outbox_claimed_past_lease',
      'Messages claimed by an instance that did not finish them within the lease (it died or hangs); the next pass of any instance claims them again.',
    ),
    failed: databaseGauge('outbox_failed', 'Messages that failed for good: they wait for `npm run mail:retry`.'),
    oldest: databaseGauge('outbox_oldest_pending_age_seconds', 'Age of the oldest message not sent yet; 0 when none waits.'),
  }
  const pool =
    store.health.pool &&
    (() => ({
      max: databaseGauge('db_pool_max', 'PostgreSQL: the most connections this process opens (its pool size).'),
      connections: databaseGauge(
        'db_pool_connections',
        "PostgreSQL: this process's open connections as pg_stat_activity shows them, by state (active: running a statement, idle: free in the pool).",
        ['state'],
      ),
    }))()
  const withDatabase = Registry.merge([processFigures(), registry, fromDatabase])
  const withoutDatabase = Registry.merge([processFigures(), registry])

  const databaseFigures = async () => {
    const [mail, connections] = await Promise.all([mailHealth(store), store.health.pool?.()])
    outbox.pending.set(mail.pending)
    outbox.claimed.set(mail.claimed)
    outbox.leaseExpired.set(mail.claimedPastLease)
    outbox.failed.set(mail.failed)
    outbox.oldest.set(mail.oldestPendingSeconds ?? 0)
    if (pool && connections) {
      pool.max.set(connections.max)
      pool.connections.set({ state: 'active' }, connections.active)
      pool.connections.set({ state: 'idle' }, connections.idle)
    }
  }

  let failing = false
  return {
    middleware: async (c, next) => {
      const started = performance.now()
      await next()
      const labels = { method: methodLabel(c.req.method), route: routeClass(c.req.path) }
      duration.observe(labels, (performance.now() - started) / 1000)
      requests.inc({ ...labels, status: c.res.status })
    },
    handler: async (c) => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_READ_MS} ms`)), DATABASE_READ_MS)
      })
      let answer = withDatabase
      try {
        await Promise.race([databaseFigures(), timeout])
        databaseUp.set(1)
        if (failing) log.info('metrics: the database answers again')
        failing = false
      } catch (error) {
        answer = withoutDatabase
        databaseUp.set(0)
        if (!failing) log.warn('metrics: could not read the database figures', { error })
        failing = true
      } finally {
        clearTimeout(timer)
      }
      return c.body(await answer.metrics(), 200, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' })
    },
  }
}
