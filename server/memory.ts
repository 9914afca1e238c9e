import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'

/** Built by npm run build (scripts/native.ts) when a C compiler is present; paths are inside the dist folder. */
export const nativeFiles = { mallocTrim: 'native/malloc-trim.node' } as const

/**
 * glibc's malloc_trim(0) from the build's native helper, or null where it was not built (no compiler, not Linux)
 * or cannot load. Returns true when memory was released.
 */
export function loadMallocTrim(distDir: string): (() => boolean) | null {
  const file = path.join(distDir, nativeFiles.mallocTrim)
  if (!existsSync(file)) return null
  try {
    const helper = createRequire(import.meta.url)(file) as { trim: () => boolean }
    return () => helper.trim()
  } catch (error) {
    console.error(`warning: ${file} did not load (${(error as Error).message}); memory is released by V8 only`)
    return null
  }
}

export interface MemoryReleaseOptions {
  /** How long without a new request counts as quiet. */
  idleMs?: number
  /** Growth of RSS above the level after the last release that is worth a collection. */
  growthBytes?: number
  /** How often to look. */
  checkMs?: number
  /** The process's resident memory (a parameter for tests). */
  rss?: () => number
  /**
   * Runs the collection (a parameter for tests; the default is V8's memory-pressure collection, then `trim`).
   */
  collect?: () => void
  /** Gives the C allocator's free pages back after the collection (loadMallocTrim); none when absent. */
  trim?: (() => boolean) | null
}

export interface MemoryRelease {
  /** Call for each request: the server is not quiet. */
  activity: () => void
  /** Runs one check now (what the timer does). Returns true when it collected. */
  check: (now?: number) => boolean
  releases: () => number
  stop: () => void
}

export const MEMORY_RELEASE_DEFAULTS = { idleMs: 1000, growthBytes: 16 * 1024 * 1024, checkMs: 500 } as const

let gcFunction: ((options: object) => void) | undefined

/**
 * V8's own gc function, without starting Node with --expose-gc: every way the server is started (npm start,
 * npm run serve, the tests, the benchmarks) gets it the same way.
 */
export function memoryPressureCollection(): void {
  if (!gcFunction) {
    v8.setFlagsFromString('--expose-gc')
    gcFunction = vm.runInNewContext('gc') as (options: object) => void
  }
  gcFunction({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

/**
 * Gives the memory a burst took back to the system once the server is quiet again.
 *
 * Under a burst (hundreds of concurrent posts, renders, large bodies) V8 grows its young generation to its
 * maximum (128 MB on 64-bit) and lets garbage pile up in the old one before it collects. Live data stays flat
 * (about 35 MB), but V8 keeps the pages it freed in a pool for reuse and its idle memory reducer neither empties
 * that pool nor shrinks the young generation fully, so RSS stays at the burst's peak for good (measured: 216 MB
 * after normal traffic, 458 MB after 12,000 fuzzed requests, unchanged a minute later). Only V8's
 * memory-pressure collection (`flavor: 'last-resort'`) releases them. It costs 45-160 ms of
 * main-thread time, so it runs only when RSS has grown by `growthBytes` since the last release and no request
 * has arrived for `idleMs`: at most once per burst, and never while traffic is flowing.
 *
 * The collection frees the burst's Buffers (request bodies arrive as separate C allocations of up to 64 KB), but
 * glibc keeps the pages between allocations that are still live: free() only ever shrinks the top of its heap.
 * `trim` (malloc_trim(0), built by npm run build where a C compiler exists) then returns every whole free page.
 */
export function releaseMemoryWhenIdle(options: MemoryReleaseOptions = {}): MemoryRelease {
  const idleMs = options.idleMs ?? MEMORY_RELEASE_DEFAULTS.idleMs
  const growthBytes = options.growthBytes ?? MEMORY_RELEASE_DEFAULTS.growthBytes
  const rss = options.rss ?? (() => process.memoryUsage.rss())
  const trim = options.trim
  const collect =
    options.collect ??
    (() => {
      memoryPressureCollection()
      // After the collection: the Buffers and ArrayBuffers it finalised have just been freed into the C heap.
      trim?.()
    })
  let lastActivity = Date.now()
  let baseline = rss()
  let releases = 0

  const check = (now = Date.now()): boolean => {
    if (now - lastActivity < idleMs) return false
    const current = rss()
    // Memory given back by V8 on its own, or caches that shrank: the lower level is the new reference.
    if (current < baseline) baseline = current
    if (current - baseline < growthBytes) return false
    collect()
    releases += 1
    // Caches filled by the burst stay; measuring after the collection keeps them from causing another one.
    baseline = rss()
    return true
  }
  const timer = setInterval(() => check(), options.checkMs ?? MEMORY_RELEASE_DEFAULTS.checkMs)
  timer.unref()
  return {
    activity: () => {
      lastActivity = Date.now()
    },
    check,
    releases: () => releases,
    stop: () => clearInterval(timer),
  }
}
