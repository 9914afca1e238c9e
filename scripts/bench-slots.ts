/**
 * npm run bench:slots [-- --runs=2000] — how long one lawyer's slot lookup takes (server/booking/slots.ts): the
 * free slots of a 30-day window, the server's check of one start, and the next three free slots after a lost race,
 * with 1,000 confirmed bookings and 50 busy times. Pure computation, no server or database: the figure is the rules'
 * own cost, which the booking page adds to reading the bookings. Prints p50/p99 per case; asserts nothing (issue 37's
 * goal is under 50 ms p99 at 1,000 bookings; docs/benchmarks/slots.md).
 */
import os from 'node:os'
import { DEFAULT_AVAILABILITY, type Availability, type TimeRange } from '../src/lib/availability.ts'
import type { Interval } from '../src/lib/booking.ts'
import { checkSlot, freeSlots, nextFreeSlots, type SlotQuery } from '../server/booking/slots.ts'
import { formatTable } from './bench-format.ts'
import { seededRandom } from '../server/test/seeded-random.ts'

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const RUNS = Number(args.get('runs') ?? 2000)
const MINUTE = 60_000
const DAY = 86_400_000

const NOW = Date.parse('2026-11-30T06:00:00.000Z') // Monday 09:00 in Istanbul
const iso = (ms: number) => new Date(ms).toISOString()

/** `count` bookings of 15 minutes on distinct quarter hours of the firm's hours, between `fromMs` and `toMs`. */
function bookingsIn(availability: Availability, count: number, fromMs: number, toMs: number, r: () => number): Interval[] {
  // Every quarter-hour start of the period with hours (Istanbul is UTC+3 all year).
  const starts: number[] = []
  for (let day = Math.floor(fromMs / DAY) * DAY; day < toMs; day += DAY) {
    const weekday = (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[new Date(day).getUTCDay()]
    for (const range of availability.weekly[weekday] as TimeRange[]) {
      const [fh, fm] = range.from.split(':').map(Number)
      const [th, tm] = range.to.split(':').map(Number)
      for (let m = fh * 60 + fm; m + 15 <= th * 60 + tm; m += 15) {
        const start = day + (m - 180) * MINUTE
        if (start >= fromMs && start < toMs) starts.push(start)
      }
    }
  }
  const picked = new Set<number>()
  while (picked.size < Math.min(count, starts.length)) picked.add(starts[Math.floor(r() * starts.length)])
  return [...picked].map((s) => ({ start: iso(s), end: iso(s + 15 * MINUTE) }))
}

function busyIn(count: number, fromMs: number, toMs: number, r: () => number): Interval[] {
  return Array.from({ length: count }, () => {
    const start = fromMs + Math.floor((r() * (toMs - fromMs)) / (5 * MINUTE)) * 5 * MINUTE
    return { start: iso(start), end: iso(start + (15 + Math.floor(r() * 22) * 5) * MINUTE) }
  })
}

const longDay: TimeRange[] = [{ from: '07:00', to: '22:00' }]
const cases: { label: string; query: SlotQuery }[] = (() => {
  const r = seededRandom(37)
  const windowEnd = NOW + 30 * DAY
  const usual: Availability = { ...DEFAULT_AVAILABILITY, maxPerDay: null }
  // A year of bookings, most in the past: what the store holds for a busy lawyer after a year.
  const spread = [...bookingsIn(usual, 850, NOW - 335 * DAY, NOW, r), ...bookingsIn(usual, 150, NOW, windowEnd, r)]
  const dense: Availability = {
    ...DEFAULT_AVAILABILITY,
    bufferAfterMinutes: 0,
    maxPerDay: null,
    horizonDays: 31,
    weekly: {
      monday: longDay,
      tuesday: longDay,
      wednesday: longDay,
      thursday: longDay,
      friday: longDay,
      saturday: longDay,
      sunday: longDay,
    },
  }
  return [
    {
      label: 'default hours, 1,000 bookings over a year (150 in the window)',
      query: { availability: usual, kind: 'phone', bookings: spread, busy: busyIn(50, NOW, windowEnd, r), now: iso(NOW) },
    },
    {
      label: '07:00-22:00 daily, all 1,000 bookings in the window',
      query: {
        availability: dense,
        kind: 'phone',
        bookings: bookingsIn(dense, 1000, NOW, windowEnd, r),
        busy: busyIn(50, NOW, windowEnd, r),
        now: iso(NOW),
      },
    },
  ]
})()

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Wall-clock times per call, and the process's CPU time per call: on a machine shared with other work the wall-clock
 * tail is mostly waiting for a core, which the CPU figure leaves out.
 */
function measure(run: () => unknown): { first: number; p50: number; p99: number; max: number; cpu: number } {
  let t = performance.now()
  run()
  const first = performance.now() - t
  for (let i = 0; i < 50; i++) run()
  const times: number[] = []
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < RUNS; i++) {
    t = performance.now()
    run()
    times.push(performance.now() - t)
  }
  const cpu = process.cpuUsage(cpuBefore)
  times.sort((a, b) => a - b)
  return {
    first,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    cpu: (cpu.user + cpu.system) / 1000 / RUNS,
  }
}

const msText = (v: number) => `${v.toFixed(3)} ms`
const rows: (string | number)[][] = [['case', 'call', 'result', 'first', 'p50', 'p99', 'max', 'CPU/call']]
for (const { label, query } of cases) {
  const window = { from: query.now, to: iso(NOW + 30 * DAY) }
  const slots = freeSlots({ ...query, ...window })
  const middle = slots[Math.floor(slots.length / 2)].start
  const calls: [string, () => unknown, string][] = [
    ['freeSlots, 30 days', () => freeSlots({ ...query, ...window }), `${slots.length} slots`],
    ['checkSlot, one start', () => checkSlot({ ...query, start: middle }), checkSlot({ ...query, start: middle }).ok ? 'ok' : 'refused'],
    ['nextFreeSlots, 3', () => nextFreeSlots({ ...query, after: middle }, 3), '3 slots'],
  ]
  for (const [name, run, result] of calls) {
    const f = measure(run)
    rows.push([label, name, result, msText(f.first), msText(f.p50), msText(f.p99), msText(f.max), msText(f.cpu)])
  }
}

console.log(
  `npm run bench:slots: ${RUNS} runs per call after 50 warm-up runs; Node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(formatTable(rows))
