import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hono } from 'hono'
import { it } from 'vitest'
import postgres from 'postgres'
import { createApp } from '../app.ts'
import type { CalendarSync } from '../booking/calendar-sync.ts'
import { openDatabase, type Database } from '../db/sqlite/database.ts'
import { sqliteStore } from '../db/sqlite/store.ts'
import { databaseFile } from '../db/data-files.ts'
import type { Store } from '../db/store.ts'
import { parseEnv, type Env } from '../env.ts'
import type { OutboxWorker } from '../mail/outbox.ts'
import type { MailTransport } from '../mail/transport.ts'
import { createMailer } from '../mail/mailer.ts'
import { silentLogger } from '../log.ts'
import { buildFiles, Pages } from '../pages.ts'
import { seedPostsIfEmpty } from '../blog/seed.ts'
import { openPostgresStore } from '../db/postgres/store.ts'
import { postgresMissing, testDatabase, type TestDatabase } from './postgres.ts'
import { seedContentIfEmpty } from '../content/first-run.ts'
import { snapshotContentSource, type SnapshotContentSource } from '../content/snapshot.ts'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The pages the build prerendered, as it listed them (the route tree's list; the home page and blog are not in it). */
export function prerenderedPaths(): string[] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'dist', buildFiles.pageList), 'utf8')) as string[]
}

export function tempDir(prefix = 'law-site-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix))
}

/**
 * The engine the server tests run on: SQLite files (the default) or, with TEST_DATABASE=postgres, a fresh database
 * on the run's throw-away PostgreSQL cluster (server/test/postgres.ts) for every harness, as DATABASE_URL would.
 */
export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
export const onPostgres = testEngine === 'postgres'

if (onPostgres) {
  const missing = postgresMissing()
  // Asked for by name: a run that cannot have PostgreSQL fails instead of passing on SQLite.
  if (missing) throw new Error(`TEST_DATABASE=postgres, but ${missing}`)
}

/**
 * A test of SQLite itself (its file, its lock, its PRAGMAs): skipped when the suite runs on PostgreSQL. Each use says
 * why in a comment, and what covers the same on PostgreSQL where anything does.
 */
export const itSqliteOnly = it.skipIf(onPostgres)

/**
 * SQL a test runs on the harness's database itself, to look at rows or to set up a state the site cannot reach
 * (an old timestamp, a failed message), on either engine. `?` placeholders (none inside string literals). Rows come
 * back as SQLite gives them, so one assertion fits both: counts and other bigints as numbers, booleans as 1/0, JSON
 * columns as their text. Write booleans as `true`/`false` (both engines read them).
 */
export interface TestSql {
  all: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => Promise<T[]>
  get: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => Promise<T | undefined>
  run: (sql: string, ...params: unknown[]) => Promise<void>
  close: () => Promise<void>
}

function sqliteSql(db: Database): TestSql {
  const params = (values: unknown[]) => values as (string | number | null)[]
  return {
    all: async <T>(sql: string, ...values: unknown[]) => db.prepare(sql).all(...params(values)) as T[],
    get: async <T>(sql: string, ...values: unknown[]) => db.prepare(sql).get(...params(values)) as T | undefined,
    run: async (sql, ...values) => void db.prepare(sql).run(...params(values)),
    close: async () => {},
  }
}

function postgresSql(url: string): TestSql {
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    types: {
      int8: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) },
      bool: { to: 16, from: [16], serialize: (x: unknown) => (x ? 't' : 'f'), parse: (x: string) => (x === 't' ? 1 : 0) },
      json: { to: 3802, from: [114, 3802], serialize: (x: unknown) => JSON.stringify(x), parse: (x: string) => x },
    },
  })
  const numbered = (text: string) => {
    let n = 0
    return text.replace(/\?/g, () => `$${++n}`)
  }
  const all = async <T>(text: string, ...values: unknown[]) =>
    (await sql.unsafe(numbered(text), values as postgres.ParameterOrJSON<never>[])) as unknown as T[]
  return {
    all,
    get: async <T>(text: string, ...values: unknown[]) => (await all<T>(text, ...values))[0],
    run: async (text, ...values) => void (await all(text, ...values)),
    close: () => sql.end({ timeout: 5 }),
  }
}

/**
 * The PostgreSQL database of each data folder a harness ran on in this test file: a harness started again on the
 * same folder (a restart) finds the data it left, as it would in the same SQLite file.
 */
const databases = new Map<string, TestDatabase>()

async function databaseOf(dataDir: string): Promise<TestDatabase> {
  let db = databases.get(dataDir)
  if (!db) {
    db = await testDatabase()
    databases.set(dataDir, db)
  }
  return db
}

