/**
 * npm run dev: Vite with hot reload, server-rendering every page from src/ (no build needed), with the API
 * (SQLite, forms, outbox writing .eml files) served by the same process on the same port.
 */
import http from 'node:http'
import path from 'node:path'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { parseEnv } from '../server/env.ts'
import { openDatabase } from '../server/db/database.ts'
import { Hono } from 'hono'
import { createApi, mountAdmin } from '../server/app.ts'
import { PostsRepository } from '../server/blog/posts-repo.ts'
import { seedPostsIfEmpty } from '../server/blog/seed.ts'
import { createMailer } from '../server/mail/mailer.ts'
import type { RenderOptions, RenderResult } from '../src/entry-server.tsx'
import { extractAssetsHead } from './build.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = parseEnv()
const db = openDatabase(env.dataDir)
await seedPostsIfEmpty(db, path.join(root, 'server/blog/seed-posts'))
const posts = new PostsRepository(db)
const { outbox } = createMailer(env, db, { log: console.log })
outbox.start()

const server = http.createServer()
const vite = await createViteServer({ root, server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })

async function renderPage(url: string, opts: Omit<RenderOptions, 'url' | 'assetsHead'>): Promise<RenderResult> {
  const template = await vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8'))
  const assetsHead = extractAssetsHead(template)
  const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: (o: RenderOptions) => Promise<RenderResult> }
  return render({ url, assetsHead, ...opts })
}

const api = createApi({ env, db, outbox, posts, renderPage, log: console.log })
const apiListener = getRequestListener(api.fetch)
// The back office is served from its build (dist/admin/): run `npm run build` once to use it here.
const admin = new Hono()
mountAdmin(admin, { env, db, outbox })
const adminListener = getRequestListener(admin.fetch)

server.on('request', (req, res) => {
  const url = req.url ?? '/'
  if (url.startsWith('/api/') || url === '/healthz') return void apiListener(req, res)
  if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?') || url.startsWith('/media/uploads/')) return void adminListener(req, res)
  vite.middlewares(req, res, async () => {
    try {
      const page = await renderPage(url, { projects: posts.current().posts })
      if (page.redirect) {
        res.writeHead(302, { Location: page.redirect }).end()
        return
      }
      res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page.html)
    } catch (error) {
      vite.ssrFixStacktrace(error as Error)
      console.error(error)
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String((error as Error).stack))
    }
  })
})

server.listen(env.PORT, env.HOST, () => {
  console.log(`Dev server with hot reload at http://localhost:${env.PORT} (API on the same port, data in ${env.dataDir})`)
})
