import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { startHarness, type Harness } from './test/harness.ts'

/**
 * Pages are rendered by the server (ADR 36, 4.2) and sent at once with a fast compression (brotli 5); the build's
 * quality (brotli 11), 10-13 % smaller, is made in the background and replaces the stored bytes, never on a
 * request's path.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({}, { backgroundCompression: true })
})
afterAll(() => h.close())

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await h.request(url, { headers })
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

describe('pages compressed again at the build’s quality in the background', () => {
  it('answers at once while the page is being compressed, then sends the brotli 11 bytes under the same ETag', async () => {
    const fast = await get('/faq', { 'Accept-Encoding': 'br' })
    expect(fast.res.headers.get('content-encoding')).toBe('br')
    const identity = (await get('/faq', { 'Accept-Encoding': 'identity' })).body
    let compressed = false
    const background = h.pages.compression.idle().then(() => (compressed = true))

    // A request once the background compression has begun (it starts on the next turn of the event loop): answered
    // from the bytes already there, before the compression ends.
    await new Promise((resolve) => setImmediate(resolve))
    const started = performance.now()
    const during = await get('/faq', { 'Accept-Encoding': 'br' })
    const waitedMs = performance.now() - started
    expect(compressed, 'the background compression was still running').toBe(false)
    expect(during.body.equals(fast.body)).toBe(true)

    await background
    const final = await get('/faq', { 'Accept-Encoding': 'br' })
    const quality11 = brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    })
    expect(final.body.equals(quality11), 'the brotli 11 bytes').toBe(true)
    expect(brotliDecompressSync(final.body).equals(identity)).toBe(true)
    expect(final.body.length).toBeLessThanOrEqual(fast.body.length)
    expect(final.res.headers.get('content-length')).toBe(String(final.body.length))
    // The ETag names the identity bytes: a client holding the fast form is told it is still current.
    const tag = fast.res.headers.get('etag')!
    expect(final.res.headers.get('etag')).toBe(tag)
    expect((await get('/faq', { 'Accept-Encoding': 'br', 'If-None-Match': tag })).res.status).toBe(304)
    const gzip = await get('/faq', { 'Accept-Encoding': 'gzip' })
    expect(gunzipSync(gzip.body).equals(identity)).toBe(true)
    const { done } = h.pages.compression
    console.log(
      `/faq brotli: ${fast.body.length} B at quality 5, ${final.body.length} B at 11 (identity ${identity.length} B); ` +
        `a request during the background pass answered in ${waitedMs.toFixed(1)} ms; ` +
        `${done.bodies} page(s) compressed in ${Math.round(done.busyMs)} ms of the compressor`,
    )
  })
})
