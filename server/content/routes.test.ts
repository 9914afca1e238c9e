import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gunzipSync } from 'node:zlib'
import { normalise } from '../test/normalise-html.ts'
import { startHarness, type Harness } from '../test/harness.ts'
import { site } from '../../src/config/site.ts'
import { seedContentSource } from './seed-source.ts'

/**
 * /api/content/: the copy a client-side navigation fetches, one document in one language, in the shapes the pages
 * take (the same reads the server renders with), prepared once and revalidated by ETag.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

/** The copy a fresh database serves (the harness starts on one), read from the seed files. */
const seed = seedContentSource()

/** Bodies compared as HTML once normalised, text fields trimmed. */
const trimmed = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_k, v: unknown) => (typeof v !== 'string' ? v : v.includes('<') ? normalise(v) : v.trim()))

async function json(path: string) {
  const res = await h.request(path)
  return { res, body: res.status === 200 ? trimmed(await res.json()) : null }
}

describe('the content API', () => {
  it('answers one document in one language with the copy its page shows', async () => {
    const service = await json('/api/content/tr/service/turkish-citizienship')
    expect(service.res.status).toBe(200)
    expect(service.res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(service.body).toEqual(trimmed(await seed.service('tr', 'turkish-citizienship')))

    expect((await json('/api/content/ar/faq/faq')).body).toEqual(trimmed(await seed.faq('ar')))
    // The portrait comes from the media library (its URL, alt text and focal point).
    const member = (await json('/api/content/en/team-member/selin-aksoy')).body
    expect(member).toEqual(trimmed(await seed.teamMember('en', 'selin-aksoy')))
    expect(member).toMatchObject({ portrait: { src: '/media/team/selin-aksoy.svg', alt: 'Portrait of Selin Aksoy', position: '50% 50%' } })
    expect((await json('/api/content/en/guide/business-in-turkey')).body).toEqual(trimmed(await seed.guide('en', 'business-in-turkey')))
  })

  it('lists a type without the body of each document, which only its own page loads', async () => {
    const { res, body } = await json('/api/content/tr/service')
    expect(res.status).toBe(200)
    const list = body as Record<string, unknown>[]
    expect(list.map((s) => s.title)).toEqual((await seed.services('tr'))!.map((s) => s.title))
    expect(list.every((s) => !('description' in s))).toBe(true)
  })

  it('serves the layout data (firm facts, catalogue) without the settings the build decides', async () => {
    const { body } = await json('/api/content/tr/layout')
    const layout = body as { firm: Record<string, unknown>; serviceGroups: unknown; languages: Record<string, string[]> }
    expect(layout.serviceGroups).toEqual(trimmed((await seed.layout('tr')).serviceGroups))
    expect(layout.firm).toMatchObject({ name: site.name, phone: site.phone, email: site.email, identity: site.identity })
    expect(layout.firm).not.toHaveProperty('url')
    expect(layout.firm).not.toHaveProperty('features')
    expect(layout.languages.services).toEqual(['en', 'tr', 'ar'])
  })

  it('is prepared once per version: compressed, a strong ETag, no-cache, and 304 while unchanged', async () => {
    const path = '/api/content/en/service/company-establishment'
    const plain = await h.request(path)
    const zipped = await h.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(await plain.text())
    expect(plain.headers.get('cache-control')).toBe('no-cache')
    const tag = zipped.headers.get('etag')!
    expect(tag).toMatch(/^"[^"]+"$/)
    const again = await h.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag } })
    expect(again.status).toBe(304)
  })

  it('answers 404 to an unknown language, type or key, and to a list a type does not have', async () => {
    for (const path of [
      '/api/content/de/service/turkish-citizienship',
      '/api/content/en/nothing/turkish-citizienship',
      '/api/content/en/service/no-such-service',
      '/api/content/en/faq',
      '/api/content/en/faq/other',
      '/api/content/en/testimonial/1',
      `/api/content/en/service/${'a'.repeat(201)}`,
    ]) {
      const res = await h.request(path)
      expect(res.status, path).toBe(404)
      expect(((await res.json()) as { success: boolean }).success, path).toBe(false)
    }
  })
})
