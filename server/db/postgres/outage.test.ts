import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

  // On fake timers: the rule is about the outage's clock, and a loaded CI machine can stall real timers past it (a
  // 100 ms sleep once took over a second there and the waiting call was answered 503, as it should be after a second).
  describe('on the outage clock', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('answers 503 once the outage is as old as the wait; then calls wait for one probe, a second at most', async () => {
      const wait = new OutageWait(300)
      const down = async () => {
        throw refused()
      }
      const first = Date.now()
      const firstCall = expect(wait.run(down, 'always')).rejects.toBeInstanceOf(DatabaseUnavailableError)
      await vi.advanceTimersByTimeAsync(300)
      await firstCall
      expect(Date.now() - first).toBe(300)
      // Past the wait: a call tries for a second at most while the database stays away.
      const second = Date.now()
      const secondCall = expect(wait.run(down, 'always')).rejects.toBeInstanceOf(DatabaseUnavailableError)
      await vi.advanceTimersByTimeAsync(1000)
      await secondCall
      expect(Date.now() - second).toBeLessThanOrEqual(1000)
      // One call probes; another made meanwhile does not try while the probe is in flight, and goes on once it ends.
      let release: () => void = () => {}
      const probe = wait.run(
        () =>
          new Promise((_, reject) => {
            release = () => reject(refused())
          }),
        'always',
      )
      probe.catch(() => {})
      let triedMeanwhile = false
      const meanwhile = wait.run(async () => {
        triedMeanwhile = true
        return 'stored'
      }, 'always')
      await vi.advanceTimersByTimeAsync(100)
      expect(triedMeanwhile).toBe(false)
      release()
      await vi.advanceTimersByTimeAsync(0)
      expect(await meanwhile).toBe('stored')
    })

    it('answers a call waiting on a probe that hangs 503 after a second, without trying it', async () => {
      const wait = new OutageWait(300)
      const down = async () => {
        throw refused()
      }
      const opened = expect(wait.run(down, 'always')).rejects.toBeInstanceOf(DatabaseUnavailableError)
      await vi.advanceTimersByTimeAsync(300)
      await opened
      const hanging = wait.run(() => new Promise(() => {}), 'always')
      hanging.catch(() => {})
      let tried = false
      const waiting = wait.run(async () => {
        tried = true
        return 'stored'
      }, 'always')
      const answered = expect(waiting).rejects.toThrow(/out of reach/)
      await vi.advanceTimersByTimeAsync(999)
      expect(tried).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await answered
      expect(tried).toBe(false)
    })
  })
})
