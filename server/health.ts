import { Hono, type MiddlewareHandler } from 'hono'
import type { Store } from './db/store.ts'
import { mailHealth } from './mail/outbox.ts'
import { calendarSyncStatus } from './booking/calendar-sync.ts'
import type { Logger } from './log.ts'
import { schemaNotReadyReason } from './db/migration-rule.ts'

/**
 * Three checks for three askers (the split Kubernetes and most load balancers use):
 * - `/livez`: the process answers. Touches nothing else, so a supervisor restarts only a process that hangs.
 * - `/readyz`: this instance can serve: the database answers a read and is at this code's schema version or at a
 *   newer one this code still serves (a newer release's expand migrations, ADR 34), and it
 *   is not shutting down (from SIGTERM on, for SHUTDOWN_DRAIN_MS before it stops accepting). What a load balancer
 *   checks. It ignores mail on purpose: during a mail provider's outage every instance would fail
 *   it at once and the load balancer would take the whole site out, while forms still store leads and the outbox
 *   sends them later. It reads and never writes, for the same reason: a database locked by a backup for a few
 *   seconds delays form posts (they wait and answer 503), but pages keep serving from what was read.
 * - `/healthz`: the detailed report for monitoring (a write, the outbox backlog, failed mail), with the release and
 *   the instance's id; 503 when a person should look. A warning (mail claimed by an instance past its lease: that
 *   instance died or hangs, and the next pass of a live one sends the mail) answers 200 with status "warning": the
 *   instance answering is fine, so a load balancer pointed here by mistake must not drop it, while monitoring that
 *   reads the status (or law_site_outbox_claimed_past_lease on /metrics) sees it.
 * None is cached anywhere (no-store): a cached "ok" would hide the failure it is there to show.
 */
export function healthRoutes({
  store,
  posts,
  log,
  version,
  instanceId,
  stopping = () => false,
  calendar = false,
}: {
  store: Store
  posts: () => Promise<number>
  log: Logger
  /** The release (package.json's version) and this instance's id (its outbox lease holder name), for /healthz. */
  version: string
  instanceId: string
  /** True once the process was told to stop (SIGTERM): /readyz fails so the load balancer sends no more. */
  stopping?: () => boolean
  /**
   * Whether the firm's CalDAV calendar is connected (CALDAV_URL): then /healthz reports its sync, from the Store (the
   * same on every instance, the polling one or not: its state and its conflicts are kept there).
   */
  calendar?: boolean
}): Hono {
  const app = new Hono()
  // Per route: a middleware without a path would apply to every request of the app this is mounted in.
  const noStore: MiddlewareHandler = async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  }

  app.get('/livez', noStore, (c) => c.json({ status: 'ok' }))

  // Logged when readiness changes, not on every probe (a load balancer asks every few seconds).
  let lastReason: string | null = null
  app.get('/readyz', noStore, async (c) => {
    // Stopping: out of the load balancer first, while requests already sent here are still answered.
    const reason = stopping() ? 'shutting down' : await notReadyReason(store)
    if (reason !== lastReason) {
      if (reason) log.warn(`readyz: not ready: ${reason}`, { reason })
      else log.info('readyz: ready again')
    }
    lastReason = reason
    if (reason) return c.json({ status: 'not-ready', reason }, 503)
    return c.json({ status: 'ready', schemaVersion: store.health.schemaTarget })
  })

  // Monitoring: proves a write works and reports mail that is stuck (503 when mail failed or waited an hour) or
  // claimed by an instance past its lease (200, "warning").
  const instance = { version, instance: instanceId }
  app.get('/healthz', noStore, async (c) => {
    try {
      await store.health.recordCheck(new Date().toISOString())
      const mail = await mailHealth(store)
      const warnings =
        mail.claimedPastLease > 0
          ? [
              `${mail.claimedPastLease} message(s) claimed by an instance that did not send them within its lease ` +
                `(${mail.pastLeaseHolders.join(', ')}): it died or hangs; the next outbox pass of a running instance sends them`,
            ]
          : []
      // The calendar never fails the check: bookings go on without it (ADR 37), a person should still look.
      const sync = calendar ? await calendarSyncStatus(store) : null
      if (sync?.lastError)
        warnings.push(
          `the firm's calendar: ${sync.lastError.message} (since ${sync.lastError.at}); slots use the busy times read ` +
            (sync.busyAgeSeconds === null ? 'never' : `${sync.busyAgeSeconds} s ago`),
        )
      for (const c of sync?.conflicts ?? [])
        warnings.push(
          `the firm's calendar: booking ${c.bookingId} was moved there to ${c.startsAt} but the site refused it (${c.reason}); ` +
            'the booking keeps its time: move it in the back office or move the event back',
        )
      const body = {
        status: mail.stuck ? 'mail-stuck' : warnings.length > 0 ? 'warning' : 'ok',
        ...instance,
        database: 'ok',
        posts: await posts(),
        outboxPending: mail.pending,
        mail: {
          pending: mail.pending,
          failed: mail.failed,
          oldestPendingSeconds: mail.oldestPendingSeconds,
          claimed: mail.claimed,
          claimedPastLease: mail.claimedPastLease,
        },
        ...(sync ? { calendar: sync } : {}),
        warnings,
      }
      return c.json(body, mail.stuck ? 503 : 200)
    } catch (error) {
      log.error('healthz: database write failed', { error })
      return c.json({ status: 'database-unavailable', ...instance, database: (error as Error).message }, 503)
    }
  })
  return app
}

/** Why this instance should get no traffic, or null when it may (ADR 34 for a schema newer than this code's). */
export async function notReadyReason(store: Store): Promise<string | null> {
  let state: { version: number; servedFrom: number }
  try {
    state = await store.health.schemaState()
  } catch (error) {
    return `the database cannot be read: ${(error as Error).message}`
  }
  return schemaNotReadyReason(store.health.schemaTarget, state)
}
