import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { repoRoot, startHarness, type Harness } from './test/harness.ts'
import { startServerProcess } from './test/server-process.ts'
import { buildFiles } from './pages.ts'
import { compressionCount } from './http/prepared.ts'

/** Each body is prepared once and served by negotiation: compressed forms, lengths, ETags, 304, HEAD. */
let h: Harness
let mainJs: string
beforeAll(async () => {
  h = await startHarness()
  const head = await readFile(path.join(repoRoot, 'dist', buildFiles.assetsHead), 'utf8')
  mainJs = /src="(\/assets\/[^"]+\.js)"/.exec(head)![1]
})
afterAll(() => h.close())

const PROJECTS = '/api/client/Content/GetAllProjects'
const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b }

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await h.request(url, { method, headers })
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

describe('compressed once, served by negotiation', () => {
  it('sends br, gzip or identity with Content-Length, Vary and a strong ETag per coding, decoding to the same bytes', async () => {
    for (const url of [mainJs, '/faq', PROJECTS, '/', '/blog', '/blog/buying-property-in-turkey-as-a-foreigner']) {
      const identity = await get(url)
      expect(identity.res.status, url).toBe(200)
      const tags = new Set<string>()
      for (const coding of ['br', 'gzip', 'identity'] as const) {
        const { res, body } = await get(url, { 'Accept-Encoding': coding === 'identity' ? 'identity' : `${coding}, identity;q=0.5` })
        expect(res.headers.get('content-encoding'), `${url} ${coding}`).toBe(coding === 'identity' ? null : coding)
        expect(res.headers.get('content-length'), url).toBe(String(body.length))
        expect(res.headers.get('vary'), url).toBe('Accept-Encoding')
        expect(decoders[coding](body).equals(identity.body), `${url} ${coding}`).toBe(true)
        const tag = res.headers.get('etag')!
        expect(tag, url).toMatch(/^"[^"]+"$/)
        tags.add(tag)
        const again = await get(url, { 'Accept-Encoding': coding, 'If-None-Match': tag })
        expect(again.res.status, `${url} ${coding}`).toBe(304)
        expect(again.body.length).toBe(0)
      }
      expect(tags.size, url).toBe(3)
    }
  })

  it('honours q=0 and answers identity to a client that accepts no compression', async () => {
    expect((await get('/faq', { 'Accept-Encoding': 'br;q=0, gzip' })).res.headers.get('content-encoding')).toBe('gzip')
    expect((await get('/faq', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).res.headers.get('content-encoding')).toBeNull()
    expect((await get('/faq')).res.headers.get('content-encoding')).toBeNull()
  })

  it('answers HEAD with the headers and length of GET and no body', async () => {
    for (const url of [mainJs, '/faq', PROJECTS, '/']) {
      const full = await get(url, { 'Accept-Encoding': 'br' })
      const head = await get(url, { 'Accept-Encoding': 'br' }, 'HEAD')
      expect(head.res.status, url).toBe(200)
      expect(head.body.length, url).toBe(0)
      expect(head.res.headers.get('content-length'), url).toBe(full.res.headers.get('content-length'))
      expect(head.res.headers.get('etag'), url).toBe(full.res.headers.get('etag'))
    }
  })

  it('compresses a rendered page once, not per request, until the posts change', async () => {
    await get('/blog?page=2', { 'Accept-Encoding': 'br' })
    const before = compressionCount()
    for (let i = 0; i < 5; i++) {
      for (const coding of ['br', 'gzip']) {
        await get('/blog?page=2', { 'Accept-Encoding': coding })
        await get('/', { 'Accept-Encoding': coding })
        await get(PROJECTS, { 'Accept-Encoding': coding })
        await get('/faq', { 'Accept-Encoding': coding })
        await get(mainJs, { 'Accept-Encoding': coding })
      }
    }
    // The home page and the posts JSON may be compressed by the first of these requests; nothing after it.
    const afterFirstRound = compressionCount()
    expect(afterFirstRound - before).toBeLessThanOrEqual(4)
    for (let i = 0; i < 5; i++)
      for (const url of ['/blog?page=2', '/', PROJECTS, '/faq', mainJs]) await get(url, { 'Accept-Encoding': 'br' })
    expect(compressionCount()).toBe(afterFirstRound)
  })
})

describe('files of the build', () => {
  it('leaves media that is already compressed alone and answers byte ranges (video seeking)', async () => {
    const video = '/media/video/hero.mp4'
    const whole = await get(video, { 'Accept-Encoding': 'br, gzip' })
    expect(whole.res.status).toBe(200)
    expect(whole.res.headers.get('content-encoding')).toBeNull()
    expect(whole.res.headers.get('accept-ranges')).toBe('bytes')
    const part = await get(video, { Range: 'bytes=100-199' })
    expect(part.res.status).toBe(206)
    expect(part.res.headers.get('content-range')).toBe(`bytes 100-199/${whole.body.length}`)
    expect(part.body.equals(whole.body.subarray(100, 200))).toBe(true)
    expect((await get(video, { Range: `bytes=${whole.body.length}-` })).res.status).toBe(416)
    // Tiny files are not worth compressing either.
    expect((await get('/favicon.svg', { 'Accept-Encoding': 'br' })).res.headers.get('content-encoding')).toBeNull()
  })

  it('caches hashed assets for good and revalidates unhashed media by ETag', async () => {
    const asset = await get(mainJs)
    expect(asset.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const image = await get('/media/map-placeholder.svg', { 'Accept-Encoding': 'br' })
    expect(image.res.headers.get('cache-control')).toMatch(/^public, max-age=86400\b/)
    const tag = image.res.headers.get('etag')!
    const again = await get('/media/map-placeholder.svg', { 'Accept-Encoding': 'br', 'If-None-Match': tag })
    expect(again.res.status).toBe(304)
    expect(again.res.headers.get('content-security-policy')).toBeNull()
    expect(again.res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('carries the security headers on files too', async () => {
    const { res } = await get(mainJs)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})

describe('through a real Node server', () => {
  it('negotiates, answers 304 and HEAD with the headers Node parsed', async () => {
    const server = await startServerProcess()
    try {
      for (const url of ['/faq', mainJs, PROJECTS, '/']) {
        const res = await fetch(`${server.base}${url}`, { headers: { 'Accept-Encoding': 'br' } })
        expect(res.status, url).toBe(200)
        expect(res.headers.get('content-encoding'), url).toBe('br')
        expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
        await res.arrayBuffer()
        const again = await fetch(`${server.base}${url}`, {
          headers: { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('etag')! },
        })
        expect(again.status, url).toBe(304)
        const head = await fetch(`${server.base}${url}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
        expect(head.headers.get('content-length'), url).toBe(res.headers.get('content-length'))
      }
      const https = await fetch(`${server.base}/faq`, { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(https.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await server.kill9()
    }
  }, 30_000)
})
