import { afterAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { tempDir } from '../test/harness.ts'
import { files } from './static-files.ts'

const root = tempDir('static-files-')
afterAll(() => rmSync(root, { recursive: true, force: true }))
const video = Buffer.alloc(4000, 7)
mkdirSync(path.join(root, 'sub'))
writeFileSync(path.join(root, 'sub', 'clip.mp4'), video)

function app(opts: Parameters<typeof files>[0]) {
  const hono = new Hono().use(etag(), files(opts))
  hono.get('*', (c) => c.text('fell through', 404))
  return async (urlPath: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await hono.request(urlPath, { method, headers })
    return { res, body: Buffer.from(await res.arrayBuffer()) }
  }
}

describe('files streamed from disk', () => {
  it('answers whole files, byte ranges, 416, HEAD and 304 with their cache policy', async () => {
    const ask = app({ root, serves: () => true, cacheControl: () => 'public, max-age=60' })
    const whole = await ask('/sub/clip.mp4')
    expect(whole.res.status).toBe(200)
    expect(whole.body.equals(video)).toBe(true)
    expect(whole.res.headers.get('content-length')).toBe('4000')
    expect(whole.res.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.res.headers.get('cache-control')).toBe('public, max-age=60')
    const part = await ask('/sub/clip.mp4', { Range: 'bytes=-10' })
    expect(part.res.status).toBe(206)
    expect(part.res.headers.get('content-range')).toBe('bytes 3990-3999/4000')
    expect(part.res.headers.get('etag')).toBe(whole.res.headers.get('etag'))
    expect(part.body.length).toBe(10)
    expect((await ask('/sub/clip.mp4', { Range: 'bytes=4000-' })).res.status).toBe(416)
    const again = await ask('/sub/clip.mp4', { 'If-None-Match': whole.res.headers.get('etag')! })
    expect(again.res.status).toBe(304)
    const head = await ask('/sub/clip.mp4', {}, 'HEAD')
    expect([head.res.headers.get('content-length'), head.body.length]).toEqual(['4000', 0])
  })

  it('serves only files inside its folder under its prefix, found when they appear', async () => {
    const ask = app({ root, prefix: '/media/uploads', cacheControl: () => 'immutable' })
    expect((await ask('/media/uploads/new.webp')).res.status).toBe(404)
    writeFileSync(path.join(root, 'new.webp'), Buffer.alloc(50, 1))
    expect((await ask('/media/uploads/new.webp')).res.status).toBe(200)
    for (const probe of ['/media/uploads/../static-files.test.ts', '/media/uploads/%2e%2e/x', '/media/uploads/..%2fx', '/other/new.webp']) {
      const { res, body } = await ask(probe)
      expect([res.status, body.toString()], probe).toEqual([404, 'fell through'])
    }
  })
})
