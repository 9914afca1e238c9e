import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { ISTANBUL_TIME_ZONE } from '../../src/lib/istanbul-time.ts'
import type { ScheduledPublish } from '../db/content.ts'
import type { Logger } from '../log.ts'
import { publishDocument, type ContentServiceDeps } from './publish.ts'

/**
 * Scheduled publications (ADR 36, 3.3 "Scheduled publish"): a worker on every instance sleeps until the earliest
 * due schedule (read again after every content change and at least every 30 s, so a schedule set on another
 * instance is seen), claims what is due with a lease (two instances never run the same one), and publishes it the
 * way the back office does, as "schedule (set by <who>)". A schedule the publish refuses becomes `failed` with the
 * reason, audited and listed in the back office: never a silent stall. Times are stored in UTC and said in
 * Istanbul time.
 */

const istanbul = new Intl.DateTimeFormat('en-GB', {
  timeZone: ISTANBUL_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** "29 November 2026 at 14:30 Istanbul time": how the back office states an instant. */
export const istanbulTime = (iso: string): string => `${istanbul.format(new Date(iso))} Istanbul time`

/**
 * Schedules set or cancelled in this process wake its workers at once (the Store announces publications, not
 * schedules); another instance's worker sees them within its 30 s re-read.
 */
const scheduleChanges = new EventEmitter()
export const scheduleChanged = (): void => void scheduleChanges.emit('changed')

export interface SchedulerOptions extends ContentServiceDeps {
  log?: Pick<Logger, 'info' | 'warn' | 'error'>
  /** This instance's name as lease holder. */
  holder?: string
  /** The longest sleep between looks at the schedule (ms). */
  maxWaitMs?: number
  /** How long a claimed schedule is held before another instance may take it over (ms). */
  leaseMs?: number
  /** Runs of a schedule that throw (a database outage) before it is marked failed. */
  maxAttempts?: number
}

export interface Scheduler {
  readonly holder: string
  /** Looks at the schedule now. */
  kick(): void
  /** Settles when the run under way (if any) is done. */
  settled(): Promise<void>
  stop(): Promise<void>
}

/** Starts the worker; stop() before the Store closes. */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { store, log = console, maxWaitMs = 30_000, leaseMs = 60_000, maxAttempts = 3 } = options
  const holder = options.holder ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const runOne = async (schedule: ScheduledPublish) => {
    const actor = `schedule (set by ${schedule.createdBy})`
    const due = istanbulTime(schedule.dueAt)
    try {
      const outcome = await publishDocument(options, schedule.documentId, schedule.parts, { actor }, new Date().toISOString())
      if (outcome.ok) {
        await store.content.completeSchedule(schedule.id, holder)
        log.info(`content: scheduled publish ${schedule.id} (due ${due}) done`, { schedule: schedule.id })
        return
      }
      const problems = 'problems' in outcome ? outcome.problems.map((p) => p.message) : []
      const reason = `Not published at ${due}: ${[outcome.error, ...problems].join(' ')}`
      await store.content.failSchedule(schedule.id, holder, reason, new Date().toISOString())
      log.warn(`content: scheduled publish ${schedule.id} failed`, { schedule: schedule.id, reason })
    } catch (error) {
      // Not the content's fault (the database): the lease runs out and it is tried again, a few times.
      log.error(`content: scheduled publish ${schedule.id} could not run`, { schedule: schedule.id, error })
      if (schedule.attempts >= maxAttempts)
        await store.content
          .failSchedule(
            schedule.id,
            holder,
            `Not published at ${due}: it could not run (${(error as Error).message}).`,
            new Date().toISOString(),
          )
          .catch(() => undefined)
    }
  }

  const sleep = async () => {
    clearTimeout(timer)
    if (stopped) return
    let wait = maxWaitMs
    try {
      const next = await store.content.nextDue()
      if (next !== null) wait = Math.min(maxWaitMs, Math.max(0, Date.parse(next) - Date.now()))
    } catch (error) {
      log.error('content: the next scheduled publish could not be read', { error })
    }
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(kick, wait)
    timer.unref()
  }

  const run = async () => {
    do {
      again = false
      try {
        const now = Date.now()
        const claimed = await store.content.claimDue({
          now: new Date(now).toISOString(),
          holder,
          leaseUntil: new Date(now + leaseMs).toISOString(),
          limit: 10,
        })
        for (const schedule of claimed) if (!stopped) await runOne(schedule)
        if (claimed.length === 10) again = true
      } catch (error) {
        log.error('content: due publications could not be claimed', { error })
      }
    } while (again && !stopped)
    await sleep()
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run().finally(() => (running = null))
  }

  const stopListening = store.content.onContentChanged(() => void (running ? undefined : sleep()))
  const onScheduleChange = () => kick()
  scheduleChanges.on('changed', onScheduleChange)
  kick()

  return {
    holder,
    kick,
    settled: async () => {
      while (running) await running
    },
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      stopListening()
      scheduleChanges.off('changed', onScheduleChange)
      while (running) await running
    },
  }
}
