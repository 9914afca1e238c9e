import { afterAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tempDir } from '../test/harness.ts'
import { StaticFiles } from './static-files.ts'
import type { RequestFacts } from './representation.ts'

const root = tempDir('static-files-')
afterAll(() => rmSync(root, { recursive: true, force: true }))
const video = Buffer.alloc(4000, 7)
mkdirSync(path.join(root, 'sub'))
writeFileSync(path.join(root, 'sub', 'clip.mp4'), video)

async function ask(files: StaticFiles, urlPath: string, facts: Partial<RequestFacts> = {}) {
  const res = await files.respond(urlPath, () => ({ method: 'GET', ...facts }))
  return res ? { res, body: Buffer.from(await res.arrayBuffer()) } : undefined
}

describe('static files', () => {
  it('streams a file larger than the memory share from disk, with ranges and 304', async () => {
    const files = new StaticFiles({ root, scan: true, cacheControl: () => 'public, max-age=60', maxBytes: 1000 })
    const whole = (await ask(files, '/sub/clip.mp4'))!
    expect(whole.res.status).toBe(200)
    expect(whole.body.equals(video)).toBe(true)
    expect(whole.res.headers.get('content-length')).toBe('4000')
    const part = (await ask(files, '/sub/clip.mp4', { range: 'bytes=-10' }))!
    expect(part.res.status).toBe(206)
    expect(part.res.headers.get('content-range')).toBe('bytes 3990-3999/4000')
    expect(part.body.length).toBe(10)
    const again = (await ask(files, '/sub/clip.mp4', { ifNoneMatch: whole.res.headers.get('etag')! }))!
    expect(again.res.status).toBe(304)
    const head = (await ask(files, '/sub/clip.mp4', { method: 'HEAD' }))!
    expect([head.res.headers.get('content-length'), head.body.length]).toEqual(['4000', 0])
  })

  it('serves only files inside its folder under its prefix, found when they appear', async () => {
    const files = new StaticFiles({ root, prefix: '/media/uploads', scan: false, cacheControl: () => 'immutable', maxBytes: 1_000_000 })
    expect(await ask(files, '/media/uploads/new.webp')).toBeUndefined()
    writeFileSync(path.join(root, 'new.webp'), Buffer.alloc(50, 1))
    expect((await ask(files, '/media/uploads/new.webp'))?.res.status).toBe(200)
    for (const probe of [
      '/media/uploads/../static-files.test.ts',
      '/media/uploads/%2e%2e/x',
      '/media/uploads/.hidden',
      '/other/new.webp',
    ]) {
      expect(await ask(files, probe), probe).toBeUndefined()
    }
  })
})
