import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestLanguage } from './language.ts'

/** The language every handler after the middleware reads, for a request to `path` with what a browser also sends. */
async function languageOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono().use(requestLanguage()).get('*', (c) => c.text(c.var.language))
  const res = await app.request(path, { headers })
  expect(res.headers.get('set-cookie')).toBeNull()
  return res.text()
}

describe('the request language', () => {
  it('is the first segment only when it is another language’s prefix; English otherwise', async () => {
    expect(await languageOf('/tr/faq')).toBe('tr')
    expect(await languageOf('/ar')).toBe('ar')
    expect(await languageOf('/ar/')).toBe('ar')
    expect(await languageOf('/faq')).toBe('en')
    expect(await languageOf('/')).toBe('en')
    // English lives at the root; words that start like a code, other codes, regional and upper-case forms are pages.
    expect(await languageOf('/en/faq')).toBe('en')
    expect(await languageOf('/trademark')).toBe('en')
    expect(await languageOf('/de/faq')).toBe('en')
    expect(await languageOf('/tr-x/faq')).toBe('en')
    expect(await languageOf('/TR/faq')).toBe('en')
  })

  it('comes from the path alone: no query, cookie or Accept-Language, and no cookie is set', async () => {
    expect(await languageOf('/faq?lang=tr', { 'accept-language': 'ar', cookie: 'language=tr' })).toBe('en')
    expect(await languageOf('/ar/faq', { 'accept-language': 'tr' })).toBe('ar')
  })
})
