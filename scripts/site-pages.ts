/**
 * The site's own pages as a fresh `npm start` serves them, for the build's page list, the size budget and the tests
 * that read every page. The build no longer prerenders them (ADR 36, 4.2: their copy is in the database): they are
 * rendered here by the build's renderer through the server's own app and `Pages`, on a throw-away SQLite database
 * holding the seed, published as on a first run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '../server/app.ts'
import { seedPostsIfEmpty } from '../server/blog/seed.ts'
import { seedContentIfEmpty } from '../server/content/first-run.ts'
import { snapshotContentSource } from '../server/content/snapshot.ts'
import { databaseFile } from '../server/db/data-files.ts'
import { openDatabase } from '../server/db/sqlite/database.ts'
import { sqliteStore } from '../server/db/sqlite/store.ts'
import { parseEnv } from '../server/env.ts'
import { silentLogger } from '../server/log.ts'
import { createMailer } from '../server/mail/mailer.ts'
import { Pages } from '../server/pages.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface Site {
  pages: Pages
  /** The site's own pages (the route tree's list from the published content), every language, English first. */
  paths: () => Promise<string[]>
  /** A page's HTML as the server sends it (uncompressed), with its status. */
  get: (pathname: string) => Promise<{ status: number; html: string }>
  close: () => Promise<void>
}

/** The app of the build in `distDir` on a fresh database seeded as `npm start` seeds one. */
export async function openSite(distDir = path.join(root, 'dist')): Promise<Site> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'law-site-pages-'))
  const env = parseEnv({ DIST_DIR: distDir, DATA_DIR: dataDir })
  const store = sqliteStore(openDatabase(env.dataDir), databaseFile(env.dataDir))
  await seedPostsIfEmpty(store, path.join(root, 'server/blog/seed-posts'))
  await seedContentIfEmpty(store)
  const content = await snapshotContentSource(store, { checkEvery: 0 })
  // React's production build, as server/index.ts sets before the renderer first imports React.
  process.env.NODE_ENV = 'production'
  const pages = await Pages.fromBuild(env.distDir, { content, backgroundCompression: false })
  const { transport, outbox } = createMailer(env, store, { log: silentLogger })
  const app = createApp({ env, store, pages, outbox, log: silentLogger })
  return {
    pages,
    paths: async () => (await pages.knownPages()).filter((p) => p.prerender).map((p) => p.path),
    get: async (pathname) => {
      const res = await app.fetch(new Request(`http://localhost${pathname}`, { headers: { 'Accept-Encoding': 'identity' } }), {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      })
      return { status: res.status, html: await res.text() }
    },
    close: async () => {
      await outbox.stop()
      transport.close()
      content.stop()
      await content.settled()
      await store.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface SitePage {
  path: string
  html: string
}

const rendered = new Map<string, Promise<SitePage[]>>()

/** Every page of the site's own, rendered once per process and build folder (a full pass takes 15-25 s here). */
export function sitePages(distDir = path.join(root, 'dist')): Promise<SitePage[]> {
  let pages = rendered.get(distDir)
  if (!pages) {
    pages = (async () => {
      const site = await openSite(distDir)
      try {
        const list: SitePage[] = []
        for (const pathname of await site.paths()) {
          const { status, html } = await site.get(pathname)
          if (status !== 200) throw new Error(`${pathname} answered ${status}`)
          list.push({ path: pathname, html })
        }
        return list
      } finally {
        await site.close()
      }
    })()
    rendered.set(distDir, pages)
  }
  return pages
}
