import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoRoot, tempDir } from '../server/test/harness.ts'

// `npm run dev` serves through the production app: the same redirects, not-found pages and API as `npm start`.
describe('npm run dev', () => {
  it('renders pages from src/ and answers redirects and not-found pages like the built site', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000)
    const dataDir = tempDir()
    const child = spawn(process.execPath, ['scripts/dev.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: 'ignore',
    })
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' })
    try {
      await expect.poll(async () => (await get('/healthz').catch(() => null))?.status, { timeout: 30_000, interval: 200 }).toBe(200)
      const faq = await get('/faq')
      expect(faq.status).toBe(200)
      expect(await faq.text()).toContain('<title>Frequently Asked Questions – Atlas Law Istanbul</title>')
      const slash = await get('/faq/?x=1')
      expect([slash.status, slash.headers.get('location')]).toEqual([301, '/faq?x=1'])
      const alias = await get('/global-citizenship-programs')
      expect([alias.status, alias.headers.get('location')]).toEqual([301, '/global-citizienship-programs'])
      const service = await get('/services/no-such-service')
      expect(service.status).toBe(404)
      expect(await service.text()).toContain('Service Not Found')
      expect((await get('/no-such-page')).status).toBe(404)
      expect((await get('/api/nothing')).status).toBe(404)
    } finally {
      child.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
