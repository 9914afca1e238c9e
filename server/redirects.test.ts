import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { localPath, permanentRedirect } from './redirects.ts'
import { pageCacheUrl } from './pages.ts'
import { requestLanguage } from './http/language.ts'

const noPosts = { locate: async () => null, redirectFor: async (slug: string) => (slug === 'old-name' ? 'new-name' : null) }
// As the app asks: with the language the middleware set for the request.
const app = new Hono()
  .use(requestLanguage())
  .get('*', async (c) => c.text((await permanentRedirect(new URL(c.req.url), c.var.language, noPosts)) ?? 'none'))
const redirectOf = async (url: string) => {
  const answer = await (await app.request(url)).text()
  return answer === 'none' ? null : answer
}

describe('permanent redirects', () => {
  it('drops a trailing slash, maps alias spellings and follows a post slug history, keeping the query', async () => {
    expect(await redirectOf('/faq/?x=1')).toBe('/faq?x=1')
    expect(await redirectOf('/services/saint-lucia-citizenship?a=b')).toBe('/services/saint-luca-citizienship?a=b')
    expect(await redirectOf('/blog/old-name?x=1')).toBe('/blog/new-name?x=1')
    for (const page of ['/', '/faq', '/blog', '/blog/unknown', '/blog/%E0%A4%A', '/services/labor-law'])
      expect(await redirectOf(page), page).toBeNull()
  })

  it('never leads to another site', async () => {
    expect(await redirectOf('//evil.example/')).toBe('/evil.example')
    expect(await redirectOf('///evil.example//')).toBe('/evil.example')
    expect(await redirectOf('//evil.example')).toBe('/evil.example')
  })
})

describe('safe URLs', () => {
  it('keeps redirects on this site', async () => {
    expect(localPath('//evil.example/x')).toBe('/evil.example/x')
    expect(localPath('/\\evil.example')).toBe('/evil.example')
    expect(localPath('https://evil.example/a?b=1')).toBe('/a?b=1')
    expect(localPath('/faq')).toBe('/faq')
  })

  it('keys data pages on the parameters they read', async () => {
    expect(pageCacheUrl('/blog', new URLSearchParams('page=2&utm=x&q=tax'), 'en')).toBe('/blog?q=tax&page=2')
    expect(pageCacheUrl('/blog', new URLSearchParams('page=abc&q=' + 'x'.repeat(201)), 'en')).toBe('/blog')
    expect(pageCacheUrl('/tr/blog', new URLSearchParams('page=2&utm=x'), 'tr')).toBe('/tr/blog?page=2')
    expect(pageCacheUrl('/', new URLSearchParams('anything=1'), 'en')).toBe('/')
  })
})
