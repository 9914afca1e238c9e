import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, inject } from 'vitest'

/**
 * A pass-through proxy in front of the test server that can hold back the page's scripts: the WebKit counterpart of
 * Playwright's `page.route` (e2e/support/hydration.ts holdScripts), which classic WebDriver has no command for.
 * A page opened through `origin` gets its HTML at once and its JavaScript only after `release()`, as on a slow
 * connection; `hold()` holds the next page's scripts again.
 */
export async function scriptHoldingProxy(): Promise<{ origin: string; hold: () => void; release: () => void }> {
  const target = new URL(inject('webkitBaseUrl'))
  let arrives: Promise<void> = Promise.resolve()
  let release = () => {}
  const hold = () => {
    arrives = new Promise<void>((resolve) => (release = resolve))
  }
  const server = http.createServer(async (request, response) => {
    if (/^\/assets\/[^/?]+\.js(\?|$)/.test(request.url ?? '')) await arrives
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => {
    release()
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hold, release: () => release() }
}
