import { describe, expect, it } from 'vitest'
import { localizedPath, localizeLinks, splitLocale } from './paths'

describe('language prefixes', () => {
  it('reads the language from the first segment only when it is a prefix of another language', () => {
    expect(splitLocale('/tr/faq')).toEqual({ locale: 'tr', path: '/faq' })
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/faq')).toEqual({ locale: 'en', path: '/faq' })
    // English lives at the root; '/en/…' is not a prefix, and words that start like a code are pages.
    expect(splitLocale('/en/faq')).toEqual({ locale: 'en', path: '/en/faq' })
    expect(splitLocale('/trademark')).toEqual({ locale: 'en', path: '/trademark' })
    expect(splitLocale('/de/faq')).toEqual({ locale: 'en', path: '/de/faq' })
  })

  it('writes a path in a language and back', () => {
    expect(localizedPath('/faq', 'tr')).toBe('/tr/faq')
    expect(localizedPath('/', 'ar')).toBe('/ar/')
    expect(localizedPath('/faq', 'en')).toBe('/faq')
    for (const path of ['/', '/faq', '/services/labor-law']) expect(splitLocale(localizedPath(path, 'ar')).path).toBe(path)
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
