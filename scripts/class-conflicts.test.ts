import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { startHarness } from '../server/test/harness.ts'
import { sitePages } from './site-pages.ts'

/**
 * cn() joins classes without resolving conflicts (src/lib/cn.ts): an element whose classes set one property twice
 * (`px-5 … px-6`, `inline-flex … hidden`) would look however the stylesheet's order decides. tailwind-merge, kept
 * for this test only, names such pairs: every page of the site's own in every language must have none (as the server
 * renders them from the seed, scripts/site-pages.ts), and so must the
 * pages the server renders on request (home and the blog's pages, with their post cards and pagination). Not
 * covered: states drawn after a click or an error (open menus, a form's errors) and the back office.
 */

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
  // Every page rendered through the server's app: 15-25 s on a loaded machine.
  it('never set one Tailwind property twice on an element', { timeout: 120_000 }, async () => {
    const pages = await sitePages()
    expect(pages.length).toBeGreaterThan(100)
    const conflicts = new Set(pages.flatMap((page) => conflictsIn(page.html, page.path)))
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
