import type { Sql } from 'postgres'

/**
 * Waiting out a short PostgreSQL outage (a restart, a failover, a dropped connection) instead of answering 503, for a
 * bounded time: DATABASE_WAIT_MS (docs/decisions/0032-postgresql-engine.md, "Outages"). SQLite's counterpart is the
 * busy wait of server/db/retry.ts.
 *
 * What is repeated after a lost connection is decided per Store method (server/db/postgres/repeat-policy.ts), by
 * what the failure proves:
 * - `always`: reads, and writes whose repeat changes nothing more (an upsert, a delete without a count);
 * - `if-not-committed`: one transaction, repeated when it failed before its COMMIT was sent (the server rolls an
 *   unfinished transaction back when the connection ends); a failure during the COMMIT itself may hide a commit, so
 *   that one is answered 503, never repeated;
 * - `if-not-sent`: one write statement, repeated only when the connection could not even be made.
 */

/** Raised while a connection was being made: the statement that asked for it was never sent. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'CONNECT_TIMEOUT', '57P03'])

/**
 * The connection broke under a statement: it may or may not have been carried out. 57P01 is "terminating connection
 * due to administrator command" (a fast shutdown or restart), 57P02 a crash of another backend, 08xxx the
 * connection exceptions. CONNECTION_DESTROYED and CONNECTION_ENDED are this process closing its own pool: not waited.
 */
const LOST = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'CONNECTION_CLOSED', '57P01', '57P02', '08000', '08003', '08006'])

const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

/** The connection could not be made: nothing was sent. */
export const isNotConnected = (error: unknown): boolean => NOT_CONNECTED.has(codeOf(error) ?? '')

/** The database is out of reach (for now): worth waiting for. */
export const isConnectionError = (error: unknown): boolean => isNotConnected(error) || LOST.has(codeOf(error) ?? '')

const NOT_COMMITTED = Symbol('transaction not committed')

/** A transaction failed before its COMMIT was sent, so none of it can have been kept. */
export const notCommitted = (error: unknown): boolean =>
  isNotConnected(error) || (typeof error === 'object' && error !== null && NOT_COMMITTED in error)

/**
 * Makes every `sql.begin` of this pool mark an error thrown before the COMMIT was sent (during BEGIN or the work), so
 * the wait knows the transaction did not commit. postgres.js sends COMMIT once the work's promise resolves.
 */
export function markUncommitted(sql: Sql): void {
  const begin = sql.begin.bind(sql) as (...args: unknown[]) => Promise<unknown>
  const marked = (...args: unknown[]) => {
    const work = args.pop() as (q: unknown) => unknown
    let committing = false
    return begin(...args, async (q: unknown) => {
      const pending = work(q)
      const result: unknown = await (Array.isArray(pending) ? Promise.all(pending) : pending)
      committing = true
      return result
    }).catch((error: unknown) => {
      if (!committing && typeof error === 'object' && error !== null) Object.defineProperty(error, NOT_COMMITTED, { value: true })
      throw error
    })
  }
  Object.assign(sql, { begin: marked })
}

export type Repeat = 'always' | 'if-not-committed' | 'if-not-sent'

/** The database stayed out of reach for the whole wait (or longer: then at once). Answered 503. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE'
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
  }
}

/** Pauses between tries: short at first (a restart takes a fraction of a second), then every quarter second. */
const PAUSES_MS = [20, 50, 100, 200]
const MAX_PAUSE_MS = 250
/** Past the wait, how long a call may try (the probe) or wait for the probe's result before it is answered 503. */
const PROBE_MS = 1000
/** What an attempt made during a known outage may take beyond the wait (a connection made at its last moment). */
const GRACE_MS = 500

/**
 * One per pool. An outage starts at the first lost connection and ends at the first statement that succeeds. While
 * it lasts less than `waitMs`, a failed call is tried again, when its policy allows, until the outage is `waitMs`
 * old: every caller waiting on one outage is answered by then, however late it came (the wait is the outage's, not
 * each request's). Once the outage is older, the breaker is open: one call at a time tries the database (the probe),
 * the others wait for its result, each for a second at most, so a long outage costs visitors a second, not `waitMs`
 * each, and the database is sent one connection attempt at a time, not one per waiting request, when it returns.
 */
export class OutageWait {
  private outageSince: number | null = null
  /** Settles when the probe in flight has tried once (null: none in flight). */
  private probing: Promise<void> | null = null
  readonly waitMs: number
  private readonly log: (line: string) => void

  constructor(waitMs: number, log: (line: string) => void = () => {}) {
    this.waitMs = waitMs
    this.log = log
  }

