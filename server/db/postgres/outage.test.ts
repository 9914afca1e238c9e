import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError, OutageWait } from './outage.ts'

/**
 * The wait's rules alone, with the errors postgres.js throws. On a real cluster: server/database-outage.test.ts (a
 * transaction whose session PostgreSQL ends is repeated there; here it would also hit postgres.js's write to the
 * closed socket, porsager/postgres#1208, which the server absorbs in server/uncaught.ts and Vitest reports).
 */

/** What a connection that could not be made throws (postgres.js passes Node's socket error on). */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
/** What a statement in flight on a connection the server closed throws. */
const closed = () => Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' })

describe('the wait for a PostgreSQL out of reach', () => {
  it('tries a call again until the database answers, within the wait', async () => {
    const wait = new OutageWait(2000)
    let tries = 0
    const answer = await wait.run(async () => {
      tries += 1
      if (tries < 4) throw refused()
      return 'stored'
    }, 'if-not-sent')
    expect(answer).toBe('stored')
    expect(tries).toBe(4)
  })

  it('does not repeat a write whose statement may have been carried out', async () => {
    const wait = new OutageWait(2000)
    let tries = 0
    const attempt = async () => {
      tries += 1
      throw closed()
    }
    await expect(wait.run(attempt, 'if-not-sent')).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' })
    await expect(wait.run(attempt, 'if-not-committed')).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' })
    expect(tries).toBe(2)
  })

  it('answers 503 once the outage is as old as the wait; then calls wait for one probe, a second at most', async () => {
    const wait = new OutageWait(300)
    const down = async () => {
      throw refused()
    }
    const first = Date.now()
    await expect(wait.run(down, 'always')).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(Date.now() - first).toBeGreaterThanOrEqual(250)
    // Past the wait: a call tries for a second at most while the database stays away.
    const second = Date.now()
    await expect(wait.run(down, 'always')).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(Date.now() - second).toBeLessThan(1500)
    // One call probes; another made meanwhile does not try while the probe is in flight, and goes on once it ends.
    let release: () => void = () => {}
    const probe = wait.run(
      () =>
        new Promise((_, reject) => {
          release = () => reject(refused())
        }),
      'always',
    )
    let triedMeanwhile = false
    const meanwhile = wait.run(async () => {
      triedMeanwhile = true
      return 'stored'
    }, 'always')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(triedMeanwhile).toBe(false)
    release()
    expect(await meanwhile).toBe('stored')
    probe.catch(() => {})
  })
})
