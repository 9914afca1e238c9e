import { describe, expect, it } from 'vitest'
import { localizedPath, localizeLinks, withoutLocalePrefix } from './paths'

describe('language prefixes', () => {
  it("drops a language's own prefix only", () => {
    expect(withoutLocalePrefix('/tr/faq', 'tr')).toBe('/faq')
    expect(withoutLocalePrefix('/ar', 'ar')).toBe('/')
    expect(withoutLocalePrefix('/ar/', 'ar')).toBe('/')
    expect(withoutLocalePrefix('/faq', 'en')).toBe('/faq')
    // English lives at the root: '/en/…' keeps its segment; a word that starts like a code is a page.
    expect(withoutLocalePrefix('/en/faq', 'en')).toBe('/en/faq')
    expect(withoutLocalePrefix('/trademark', 'tr')).toBe('/trademark')
  })

  it('writes a path in a language and back', () => {
    expect(localizedPath('/faq', 'tr')).toBe('/tr/faq')
    expect(localizedPath('/', 'ar')).toBe('/ar/')
    expect(localizedPath('/faq', 'en')).toBe('/faq')
    for (const path of ['/', '/faq', '/services/labor-law']) expect(withoutLocalePrefix(localizedPath(path, 'ar'), 'ar')).toBe(path)
  })

  it("prefixes the site's own page links in stored HTML, not files, the API or other sites", () => {
    const html =
      '<a href="/services/deportation">a</a> <a href="/faq#fees">b</a> <a href="/media/guide.pdf">c</a> <a href="/api/x">d</a> <a href="https://example.com/x">e</a> <a href="//evil.example">f</a>'
    expect(localizeLinks(html, 'tr')).toBe(
      '<a href="/tr/services/deportation">a</a> <a href="/tr/faq#fees">b</a> <a href="/media/guide.pdf">c</a> <a href="/api/x">d</a> <a href="https://example.com/x">e</a> <a href="//evil.example">f</a>',
    )
    expect(localizeLinks(html, 'en')).toBe(html)
  })
})