  /** Runs `attempt` (one Store method call), trying it again after a lost connection as `repeat` allows. */
  async run<T>(attempt: () => Promise<T>, repeat: Repeat): Promise<T> {
    // Past the wait, a call has PROBE_MS: a database that is just back may still refuse or end a first session.
    let probeUntil = 0
    // A call that waited through the outage is answered when the wait ends; a call that comes later may probe.
    let waited = false
    for (let tries = 0; ; tries++) {
      const since = this.outageSince
      const probe = since !== null && Date.now() - since >= this.waitMs
      if (probe && waited) throw new DatabaseUnavailableError(`PostgreSQL out of reach for ${Date.now() - since} ms`)
      // The probe gives the turn back as soon as its try has settled, before it pauses: a call that waited on it then
      // tries next, and the one that failed waits its pause like any other (it used to keep the turn through its
      // pause and take it again, so a waiting call was answered only at its deadline, and 503 when that came first).
      let giveBack = () => {}
      if (probe) {
        probeUntil ||= Date.now() + PROBE_MS
        // A call whose second is over is answered, whether the turn is taken or free: it does not try once more.
        const left = probeUntil - Date.now()
        if (left <= 0) throw new DatabaseUnavailableError(`PostgreSQL has been out of reach for ${Date.now() - since} ms`)
        if (this.probing) {
          // Another call is trying the database: its result, not a try of this one's, decides (then look again).
          await Promise.race([this.probing, new Promise((resolve) => setTimeout(resolve, left))])
          continue
        }
        const turn = new Promise<void>((resolve) => {
          giveBack = () => {
            if (this.probing === turn) this.probing = null
            giveBack = () => {}
            resolve()
          }
        })
        this.probing = turn
      }
      try {
        const pending = attempt()
        // During a known outage an attempt can hang on a connection that is never made (a host that answers
        // nothing): its caller is answered when the wait ends, and the attempt is left to fail on its own.
        const result = since === null ? await pending : await this.within(pending, probe ? probeUntil : since + this.waitMs + GRACE_MS)
        if (this.outageSince !== null) {
          this.log(`database: PostgreSQL answers again after ${Date.now() - this.outageSince} ms`)
          this.outageSince = null
        }
        return result
      } catch (error) {
        giveBack()
        if (error instanceof DatabaseUnavailableError || !isConnectionError(error)) throw error
        if (this.outageSince === null) {
          this.outageSince = Date.now()
          this.log(`database: PostgreSQL out of reach (${(error as Error).message}); waiting up to ${this.waitMs} ms`)
        }
        const repeatable = repeat === 'always' || (repeat === 'if-not-committed' ? notCommitted(error) : isNotConnected(error))
        if (!repeatable) throw error
        const left = (probe ? probeUntil : this.outageSince + this.waitMs) - Date.now()
        if (left <= 0) {
          throw new DatabaseUnavailableError(
            `PostgreSQL out of reach for ${Date.now() - this.outageSince} ms: ${(error as Error).message}`,
            error,
          )
        }
        waited ||= !probe
        const pause = (PAUSES_MS[tries] ?? MAX_PAUSE_MS) * (0.75 + Math.random() / 2)
        await new Promise((resolve) => setTimeout(resolve, Math.min(left, pause)))
      } finally {
        giveBack()
      }
    }
  }

  private within<T>(pending: Promise<T>, deadline: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailableError(`PostgreSQL did not answer within the wait of ${this.waitMs} ms`)),
        Math.max(0, deadline - Date.now()),
      )
    })
    // Left behind, the attempt still settles; its failure is nobody's to report.
    pending.catch(() => {})
    return Promise.race([pending, late]).finally(() => clearTimeout(timer))
  }
}

/** A Store method of `R`: its arguments, and a Promise it returns. */
type AsyncMethods<R> = {
  [K in keyof R as R[K] extends (...args: never[]) => Promise<unknown> ? K : never]-?: R[K] extends (...args: infer A) => Promise<unknown>
    ? Repeat | ((...args: A) => Repeat)
    : never
}

/** Every asynchronous method of a repository with what may be repeated after a lost connection. */
export type RepeatPolicy<R> = AsyncMethods<R>

/** `repo` with each of its methods run through `wait` under its policy; everything else as it was. */
export function waitingFor<R extends object>(repo: R, policy: RepeatPolicy<R>, wait: OutageWait): R {
  const policies = policy as Record<PropertyKey, Repeat | ((...args: unknown[]) => Repeat)>
  return new Proxy(repo, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver)
      const rule = policies[name]
      if (typeof value !== 'function' || rule === undefined) return value
      return (...args: unknown[]) =>
        wait.run(
          () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
          typeof rule === 'function' ? rule(...args) : rule,
        )
    },
  })
}
