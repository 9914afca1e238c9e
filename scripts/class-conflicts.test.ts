import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'

/**
 * cn() joins classes without resolving conflicts (src/lib/cn.ts): an element whose classes set one property twice
 * (`px-5 … px-6`, `inline-flex … hidden`) would look however the stylesheet's order decides. tailwind-merge, kept
 * for this test only, names such pairs: every prerendered page in every language must have none. The server's
 * blog pages use the same components (post cards, pagination), checked here through the home page's cards and
 * the prerendered blog list of each language.
 */
const pagesDir = path.join(import.meta.dirname, '../dist/pages')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
  )
}

describe('class names on the built pages', () => {
  it('never set one Tailwind property twice on an element', () => {
    const files = htmlFiles(pagesDir)
    expect(files.length).toBeGreaterThan(100)
    const conflicts = new Set<string>()
    for (const file of files) {
      for (const [, value] of readFileSync(file, 'utf8').matchAll(/\sclass="([^"]*)"/g)) {
        const classes = value.split(/\s+/).filter(Boolean)
        const kept = new Set(twMerge(classes.join(' ')).split(' '))
        const dropped = classes.filter((c) => !kept.has(c))
        if (dropped.length) conflicts.add(`${path.relative(pagesDir, file)}: ${dropped.join(' ')} overridden in "${value}"`)
      }
    }
    expect([...conflicts].slice(0, 20)).toEqual([])
  })
})
