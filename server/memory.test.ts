import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './test/harness.ts'
import { releaseMemoryWhenIdle } from './memory.ts'

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
})
