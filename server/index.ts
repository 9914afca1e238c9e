/**
 * Starts the site: parses the environment, opens the Store (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL;
 * migrations, first-run seed of sample posts), starts
 * the mail outbox, and serves the build. `npm start` builds first; `npm run serve` starts on an existing build.
 */
import { serve } from '@hono/node-server'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvError, parseEnv } from './env.ts'
import { databaseStartError } from './db/sqlite/database.ts'
import { openStore } from './db/open-store.ts'
import { logMigration } from './db/migration-rule.ts'
import type { Store } from './db/store.ts'
import { applyServerLimits, serverOptions } from './http/server-limits.ts'
import { createApp } from './app.ts'
import { builtOriginWarning, Pages } from './pages.ts'
import { createMailer } from './mail/mailer.ts'
import { seedPostsIfEmpty } from './blog/seed.ts'
import { seedContentIfEmpty } from './content/first-run.ts'
import { snapshotContentSource, type SnapshotContentSource } from './content/snapshot.ts'
import { startScheduler } from './content/scheduler.ts'
import { startFirmCalendarSync } from './booking/calendar-sync.ts'
import { mailContentOf } from './mail/mail-content.ts'
import { carryPageReviews } from './content/document-reviews.ts'
import { englishPageHash } from './translations/reviews.ts'
import { isPostgresWriteAfterClose } from './uncaught.ts'
import { createLogger } from './log.ts'
import { privateUmask, tightenDataDir } from './private-data.ts'
import { releaseVersion as version } from './version.ts'
import { acquireServerLock, ServerLockedError, type ServerLock } from './db/sqlite/server-lock.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
/** One JSON object per line on stdout (info) and stderr (warnings, errors): server/log.ts, docs/operations.md. */
const log = createLogger()
/** On SQLite, this process's hold on DATA_DIR (server/db/sqlite/server-lock.ts); kept referenced for its lifetime. */
let serverLock: ServerLock | null = null

