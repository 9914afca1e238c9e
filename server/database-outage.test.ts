import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chmodSync, rmSync } from 'node:fs'
import postgres from 'postgres'
import { apiPaths } from '../src/config/api.ts'
import { validContact, tempDir } from './test/harness.ts'
import { postgresMissing, startPostgres, type RunningPostgres } from './test/postgres.ts'
import { startServerProcess, type ServerProcess } from './test/server-process.ts'

/**
 * Short PostgreSQL outages under form posts (issue 35, point 3), through a real server process on a cluster of this
 * file's own (the run's shared cluster cannot be restarted under the other files). A visitor posting while
 * PostgreSQL restarts is answered as if nothing happened; during a longer stop every post is answered, 200 once the
 * database is back or 503, within DATABASE_WAIT_MS and a margin, never hanging. The figures printed here are the
 * ones in docs/benchmarks/database-outage.md.
 */
const missing = postgresMissing()

/** The server's default wait (server/env.ts). */
const WAIT_MS = 5000
/** What a post may take beyond the wait: the last attempt's grace, the HTTP round trip, a busy shared machine. */
const MARGIN_MS = 1500

interface Answer {
  n: number
  status: number
  ms: number
  startedAt: number
  message: string
  keyed: boolean
}

describe.skipIf(missing)('form posts while PostgreSQL is away', () => {
  let pg: RunningPostgres
  let server: ServerProcess
  let sql: ReturnType<typeof postgres>
  let run = 0
  let dir = ''

  beforeAll(async () => {
    dir = tempDir('law-site-outage-')
    // As root, the cluster's files belong to the postgres user, who must be able to pass through this folder.
    chmodSync(dir, 0o711)
    pg = await startPostgres(`${dir}/cluster`)
    server = await startServerProcess(
      { DATABASE_URL: pg.url, SHUTDOWN_DRAIN_MS: '0', RATE_LIMIT_PER_HOUR: '10000', FORM_MIN_FILL_MS: '0' },
      { readyTimeoutMs: 60_000 },
    )
    sql = postgres(pg.url, { max: 1, onnotice: () => {} })
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await sql?.end({ timeout: 1 })
    await pg?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /**
   * Posts one contact form after another until `until()` says stop, each with its own text and an Idempotency-Key
   * (as the site's own form sends it); with `someWithoutKey`, every other one without (as other API callers may:
   * such a post whose connection is lost during its COMMIT is answered 503, not repeated, as it might be stored twice).
   */
  async function postWhile(until: () => boolean, someWithoutKey = false): Promise<Answer[]> {
    run += 1
    const answers: Answer[] = []
    for (let n = 0; !until(); n++) {
      const message = `${validContact.message} (outage run ${run}, post ${n})`
      const keyed = !someWithoutKey || n % 2 === 0
      const startedAt = Date.now()
      const response = await fetch(`${server.base}${apiPaths.contactUs}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(keyed ? { 'Idempotency-Key': `outage-${run}-${n}-${startedAt}` } : {}) },
        body: JSON.stringify({ ...validContact, message }),
      })
      await response.arrayBuffer()
      answers.push({ n, status: response.status, ms: Date.now() - startedAt, startedAt, message, keyed })
    }
    return answers
  }

  /** How many times each acknowledged post's text is stored. */
  async function storedCounts(answers: Answer[]): Promise<Map<string, number>> {
    const rows = await sql<{ message: string; n: number }[]>`
      SELECT message, count(*)::int AS n FROM submissions WHERE message = ANY(${answers.map((a) => a.message)}) GROUP BY message`
    return new Map(rows.map((r) => [r.message, r.n]))
  }

  /** The server's lines about the database and failed posts since the last call (what an operator reads). */
  let linesSeen = 0
  function serverLines(): string {
    const lines = server.output().split('\n')
    const fresh = lines.slice(linesSeen).filter((l) => /database:|could not/.test(l))
    linesSeen = lines.length
    return fresh.join('\n')
  }

  function figures(answers: Answer[]) {
    const failed = answers.filter((a) => a.status !== 200)
    return {
      posts: answers.length,
      ok: answers.length - failed.length,
      unavailable: answers.filter((a) => a.status === 503).length,
      other: failed.filter((a) => a.status !== 503).map((a) => a.status),
      maxMs: Math.max(...answers.map((a) => a.ms)),
    }
  }

  it('answers every post during a PostgreSQL restart, and stores each once', async () => {
    const started = Date.now()
    let restartMs = 0
    const restarted = (async () => {
      await new Promise((r) => setTimeout(r, 1000))
      const at = Date.now()
      await pg.restart()
      restartMs = Date.now() - at
    })()
    let done = false
    void restarted.then(() => setTimeout(() => (done = true), 1500))
    const answers = await postWhile(() => done || Date.now() - started > 30_000)
    await restarted
    const f = figures(answers)
    console.log(serverLines())
    console.log(
      `PostgreSQL restart (pg_ctl restart -m fast, ${restartMs} ms) under sequential JSON posts: ${f.posts} posts, ${f.ok} answered 200, ` +
        `${f.unavailable} answered 503, slowest ${f.maxMs} ms`,
    )
    expect(answers.filter((a) => a.status !== 200).map((a) => `post ${a.n}: ${a.status} after ${a.ms} ms`)).toEqual([])
    const counts = await storedCounts(answers)
    expect(answers.filter((a) => counts.get(a.message) !== 1).map((a) => `post ${a.n} stored ${counts.get(a.message) ?? 0} times`)).toEqual(
      [],
    )
  }, 60_000)

  /**
   * Stops PostgreSQL one second into the posting, starts it again `stopMs` after, and posts until three posts were
   * sent after it was back (a post hanging on a stale reconnection delay delays them).
   */
  async function postAcrossStop(stopMs: number, someWithoutKey = false): Promise<{ answers: Answer[]; stoppedAt: number; backAt: number }> {
    const started = Date.now()
    let stoppedAt = 0
    let backAt = 0
    const outage = (async () => {
      await new Promise((r) => setTimeout(r, 1000))
      stoppedAt = Date.now()
      await pg.stop()
      await new Promise((r) => setTimeout(r, stopMs - (Date.now() - stoppedAt)))
      await pg.start()
      backAt = Date.now()
    })()
    let sentAfterBack = 0
    const answers = await postWhile(() => (backAt > 0 && (sentAfterBack += 1) > 3) || Date.now() - started > 60_000, someWithoutKey)
    await outage
    return { answers, stoppedAt, backAt }
  }

  it('stores every post during a 3 s stop, shorter than the wait', async () => {
    const { answers, stoppedAt, backAt } = await postAcrossStop(3000)
    const f = figures(answers)
    console.log(serverLines())
    console.log(
      `PostgreSQL stopped for ${backAt - stoppedAt} ms (DATABASE_WAIT_MS=${WAIT_MS}) under sequential JSON posts: ${f.posts} posts, ` +
        `${f.ok} answered 200, ${f.unavailable} answered 503, slowest ${f.maxMs} ms`,
    )
    expect(answers.filter((a) => a.status !== 200).map((a) => `post ${a.n}: ${a.status} after ${a.ms} ms`)).toEqual([])
    const counts = await storedCounts(answers)
    expect(answers.filter((a) => counts.get(a.message) !== 1).map((a) => `post ${a.n} stored ${counts.get(a.message) ?? 0} times`)).toEqual(
      [],
    )
  }, 60_000)

  // 5 s: about the wait; 8 s: well past it, where posts are answered 503 within the second a call waits for the probe.
  it.each([5, 8])(
    'answers every post within the wait during a %i s stop: 200 once PostgreSQL is back, else 503',
    async (seconds) => {
      const { answers, stoppedAt, backAt } = await postAcrossStop(seconds * 1000, true)
      const f = figures(answers)
      console.log(serverLines())
      const afterBack = answers.filter((a) => a.startedAt >= backAt)
      console.log(
        `PostgreSQL stopped for ${backAt - stoppedAt} ms (DATABASE_WAIT_MS=${WAIT_MS}) under sequential JSON posts: ${f.posts} posts, ` +
          `${f.ok} answered 200, ${f.unavailable} answered 503, slowest ${f.maxMs} ms; ` +
          `latencies during the outage: ${answers
            .filter((a) => a.startedAt + a.ms >= stoppedAt && a.startedAt <= backAt)
            .map((a) => `${a.status} ${a.ms} ms`)
            .join(', ')}`,
      )
      // Answered, one way or the other, never hanging past the wait.
      expect(f.other).toEqual([])
      expect(answers.filter((a) => a.ms > WAIT_MS + MARGIN_MS).map((a) => `post ${a.n}: ${a.status} after ${a.ms} ms`)).toEqual([])
      const counts = await storedCounts(answers)
      // Nobody waits on a database that is back: every post is answered by then (or, sent later, at once), and posts
      // are stored again (no reconnection delay left over from the outage).
      const lateAfterBack = answers.filter((a) => a.startedAt + a.ms > Math.max(a.startedAt, backAt) + MARGIN_MS)
      expect(lateAfterBack.map((a) => `post ${a.n}: ${a.status} ${a.startedAt + a.ms - backAt} ms after PostgreSQL was back`)).toEqual([])
      expect(afterBack.length).toBeGreaterThan(0)
      expect(afterBack.filter((a) => a.status !== 200).map((a) => `post ${a.n}: ${a.status} after ${a.ms} ms`)).toEqual([])
      // A post answered 503 whose connection was lost during its COMMIT may still have been stored: said, not asserted.
      const refusedButStored = answers.filter((a) => a.status === 503 && counts.get(a.message))
      console.log(
        `posts answered 503 but stored (a COMMIT whose answer was lost): ${refusedButStored.map((a) => `post ${a.n}${a.keyed ? ' (keyed)' : ''}`).join(', ') || 'none'}`,
      )
      // What was acknowledged is stored once.
      expect(
        answers
          .filter((a) => a.status === 200 && counts.get(a.message) !== 1)
          .map((a) => `post ${a.n} stored ${counts.get(a.message) ?? 0} times`),
      ).toEqual([])
    },
    90_000,
  )
})
