import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { startHarness } from '../server/test/harness.ts'

/**
 * cn() joins classes without resolving conflicts (src/lib/cn.ts): an element whose classes set one property twice
 * (`px-5 … px-6`, `inline-flex … hidden`) would look however the stylesheet's order decides. tailwind-merge, kept
 * for this test only, names such pairs: every prerendered page in every language must have none, and so must the
 * pages the server renders on request (home and the blog's pages, with their post cards and pagination). Not
 * covered: states drawn after a click or an error (open menus, a form's errors) and the back office.
 */
const pagesDir = path.join(import.meta.dirname, '../dist/pages')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
  )
}

/** Each element's classes that a later class of the same element overrides, as "where: dropped in \"classes\"". */
function conflictsIn(html: string, where: string): string[] {
  const found: string[] = []
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const classes = value.split(/\s+/).filter(Boolean)
    const kept = new Set(twMerge(classes.join(' ')).split(' '))
    const dropped = classes.filter((c) => !kept.has(c))
    if (dropped.length) found.push(`${where}: ${dropped.join(' ')} overridden in "${value}"`)
  }
  return found
}

describe('class names on the built pages', () => {
  it('never set one Tailwind property twice on an element', () => {
    const files = htmlFiles(pagesDir)
    expect(files.length).toBeGreaterThan(100)
    const conflicts = new Set(files.flatMap((file) => conflictsIn(readFileSync(file, 'utf8'), path.relative(pagesDir, file))))
    expect([...conflicts].slice(0, 20)).toEqual([])
  })

  it('nor on the pages the server renders on request: home and the blog in each language, a second list page, an article', async () => {
    const h = await startHarness()
    try {
      const list = await (await h.request('/blog')).text()
      const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(list)?.[1]
      expect(article, 'a post linked from /blog').toBeDefined()
      const paths = ['/', '/tr/', '/ar/', '/blog', '/tr/blog', '/ar/blog', '/blog?page=2', article!]
      const conflicts = new Set<string>()
      for (const p of paths) {
        const res = await h.request(p)
        expect(res.status, p).toBe(200)
        for (const c of conflictsIn(await res.text(), p)) conflicts.add(c)
      }
      expect([...conflicts].slice(0, 20)).toEqual([])
    } finally {
      await h.close()
    }
  })
})
