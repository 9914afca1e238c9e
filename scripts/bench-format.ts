/**
 * Pure helpers of `npm run bench`: statistics, figures, targets and the nginx configuration it writes. Kept apart
 * from the script so a unit test can check them without starting anything.
 */

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Columns padded to their widest cell, two spaces apart; numbers are right-aligned so digits line up. */
export function formatTable(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String))
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)))
  return cells
    .map((r, ri) =>
      r
        .map((c, i) => (ri > 0 && typeof rows[ri][i] === 'number' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export const na = 'n/a'

export function kb(bytes: number): string {
  if (!Number.isFinite(bytes)) return na
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return na
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`
}

export function perSecond(value: number): string {
  return Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : na
}

/** `ours / theirs` as "0.42 ×", or n/a when either side has no figure. */
export function ratio(ours: number, theirs: number): number {
  return Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? ours / theirs : Number.NaN
}

export function times(r: number): string {
  return Number.isFinite(r) ? `${r.toFixed(2)} ×` : na
}

/** A figure beside its target: "✓" when met, "✗ MISS" when not, nothing when there is no figure to judge. */
export function verdict(met: boolean | undefined): string {
  return met === undefined ? '' : met ? '✓' : '✗ MISS'
}

/** Whether `value` is within `tolerance` (0.1 = 10 %) of `base`, in either direction. */
export function within(value: number, base: number, tolerance: number): boolean | undefined {
  if (!Number.isFinite(value) || !Number.isFinite(base) || base === 0) return undefined
  return Math.abs(value / base - 1) <= tolerance
}

export interface LighthouseTargets {
  score: number
  fcpMs: number
  tbtMs: number
  cls: number
}

export const lighthouseTargets: LighthouseTargets = { score: 95, fcpMs: 1500, tbtMs: 150, cls: 0 }

/** The misses of one page's medians against the mobile targets, named, for the last column of the table. */
export function lighthouseMisses(
  figures: { score: number; fcpMs: number; tbtMs: number; cls: number },
  targets: LighthouseTargets = lighthouseTargets,
): string[] {
  const misses: string[] = []
  if (!(figures.score >= targets.score)) misses.push('score')
  if (!(figures.fcpMs <= targets.fcpMs)) misses.push('FCP')
  if (!(figures.tbtMs <= targets.tbtMs)) misses.push('TBT')
  // CLS is reported with four decimals; anything that rounds to 0 there is no visible shift.
  if (!(Math.round(figures.cls * 1000) / 1000 <= targets.cls)) misses.push('CLS')
  return misses
}

export interface NginxLocation {
  /** The exact request path (no query). */
  path: string
  /** Name of the file, in the folder given as `root`, holding the exact response body our server sent. */
  file: string
  contentType: string
  /** Content-Encoding our server answered with (`identity` when it sent the bytes uncompressed). */
  encoding: string
}

/**
 * nginx serving, for each path, the very bytes our server answered (already compressed the way ours compressed
 * them), so the two servers are compared on identical responses. One worker: our server is one Node process.
 * `user root` because the bench's temp folders are private to the user that made them.
 */
export function nginxConfig(opts: {
  port: number
  /** Folder for nginx's own files (pid, error log, temp folders). */
  dir: string
  /** Folder holding the response bodies. */
  root: string
  locations: NginxLocation[]
  runAsRoot: boolean
  /**
   * A path answered with a fixed 2-byte "ok" from memory: the cheapest answer nginx can give, so the load
   * generator's req/s there is its own ceiling on this machine (what it can drive at all, with the server's
   * work close to nothing).
   */
  ceilingPath?: string
}): string {
  const locations = opts.locations.map((l) =>
    [
      `    location = ${l.path} {`,
      // try_files serves the file in this location (alias would hand "/" to the index module instead).
      `      try_files /${l.file} =404;`,
      '      types { }',
      `      default_type "${l.contentType}";`,
      ...(l.encoding === 'identity' ? [] : [`      add_header Content-Encoding ${l.encoding};`, '      add_header Vary Accept-Encoding;']),
      '    }',
    ].join('\n'),
  )
  return [
    ...(opts.runAsRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    'master_process on;',
    `pid ${opts.dir}/nginx.pid;`,
    `error_log ${opts.dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_requests 100000;',
    `  client_body_temp_path ${opts.dir}/client_body;`,
    `  proxy_temp_path ${opts.dir}/proxy;`,
    `  fastcgi_temp_path ${opts.dir}/fastcgi;`,
    `  uwsgi_temp_path ${opts.dir}/uwsgi;`,
    `  scgi_temp_path ${opts.dir}/scgi;`,
    '  server {',
    `    listen 127.0.0.1:${opts.port};`,
    `    root ${opts.root};`,
    ...locations,
    ...(opts.ceilingPath
      ? [`    location = ${opts.ceilingPath} {`, '      default_type text/plain;', '      return 200 "ok";', '    }']
      : []),
    '    location / { return 404; }',
    '  }',
    '}',
    '',
  ].join('\n')
}

export interface WrkFigures {
  rps: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Answers other than 2xx/3xx plus socket errors (connect, read, write, timeout). */
  failures: number
}

const wrkUnits: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * The figures of one `wrk --latency` run, read from the text it prints (wrk has no machine-readable output short
 * of a Lua script, and the text has been stable since wrk 4.0). A figure wrk did not print is NaN, so a broken run
 * shows n/a instead of a zero that looks like a measurement.
 */
export function parseWrk(output: string): WrkFigures {
  const latency = (percentile: string) => {
    const m = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, 'm').exec(output)
    return m ? Number(m[1]) * wrkUnits[m[2]] : Number.NaN
  }
  const requests = Number(/^\s*(\d+) requests in /m.exec(output)?.[1] ?? Number.NaN)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  // With no request completed wrk still prints a latency of 0: there is no figure to give.
  const completed = requests > 0
  return {
    rps: Number(/^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1] ?? Number.NaN),
    p50Ms: completed ? latency('50') : Number.NaN,
    p99Ms: completed ? latency('99') : Number.NaN,
    requests,
    failures: socketErrors + non2xx,
  }
}

/**
 * The goals for ours / nginx (one worker) measured with wrk on the same bytes (issue 20: about today's
 * figures, 0.17 ×, 0.20 × and 0.52 ×, with some room for noise). The home page has no goal of its own.
 */
export const throughputGoals = { faq: 0.15, home: undefined, getAllProjects: 0.18, mainJs: 0.45 } as const

/**
 * The order in which the builds run in a round of `--baseline` comparisons: as given in odd rounds, reversed in
 * even ones, so neither build always runs first (right after the other's warm-up, or into a burst of load).
 */
export function alternate<T>(items: T[], round: number): T[] {
  return round % 2 === 1 ? [...items] : [...items].reverse()
}

/**
 * Issue 36's rules for a build against its baseline: the Lighthouse score no more than `scorePoints` lower, the
 * first-load JavaScript no more than `jsBytes` (gzip) higher. undefined when a figure is missing.
 */
export const heldLimits = { scorePoints: 1, jsBytes: 2 * 1024 } as const

export function scoreHeld(after: number, before: number, points: number = heldLimits.scorePoints): boolean | undefined {
  if (!Number.isFinite(after) || !Number.isFinite(before)) return undefined
  return after >= before - points
}

export function jsHeld(after: number, before: number, bytes: number = heldLimits.jsBytes): boolean | undefined {
  if (!Number.isFinite(after) || !Number.isFinite(before)) return undefined
  return after <= before + bytes
}

/** A difference in bytes with its sign, "+1.2 KB" / "−0.4 KB". */
export function kbDelta(bytes: number): string {
  if (!Number.isFinite(bytes)) return na
  return `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))}`
}
