/**
 * npm run dev: the production app (createApp: redirects, pages, API, the Store, outbox writing .eml files) with
 * Vite in front of it for hot reload. The only difference from `npm start` is where pages come from: rendered
 * from src/ through Vite on each request instead of prerendered by the build.
 */
import http from 'node:http'
import path from 'node:path'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { parseEnv } from '../server/env.ts'
import { openStore } from '../server/db/open-store.ts'
import { createApp } from '../server/app.ts'
import { Pages } from '../server/pages.ts'
import { seedContentIfEmpty } from '../server/content/first-run.ts'
import { snapshotContentSource } from '../server/content/snapshot.ts'
import { seedPostsIfEmpty } from '../server/blog/seed.ts'
import { createMailer } from '../server/mail/mailer.ts'
import { createLogger } from '../server/log.ts'
import { privateUmask } from '../server/private-data.ts'
import { acquireServerLock, ServerLockedError } from '../server/db/sqlite/server-lock.ts'
import type { RenderPage } from '../src/lib/render.ts'
import { extractAssetsHead } from './build.ts'

type EntryServer = typeof import('../src/entry-server.tsx')

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
privateUmask()
const env = parseEnv()
// One server per SQLite folder, the dev server included (server/db/sqlite/server-lock.ts); held while it runs.
const serverLock = (() => {
  if (env.DATABASE_URL) return null
  try {
    return acquireServerLock(env.dataDir, { port: env.PORT })
  } catch (error) {
    if (!(error instanceof ServerLockedError)) throw error
    console.error(`Cannot start: ${error.message}`)
    process.exit(1)
  }
})()
process.on('exit', () => serverLock?.release())
const store = await openStore(env)
await seedPostsIfEmpty(store, path.join(root, 'server/blog/seed-posts'))
await seedContentIfEmpty(store)
const log = createLogger()
const { outbox } = createMailer(env, store, { log })
outbox.start()

const server = http.createServer()
const vite = await createViteServer({ root, server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
const entry = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>

// Loaded again on each request, so an edit shows on the next reload.
const render: RenderPage = async (url, input) => {
  const assetsHead = extractAssetsHead(await vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8')))
  try {
    return await (await entry()).createRenderer(assetsHead)(url, input)
  } catch (error) {
    vite.ssrFixStacktrace(error as Error)
    throw error
  }
}

// The published copy, as `npm start` serves it: an edit in the back office shows on the next reload.
const content = await snapshotContentSource(store)
const pages = new Pages(render, {
  content,
  staticPages: async (index) => (await entry()).staticPages(index),
  interfaceCopy: async (locale) => (await entry()).interfaceCopy(locale, content),
  cache: false,
})
const app = createApp({ env, store, pages, outbox, serveBuild: false, log })
const appListener = getRequestListener(app.fetch)

// Vite answers its own requests (modules, /@vite, public files); everything else goes to the app.
server.on('request', (req, res) => vite.middlewares(req, res, () => void appListener(req, res)))

server.listen(env.PORT, env.HOST, () => {
  console.log(`Dev server with hot reload at http://localhost:${env.PORT} (API on the same port, data in ${env.dataDir})`)
})
