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

  it('answers 503 once the outage is as old as the wait, then at once while one call probes', async () => {
    const wait = new OutageWait(300)
    const down = async () => {
      throw refused()
    }
    const first = Date.now()
    await expect(wait.run(down, 'always')).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(Date.now() - first).toBeGreaterThanOrEqual(250)
    // Past the wait: the probe tries once; a call made while it is in flight is answered without trying.
    let release: () => void = () => {}
    const probe = wait.run(
      () =>
        new Promise((_, reject) => {
          release = () => reject(refused())
        }),
      'always',
    )
    let triedMeanwhile = false
    const meanwhile = Date.now()
    await expect(
      wait.run(async () => {
        triedMeanwhile = true
      }, 'always'),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(triedMeanwhile).toBe(false)
    expect(Date.now() - meanwhile).toBeLessThan(50)
    release()
    await expect(probe).rejects.toBeInstanceOf(DatabaseUnavailableError)
    // The database is back: the next call is the probe, succeeds and ends the outage.
    expect(await wait.run(async () => 'ok', 'always')).toBe('ok')
  })
})
