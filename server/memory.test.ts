import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { repoRoot, tempDir } from './test/harness.ts'
import { loadMallocTrim, nativeFiles, releaseMemoryWhenIdle } from './memory.ts'
import { buildMallocTrim, cCompiler } from '../scripts/native.ts'

const distDir = path.join(repoRoot, 'dist')
// The build compiles the helper wherever a C compiler exists; there, not having it is a failure.
const compilerPresent = spawnSync(cCompiler(), ['--version']).status === 0

const MB = 1024 * 1024

describe('memory released after a burst', () => {
  it('collects once when RSS grew and no request came for the idle time, not while requests arrive', () => {
    let rss = 200 * MB
    let collections = 0
    const memory = releaseMemoryWhenIdle({
      idleMs: 1000,
      growthBytes: 16 * MB,
      rss: () => rss,
      collect: () => {
        collections += 1
        rss = 210 * MB
      },
    })
    try {
      const start = Date.now()
      rss = 400 * MB
      memory.activity()
      // Traffic is flowing: nothing happens, however large the process grew.
      expect(memory.check(start + 500)).toBe(false)
      expect(collections).toBe(0)
      // Quiet for the idle time: one collection.
      expect(memory.check(start + 1500)).toBe(true)
      expect(collections).toBe(1)
      // The level after the collection (caches the burst filled) is the new reference: no second collection.
      expect(memory.check(start + 3000)).toBe(false)
      rss = 220 * MB
      expect(memory.check(start + 4000)).toBe(false)
      // Another burst that grew it again: released again.
      rss = 300 * MB
      expect(memory.check(start + 5000)).toBe(true)
      expect(memory.releases()).toBe(2)
    } finally {
      memory.stop()
    }
  })

  it("V8's memory-pressure collection gives a burst's heap back to the system (a real process)", () => {
    // A burst in miniature: a young generation grown to its maximum and old-space garbage, as under load.
    const script = `
      import { memoryPressureCollection } from ${JSON.stringify(path.join(repoRoot, 'server/memory.ts'))}
      let keep = []
      for (let round = 0; round < 40; round++) {
        const batch = []
        for (let i = 0; i < 50000; i++) batch.push({ id: i, text: 'x'.repeat(16) + i })
        keep.push(batch)
        if (keep.length > 8) keep.shift()
      }
      keep = null
      const before = process.memoryUsage()
      memoryPressureCollection()
      const after = process.memoryUsage()
      console.log(JSON.stringify({ before, after }))
    `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    const { before, after } = JSON.parse(run.stdout) as Record<'before' | 'after', NodeJS.MemoryUsage>
    console.log(
      `memory-pressure collection: RSS ${(before.rss / MB).toFixed(0)} -> ${(after.rss / MB).toFixed(0)} MB, heap ${(before.heapTotal / MB).toFixed(0)} -> ${(after.heapTotal / MB).toFixed(0)} MB`,
    )
    // Sizes, not times: the heap V8 had committed is returned, and RSS falls with it.
    expect(after.heapTotal).toBeLessThan(before.heapTotal / 2)
    expect(before.rss - after.rss).toBeGreaterThan(32 * MB)
  })

  it('gives the C heap back after the collection when the helper is there', () => {
    let rss = 200 * MB
    let trims = 0
    const memory = releaseMemoryWhenIdle({
      rss: () => rss,
      trim: () => {
        trims += 1
        return true
      },
    })
    try {
      rss = 300 * MB
      expect(memory.check(Date.now() + 5000)).toBe(true)
      expect(trims).toBe(1)
    } finally {
      memory.stop()
    }
  })

  it.runIf(compilerPresent)("the build's malloc_trim helper returns the free pages between live C allocations (a real process)", () => {
    expect(existsSync(path.join(distDir, nativeFiles.mallocTrim))).toBe(true)
    // Request bodies in miniature: 32 KB buffers, each a malloc of its own, with a small buffer that stays
    // alive after every eighth, so the freed ones leave holes that free() cannot give back.
    const script = `
        import { loadMallocTrim, memoryPressureCollection } from ${JSON.stringify(path.join(repoRoot, 'server/memory.ts'))}
        const trim = loadMallocTrim(${JSON.stringify(distDir)})
        let bodies = []
        const kept = []
        for (let i = 0; i < 6000; i++) {
          bodies.push(Buffer.allocUnsafeSlow(32 * 1024).fill(i))
          if (i % 8 === 0) kept.push(Buffer.allocUnsafeSlow(4200).fill(i))
        }
        bodies = null
        memoryPressureCollection()
        await new Promise((r) => setTimeout(r, 200))
        const before = process.memoryUsage.rss()
        const started = performance.now()
        const released = trim()
        const ms = performance.now() - started
        const after = process.memoryUsage.rss()
        console.log(JSON.stringify({ before, after, released, ms, kept: kept.length }))
      `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    const { before, after, released, ms } = JSON.parse(run.stdout) as {
      before: number
      after: number
      released: boolean
      ms: number
    }
    console.log(`malloc_trim after a collection: RSS ${(before / MB).toFixed(0)} -> ${(after / MB).toFixed(0)} MB in ${ms.toFixed(1)} ms`)
    expect(released).toBe(true)
    // 6,000 freed bodies of 32 KB are about 190 MB of free pages held by glibc: most of it goes back.
    expect(before - after).toBeGreaterThan(100 * MB)
  })

  it('a build without a C compiler says why in one line, and the server runs without the helper', () => {
    const dir = tempDir()
    const build = buildMallocTrim(repoRoot, dir, 'no-such-cc')
    expect(build.built).toBe(false)
    expect(build.reason).toMatch(/^no C compiler \(no-such-cc: ENOENT\)$/)
    expect(loadMallocTrim(dir)).toBeNull()
  })
})
