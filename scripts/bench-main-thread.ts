/**
 * The main thread's work on a page's first load, in Chromium at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`,
 * real throttling, unlike Lighthouse's simulated one), for two or more running servers, interleaved: each round visits
 * every page on every server, the servers' order reversed every other visit. Per visit: the HTML and JavaScript
 * transferred, whether React kept the server's nodes (the page's heading, taken before any script ran, still in the
 * document) and any error it reported, when hydration committed, and the long tasks (over 50 ms) until 3 s after it.
 *
 *   npm run bench:main-thread -- --servers=before=http://127.0.0.1:4340,after=http://127.0.0.1:4341 \
 *     --pages=/blog,/tr/blog,/ar/blog --runs=5
 *
 * Figures on a shared machine are noisy: compare the servers within one run (the medians and the per-visit ratios).
 */
import { chromium, type Browser } from 'playwright'

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=')
    return [k, v.join('=')] as const
  }),
)
const servers = (args.get('servers') ?? '').split(',').map((s) => s.split('=') as [string, string])
const pages = (args.get('pages') ?? '/blog').split(',')
const runs = Number(args.get('runs') ?? 5)
const SETTLE_MS = 3_000

interface Visit {
  htmlBytes: number
  htmlDecoded: number
  jsBytes: number
  jsFiles: number
  kept: boolean
  errors: string[]
  hydratedMs: number
  longTasks: number[]
  blockingMs: number
  scriptMs: number
  taskMs: number
}

/** Runs in the page before its own code: long tasks, when React's root leaves its dehydrated state, the heading. */
function instrument(): void {
  const w = window as unknown as Record<string, unknown>
  const tasks: [number, number][] = []
  w.__longTasks = tasks
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') w.__heading = document.querySelector('main h1')
  })
  const check = () => {
    const doc = document as unknown as Record<string, unknown>
    const key = Object.keys(doc).find((k) => k.startsWith('__reactContainer$'))
    const root = key ? (doc[key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }) : null
    if (root?.stateNode?.current?.memoizedState?.isDehydrated === false) w.__hydratedAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Performance.enable')
  await page.addInitScript(instrument)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__hydratedAt !== undefined, undefined, {
    timeout: 60_000,
  })
  await page.waitForTimeout(SETTLE_MS)
  const figures = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\.js(\?|$)/.test(r.name))
    const heading = w.__heading as Element | null
    return {
      htmlBytes: nav.encodedBodySize,
      htmlDecoded: nav.decodedBodySize,
      jsBytes: js.reduce((s, r) => s + r.encodedBodySize, 0),
      jsFiles: js.length,
      kept: !!heading && heading.isConnected,
      hydratedMs: w.__hydratedAt as number,
      longTasks: (w.__longTasks as [number, number][]).map(([, d]) => Math.round(d)),
    }
  })
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
  await context.close()
  return {
    ...figures,
    errors,
    blockingMs: figures.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
    scriptMs: Math.round(metrics.ScriptDuration * 1000),
    taskMs: Math.round(metrics.TaskDuration * 1000),
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
const results = new Map<string, Visit[]>()
let turn = 0
for (let round = 1; round <= runs; round++) {
  for (const p of pages) {
    const order = turn++ % 2 ? [...servers].reverse() : servers
    for (const [name, base] of order) {
      const v = await visit(browser, base + p)
      const key = `${p} ${name}`
      results.set(key, [...(results.get(key) ?? []), v])
      console.log(
        `round ${round} ${key}: html ${v.htmlBytes} B (${v.htmlDecoded} decoded), js ${v.jsFiles} files ${v.jsBytes} B, ` +
          `kept ${v.kept}, errors ${v.errors.length}, hydrated ${Math.round(v.hydratedMs)} ms, long tasks [${v.longTasks.join(', ')}], ` +
          `blocking ${v.blockingMs} ms, script ${v.scriptMs} ms, tasks ${v.taskMs} ms`,
      )
      for (const e of v.errors) console.log(`  error: ${e}`)
    }
  }
}
await browser.close()
console.log('\nmedians over the runs (blocking = sum of each long task beyond 50 ms)')
console.log(
  'page | server | html B | js files | js B | kept | errors | hydrated ms | long tasks | longest ms | blocking ms | script ms | tasks ms',
)
for (const p of pages) {
  for (const [name] of servers) {
    const vs = results.get(`${p} ${name}`)!
    const m = (f: (v: Visit) => number) => Math.round(median(vs.map(f)))
    console.log(
      [
        p,
        name,
        m((v) => v.htmlBytes),
        m((v) => v.jsFiles),
        m((v) => v.jsBytes),
        vs.every((v) => v.kept),
        vs.reduce((s, v) => s + v.errors.length, 0),
        m((v) => v.hydratedMs),
        m((v) => v.longTasks.length),
        m((v) => Math.max(0, ...v.longTasks)),
        m((v) => v.blockingMs),
        m((v) => v.scriptMs),
        m((v) => v.taskMs),
      ].join(' | '),
    )
  }
}
