import { describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { byteRange, compressionCount, negotiate, Representation, respond } from './representation.ts'
import { ByteCache } from './byte-cache.ts'

describe('Accept-Encoding negotiation', () => {
  it('prefers br, then gzip, then identity, and honours q values and q=0', () => {
    expect(negotiate('gzip, deflate, br, zstd', true)).toBe('br')
    expect(negotiate('gzip, deflate', true)).toBe('gzip')
    expect(negotiate('br;q=0, gzip', true)).toBe('gzip')
    expect(negotiate('br;q=0.5, gzip;q=1', true)).toBe('gzip')
    expect(negotiate('br;q=0, gzip;q=0', true)).toBe('identity')
    expect(negotiate('*', true)).toBe('br')
    expect(negotiate('*;q=0, gzip', true)).toBe('gzip')
    expect(negotiate('identity', true)).toBe('identity')
    expect(negotiate('deflate', true)).toBe('identity')
    expect(negotiate(undefined, true)).toBe('identity')
    expect(negotiate('', true)).toBe('identity')
    // A body that is not worth compressing (or already compressed) is always sent as it is.
    expect(negotiate('br, gzip', false)).toBe('identity')
  })
})

describe('byte ranges', () => {
  it('reads one range of each form and refuses ranges outside the body', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 })
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    // Several ranges or another unit: the whole body is sent (allowed, and what many servers do).
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull()
    expect(byteRange('items=0-1', 1000)).toBeNull()
    expect(byteRange(undefined, 1000)).toBeNull()
  })
})

describe('a prepared body', () => {
  const text = Buffer.from('<!doctype html><p>' + 'The same sentence, many times. '.repeat(200) + '</p>')
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }

  it('is compressed once per coding, however many requests ask for it', async () => {
    const rep = new Representation(text, { headers })
    const before = compressionCount()
    for (let i = 0; i < 5; i++) {
      await respond(rep, { method: 'GET', acceptEncoding: 'br' })
      await respond(rep, { method: 'GET', acceptEncoding: 'gzip' })
    }
    expect(compressionCount() - before).toBe(2)
    // The very same buffer is sent each time.
    const first = await rep.get('br')
    const second = await rep.get('br')
    expect(second.bytes).toBe(first.bytes)
  })

  it('sends each coding with its own length and strong ETag, decoding to the same bytes', async () => {
    const rep = new Representation(text, { headers })
    const tags = new Set<string>()
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (b: Buffer) => b],
    ] as const) {
      const res = await respond(rep, { method: 'GET', acceptEncoding: accept })
      const body = Buffer.from(await res.arrayBuffer())
      expect(res.headers.get('content-encoding')).toBe(accept === 'identity' ? null : accept)
      expect(res.headers.get('content-length')).toBe(String(body.length))
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/)
      expect(decode(body).equals(text)).toBe(true)
      tags.add(res.headers.get('etag')!)
    }
    expect(tags.size).toBe(3)
  })

  it('answers 304 only for the ETag of the coding it would send', async () => {
    const rep = new Representation(text, { headers })
    const br = await respond(rep, { method: 'GET', acceptEncoding: 'br' })
    const tag = br.headers.get('etag')!
    expect((await respond(rep, { method: 'GET', acceptEncoding: 'br', ifNoneMatch: tag })).status).toBe(304)
    expect((await respond(rep, { method: 'GET', acceptEncoding: 'br', ifNoneMatch: `W/${tag}` })).status).toBe(304)
    expect((await respond(rep, { method: 'GET', acceptEncoding: 'gzip', ifNoneMatch: tag })).status).toBe(200)
    // A not-found page is never "not modified".
    expect((await respond(rep, { method: 'GET', acceptEncoding: 'br', ifNoneMatch: tag }, 404)).status).toBe(404)
  })
})

describe('the byte-bounded cache', () => {
  it('keeps at most its byte bound, dropping the least recently used first', () => {
    const cache = new ByteCache<string>(100, (v) => v.length)
    cache.set('a', 'x'.repeat(20))
    cache.set('b', 'x'.repeat(20))
    cache.get('a')
    for (let i = 0; i < 3; i++) cache.set(`c${i}`, 'x'.repeat(20))
    cache.set('d', 'x'.repeat(20))
    expect(cache.bytes).toBeLessThanOrEqual(100)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    // A value over a quarter of the bound is not kept at all.
    cache.set('huge', 'x'.repeat(26))
    expect(cache.get('huge')).toBeUndefined()
  })
})
