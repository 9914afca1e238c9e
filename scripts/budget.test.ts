import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadJs, measure, report } from './budget'

describe('size budgets', () => {
  it('keeps the initial bundle, each page type’s first load, pages and media within budget (figures printed)', () => {
    const figures = measure()
    console.log(`\n${report(figures)}`)
    for (const f of figures) expect(f.bytes, f.name).toBeLessThanOrEqual(f.budget)
  })

  it('leaves the form library, zod and the Radix dialog and accordion out of first loads that do not show them', () => {
    // Strings each library keeps in its built code (names it reports itself by), so the check reads what a
    // browser would download rather than trusting chunk names.
    const markers = {
      'TanStack Form': 'submissionAttempts',
      zod: '$ZodType',
      'Radix dialog': 'DialogContent',
      'Radix accordion': 'AccordionTrigger',
    }
    // Which page types draw these widgets in their first view: /our-team opens profiles in a dialog, the FAQ is
    // an accordion. Forms and the mobile menu's drawer fetch their code later, on approach or on use.
    const uses: Record<string, string[]> = { team: ['Radix dialog'], FAQ: ['Radix accordion'] }
    const found: string[] = []
    for (const page of firstLoadJs()) {
      const code = page.files.map((f) => readFileSync(path.join(import.meta.dirname, '../dist/client', f), 'utf8')).join('\n')
      for (const [library, marker] of Object.entries(markers)) {
        if (code.includes(marker) && !uses[page.name]?.includes(library)) found.push(`${page.name}: ${library}`)
      }
    }
    expect(found).toEqual([])
  })
})
