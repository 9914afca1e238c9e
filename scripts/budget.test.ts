import { describe, expect, it } from 'vitest'
import { measure, report } from './budget'

describe('size budgets', () => {
  it('keeps the initial bundle, pages and media within budget (figures printed)', () => {
    const figures = measure()
    console.log(`\n${report(figures)}`)
    for (const f of figures) expect(f.bytes, f.name).toBeLessThanOrEqual(f.budget)
  })
})
