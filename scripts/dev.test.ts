import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoRoot, tempDir } from '../server/test/harness.ts'

// `npm run dev` serves through the production app: the same redirects, not-found pages and API as `npm start`.
describe('npm run dev', () => {
  // One rendered page only: Vite transforming the whole app is the costly part of this test.
  it("answers redirects, the API and a route's own not-found page like the built site", async () => {
    const port = 20000 + Math.floor(Math.random() * 20000)
    const dataDir = tempDir()
    const child = spawn(process.execPath, ['scripts/dev.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' })
    try {
      await expect
        .poll(async () => (await get('/healthz').catch(() => null))?.status, { timeout: 90_000, interval: 250 })
        .toBe(200)
        .catch((error: Error) => {
          throw new Error(`${error.message}\nDev server output:\n${output}`)
        })
      const slash = await get('/faq/?x=1')
      expect([slash.status, slash.headers.get('location')]).toEqual([301, '/faq?x=1'])
      const alias = await get('/global-citizenship-programs')
      expect([alias.status, alias.headers.get('location')]).toEqual([301, '/global-citizienship-programs'])
      const service = await get('/services/no-such-service')
      expect(service.status).toBe(404)
      expect(await service.text()).toContain('Service Not Found')
      expect((await get('/api/nothing')).status).toBe(404)
    } finally {
      child.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