async function main() {
  // Every public page is rendered here now (ADR 36, 4.2), and React's development build, which Node picks when
  // NODE_ENV is not "production", renders them four to five times slower (23-30 against 110-130 ms a page
  // measured here). The Dockerfile and the systemd unit set it; `npm start` and a bare `node server/index.ts`
  // did not. Set before the build's renderer is imported, the first to load React.
  process.env.NODE_ENV ??= 'production'
  privateUmask()
  const env = parseEnv()
  const missing = Pages.missingBuildMessage(env.distDir)
  if (missing) throw new EnvError(missing)

  let store: Store
  try {
    // DATA_DIR holds the .eml copies and uploads on PostgreSQL too: private whichever engine is in use.
    const tightened = tightenDataDir(env.dataDir)
    if (tightened.folderWas || tightened.entries > 0) {
      log.warn(`data folder ${env.dataDir} was readable by other users: made private to this user (folder 0700, files 0600)`, {
        dataDir: env.dataDir,
        folderWas: tightened.folderWas,
        entriesTightened: tightened.entries,
      })
    }
    if (tightened.failed.length > 0) {
      log.error(`data folder ${env.dataDir}: could not make these private (not owned by this user?)`, { files: tightened.failed })
    }
    // One server per SQLite folder: a second one is refused here, before it opens the database.
    if (!env.DATABASE_URL) serverLock = acquireServerLock(env.dataDir, { port: env.PORT })
    store = await openStore(env, {
      onMigration: (m) => logMigration(log, m),
      onOutage: (line) => log.warn(line),
    })
    await store.health.recordCheck(new Date().toISOString())
  } catch (error) {
    if (error instanceof ServerLockedError) throw new EnvError(`Cannot start: ${error.message}`)
    throw new EnvError(env.DATABASE_URL ? `Cannot start: ${(error as Error).message}` : databaseStartError(env.dataDir, error))
  }
  const seeded = await seedPostsIfEmpty(store, path.join(here, 'blog/seed-posts'))
  if (seeded > 0) log.info(`Seeded ${seeded} sample blog posts into ${store.location}`, { posts: seeded })
  // The first run also gives the sample lawyers the default hours, so the booking page offers times out of the box.
  const documents = await seedContentIfEmpty(store, undefined, undefined, { sampleHours: true })
  if (documents > 0) log.info(`Seeded the site's content, ${documents} documents, into ${store.location}`, { documents })

  // The published snapshot, read after the first-run seed: the server listens (and /readyz answers ready) only
  // once it is loaded; a start that cannot read it says why and stops (ADR 36, open question 3).
  const started = performance.now()
  let content: SnapshotContentSource
  try {
    content = await snapshotContentSource(store, { log: { error: (message: string, error: unknown) => log.error(message, { error }) } })
  } catch (error) {
    throw new EnvError(`Cannot start: the published content could not be read: ${(error as Error).message}`)
  }
  const pages = await Pages.fromBuild(env.distDir, { content, backgroundCompression: env.PAGES_BROTLI_11 })
  // The first seed carries the page reviews of ADR 26 over to the documents at those pages (ADR 36, 3.4).
  if (documents > 0) {
    const carried = await carryPageReviews(store, (path) => englishPageHash(pages, path))
    if (carried > 0) log.info(`Carried ${carried} page reviews over to their documents`, { carried })
  }
  const originWarning = builtOriginWarning(env.SITE_URL, pages.builtOrigin)
  if (originWarning) log.warn(originWarning)
  const { transport, outbox, mailDir } = createMailer(env, store, { log })
  outbox.start()
  // Scheduled publications of the site's content, due or coming, on this instance too (one claims each).
  const scheduler = startScheduler({ store, knownPages: () => pages.knownPages(), log, holder: outbox.holder })
  // The firm's CalDAV calendar when CALDAV_URL is set: bookings written to it, its busy times copied (one instance polls).
  const calendarSync = startFirmCalendarSync({ env, store, content: () => mailContentOf(pages.content), log, holder: outbox.holder })

  let stopping = false
  // The worker is this process's (stopped below with the outbox); the booking service, built in createApp, hears its
  // reports of the firm's changes there, as the outbox hears of the reminders.
  const app = createApp({ env, store, pages, outbox, log, stopping: () => stopping, calendar: calendarSync })
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions }, (info) => {
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
    const engine = store.kind
    log.info(
      `Site ready at http://${host}:${info.port} (${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}; mail: ${transport.kind === 'smtp' ? 'SMTP' : `.eml files in ${mailDir}`})`,
      {
        version,
        node: process.version,
        port: info.port,
        engine,
        // The SQLite file, or the PostgreSQL URL without its password (Store.location).
        database: store.location,
        mail: transport.kind === 'smtp' ? 'smtp' : 'files',
        logRequests: env.LOG_REQUESTS,
        readyMs: Math.round(performance.now() - started),
      },
    )
    // Every page of the site's own prepared in the background, English first; a request meanwhile renders its own.
    const warming = performance.now()
    void pages
      .refresh(true)
      .then(() =>
        log.info(`Pages prepared from the published content in ${Math.round(performance.now() - warming)} ms`, {
          pages: pages.renders,
          warmMs: Math.round(performance.now() - warming),
        }),
      )
      // Then at the build's brotli 11, in the background too (server/http/prepared.ts): what that costs, once.
      .then(async () => {
        if (!env.PAGES_BROTLI_11) return
        await pages.compression.idle()
        const { bodies, fastBytes, finalBytes, busyMs } = pages.compression.done
        log.info(`Pages compressed at brotli 11 in ${Math.round(performance.now() - warming)} ms from the start of the warm-up`, {
          pages: bodies,
          brotliFastBytes: fastBytes,
          brotli11Bytes: finalBytes,
          compressMs: Math.round(busyMs),
        })
      })
  })

  // An address that cannot be listened on (a PORT another process holds, a HOST this machine does not have) is a
  // setting like the others: one sentence naming it, not an uncaught exception with a stack. Later errors are not
  // caught here.
  const cannotListen = (error: NodeJS.ErrnoException) => {
    const why =
      error.code === 'EADDRINUSE'
        ? 'another process already listens there'
        : error.code === 'EACCES'
          ? 'this user may not listen there (ports under 1024 need privileges)'
          : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
            ? 'this machine has no such address'
            : error.message
    log.error(`Cannot start: cannot listen on ${env.HOST}:${env.PORT} (HOST, PORT): ${why}.`)
    process.exit(1)
  }
  server.once('error', cannotListen)
  server.once('listening', () => server.off('error', cannotListen))

  applyServerLimits(server as unknown as import('node:http').Server, env.MAX_CONNECTIONS)

  let closing = false
  const close = () => {
    if (closing) return
    closing = true
    const force = setTimeout(() => process.exit(0), 900)
    force.unref()
    server.close()
    const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void }
    http.closeIdleConnections?.()
    void Promise.all([outbox.stop(), scheduler.stop(), calendarSync?.stop()]).finally(() => {
      http.closeAllConnections?.()
      transport.close()
      content.stop()
      void store.close().finally(() => {
        serverLock?.release()
        process.exit(0)
      })
    })
  }
  // SIGTERM (a deploy, the orchestrator): /readyz answers 503 at once and the site keeps serving for
  // SHUTDOWN_DRAIN_MS, so the load balancer's health check takes this instance out before it stops accepting.
  // SIGINT (Ctrl-C), or a second signal, stops without waiting.
  const stop = (signal: string) => {
    if (stopping) return close()
    stopping = true
    const drain = signal === 'SIGTERM' ? env.shutdownDrainMs : 0
    log.info(drain > 0 ? `${signal}: not ready (/readyz 503), stopping in ${drain} ms` : `${signal}: stopping`, { signal })
    if (drain > 0) setTimeout(close, drain)
    else close()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

// A background job that fails (mail, retention) is logged and tried again; it must never stop the site.
process.on('unhandledRejection', (reason) => {
  log.error('unhandled rejection', { error: reason instanceof Error ? reason : String(reason) })
})

// One known driver bug is survived (server/uncaught.ts); anything else ends the process, as Node's default does.
process.on('uncaughtException', (error) => {
  if (isPostgresWriteAfterClose(error)) {
    log.error('a PostgreSQL connection closed while a query was being sent (postgres.js, ignored)', { error })
    return
  }
  log.error('uncaught exception: stopping', { error })
  process.exit(1)
})

main().catch((error) => {
  if (error instanceof EnvError) log.error(error.message)
  else log.error('could not start', { error })
  process.exit(1)
})