/**
 * The environment a child process (a command-line script) needs to work on the data a harness on `dataDir` uses:
 * DATA_DIR, and DATABASE_URL when the tests run on PostgreSQL.
 */
export async function dataEnv(dataDir: string): Promise<Record<string, string>> {
  return onPostgres ? { DATA_DIR: dataDir, DATABASE_URL: (await databaseOf(dataDir)).url } : { DATA_DIR: dataDir }
}

export interface Harness {
  env: Env
  /** What the app reads and writes through. */
  store: Store
  /** Rows themselves, on either engine. */
  sql: TestSql
  /** The SQLite file's own connection, for the tests of SQLite itself; throws on PostgreSQL. */
  db: Database
  outbox: OutboxWorker
  transport: MailTransport
  /** The app itself, for a test that serves it through the Node adapter as `npm start` does. */
  app: Hono
  /** The pages the app serves, with the published snapshot they read (`pages.content`). */
  pages: Pages
  /** A request from `remoteAddress` (the socket peer; 203.0.113.7 unless given). */
  request: (path: string, init?: RequestInit, remoteAddress?: string) => Promise<Response>
  /** The published snapshot the app reads its copy from (`settled()` after a publish). */
  content: SnapshotContentSource
  close: () => Promise<void>
}

/**
 * The real app with the real build's pages, on a real SQLite file in a temporary folder, or (TEST_DATABASE=postgres)
 * on a PostgreSQL database of its own. A harness started on a given `dataDir` finds what an earlier one there left.
 */
export async function startHarness(
  overrides: Record<string, string> = {},
  /** `backgroundCompression`: the pages' brotli 11 pass the server makes after start (server/pages.ts); off unless asked. */
  /** `calendar`: makes the firm's calendar worker (not started: the test drives its passes) handed to the app. */
  opts: {
    seed?: boolean
    dataDir?: string
    backgroundCompression?: boolean
    sampleHours?: boolean
    calendar?: (deps: { env: Env; store: Store; pages: Pages }) => CalendarSync
  } = {},
): Promise<Harness> {
  const dataDir = opts.dataDir ?? tempDir()
  const env = parseEnv({ DIST_DIR: path.join(repoRoot, 'dist'), FORM_MIN_FILL_MS: '0', ...(await dataEnv(dataDir)), ...overrides })
  let db: Database | null = null
  let store: Store
  let sql: TestSql
  if (env.DATABASE_URL) {
    store = await openPostgresStore(env.DATABASE_URL, { maxConnections: 4 })
    sql = postgresSql(env.DATABASE_URL)
  } else {
    db = openDatabase(env.dataDir)
    store = sqliteStore(db, databaseFile(env.dataDir))
    sql = sqliteSql(db)
  }
  if (opts.seed !== false) await seedPostsIfEmpty(store, path.join(repoRoot, 'server/blog/seed-posts'))
  // The site's content, as `npm start` serves it: the seed published on first run, pages from its snapshot.
  // The sample lawyers' first-run hours only when asked: most tests set the hours they need themselves.
  await seedContentIfEmpty(store, undefined, undefined, { sampleHours: opts.sampleHours })
  const content = await snapshotContentSource(store, { checkEvery: 0 })
  // The pages render as the server renders them (server/index.ts): with React's production build, which Node
  // picks by NODE_ENV when the build's renderer first imports React (Vitest sets "test").
  process.env.NODE_ENV = 'production'
  const pages = await Pages.fromBuild(env.distDir, { content, backgroundCompression: opts.backgroundCompression ?? false })
  const { transport, outbox } = createMailer(env, store, { log: silentLogger, backoffBaseMs: 20 })
  const calendar = opts.calendar?.({ env, store, pages }) ?? null
  const app = createApp({ env, store, pages, outbox, log: silentLogger, calendar })
  return {
    env,
    store,
    sql,
    get db(): Database {
      if (!db) throw new Error('h.db is the SQLite connection; these tests run on PostgreSQL: use h.sql, or mark the test SQLite-only')
      return db
    },
    outbox,
    transport,
    app,
    pages,
    content,
    // The node adapter passes the socket as `incoming`; tests give every request the same client address.
    request: (p, init, remoteAddress = '203.0.113.7') =>
      Promise.resolve(app.fetch(new Request(`http://localhost${p}`, init), { incoming: { socket: { remoteAddress } } })),
    close: async () => {
      await calendar?.stop()
      await outbox.stop()
      transport.close()
      content.stop()
      await content.settled()
      await sql.close()
      await store.close()
      if (!opts.dataDir) {
        rmSync(dataDir, { recursive: true, force: true })
        const pg = databases.get(dataDir)
        databases.delete(dataDir)
        await pg?.drop()
      }
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
