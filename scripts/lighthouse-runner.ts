/**
 * One Lighthouse 13 run (mobile profile, simulated throttling, Debian's Chromium, headless) on a URL, shared by
 * `npm run lighthouse` and `npm run bench`. Lighthouse is fetched from the npm registry by npx on first use rather
 * than installed: it is large and only these benchmarks need it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

interface Audit {
  numericValue?: number
  displayValue?: string
  details?: { items?: { resourceType?: string; transferSize?: number }[] }
}

export interface LighthouseReport {
  lighthouseVersion: string
  categories: Record<string, { score: number | null }>
  audits: Record<string, Audit>
}

export interface LighthouseFigures {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** JavaScript transferred (compressed bytes on the wire). */
  jsBytes: number
}

/**
 * Runs Lighthouse on `url`, writes the JSON report into `outDir` and returns it. `onStart` gets the child, for
 * `stopLighthouse` when the run must end early.
 */
export async function runLighthouse(
  url: string,
  outDir: string,
  onStart: (child: ChildProcess) => void = () => {},
): Promise<LighthouseReport> {
  const file = path.join(outDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`)
  const child = spawn(
    process.platform === 'win32' ? 'npx.cmd' : 'npx',
    [
      '--yes',
      'lighthouse@13',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: process.platform !== 'win32',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  )
  onStart(child)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`Lighthouse exited with code ${code} on ${url}`)
  return JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport
}

/** Every process below `pid`, read from /proc (Linux), children before their own children. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The parent pid is the second field after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/**
 * Stops a run started by `runLighthouse` at once: npx, Lighthouse and the Chromium it launched, which Lighthouse
 * starts in a process group of its own (so killing npx's group alone would leave the browser running).
 */
export function stopLighthouse(child: ChildProcess): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  const pids = [child.pid, ...(process.platform === 'linux' ? descendants(child.pid) : [])]
  // The browser's profile folder, which Lighthouse would have removed on a normal exit.
  const profiles = new Set<string>()
  for (const pid of pids) {
    try {
      const flag = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .find((a) => a.startsWith('--user-data-dir='))
      if (flag) profiles.add(flag.slice('--user-data-dir='.length))
    } catch {
      // Already gone.
    }
  }
  for (const pid of pids) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL')
      } catch {
        // Not a group leader, or already gone.
      }
    }
  }
  for (const dir of profiles) if (path.basename(dir).startsWith('lighthouse.')) rmSync(dir, { recursive: true, force: true })
}

/** JavaScript bytes from the resource summary, or, when a version lacks it, summed from the network requests. */
function scriptBytes(report: LighthouseReport): number {
  const summary = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
  if (summary?.transferSize !== undefined) return summary.transferSize
  const requests = report.audits['network-requests']?.details?.items ?? []
  return requests.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0)
}

export function lighthouseFigures(report: LighthouseReport): LighthouseFigures {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((report.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: scriptBytes(report),
  }
}
