import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hono } from 'hono'
import { createApp } from '../app.ts'
import { openDatabase, type Database } from '../db/sqlite/database.ts'
import { sqliteStore } from '../db/sqlite/store.ts'
import { databaseFile } from '../db/data-files.ts'
import type { Store } from '../db/store.ts'
import { parseEnv, type Env } from '../env.ts'
import type { OutboxWorker } from '../mail/outbox.ts'
import type { MailTransport } from '../mail/transport.ts'
import { createMailer } from '../mail/mailer.ts'
import { buildFiles, Pages } from '../pages.ts'
import { seedPostsIfEmpty } from '../blog/seed.ts'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The pages the build prerendered, as it listed them (the route tree's list; the home page and blog are not in it). */
export function prerenderedPaths(): string[] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'dist', buildFiles.pageList), 'utf8')) as string[]
}

export function tempDir(prefix = 'law-site-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix))
}

export interface Harness {
  env: Env
  /** What the app reads and writes through. */
  store: Store
  /** The same SQLite file's connection, for tests that look at the rows themselves. */
  db: Database
  outbox: OutboxWorker
  transport: MailTransport
  /** The app itself, for a test that serves it through the Node adapter as `npm start` does. */
  app: Hono
  /** A request from `remoteAddress` (the socket peer; 203.0.113.7 unless given). */
  request: (path: string, init?: RequestInit, remoteAddress?: string) => Promise<Response>
  close: () => Promise<void>
}

/** The real app on a real SQLite file in a temporary folder, with the real build's pages. */
export async function startHarness(
  overrides: Record<string, string> = {},
  opts: { seed?: boolean; dataDir?: string } = {},
): Promise<Harness> {
  const dataDir = opts.dataDir ?? tempDir()
  const env = parseEnv({ DATA_DIR: dataDir, DIST_DIR: path.join(repoRoot, 'dist'), FORM_MIN_FILL_MS: '0', ...overrides })
  const db = openDatabase(env.dataDir)
  const store = sqliteStore(db, databaseFile(env.dataDir))
  if (opts.seed !== false) await seedPostsIfEmpty(store, path.join(repoRoot, 'server/blog/seed-posts'))
  const pages = await Pages.fromBuild(env.distDir)
  const { transport, outbox } = createMailer(env, store, { log: () => {}, backoffBaseMs: 20 })
  const app = createApp({ env, store, pages, outbox, log: () => {} })
  return {
    env,
    store,
    db,
    outbox,
    transport,
    app,
    // The node adapter passes the socket as `incoming`; tests give every request the same client address.
    request: (p, init, remoteAddress = '203.0.113.7') =>
      Promise.resolve(app.fetch(new Request(`http://localhost${p}`, init), { incoming: { socket: { remoteAddress } } })),
    close: async () => {
      await outbox.stop()
      transport.close()
      await store.close()
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

export const validContact = {
  firstName: 'Maria',
  lastName: 'Keller',
  email: 'maria.keller@example.com',
  message: 'We would like to buy an apartment in Istanbul and apply for residence. Can you help?',
}
