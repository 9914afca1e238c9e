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
import type { Store } from './db/store.ts'
import { applyServerLimits, serverOptions } from './http/server-limits.ts'
import { createApp } from './app.ts'
import { builtOriginWarning, Pages } from './pages.ts'
import { createMailer } from './mail/mailer.ts'
import { seedPostsIfEmpty } from './blog/seed.ts'
import { isPostgresWriteAfterClose } from './uncaught.ts'

const here = path.dirname(fileURLToPath(import.meta.url))

async function main() {
  const env = parseEnv()
  const missing = Pages.missingBuildMessage(env.distDir)
  if (missing) throw new EnvError(missing)

  let store: Store
  try {
    store = await openStore(env)
    await store.health.recordCheck(new Date().toISOString())
  } catch (error) {
    throw new EnvError(env.DATABASE_URL ? `Cannot start: ${(error as Error).message}` : databaseStartError(env.dataDir, error))
  }
  const seeded = await seedPostsIfEmpty(store, path.join(here, 'blog/seed-posts'))
  if (seeded > 0) console.log(`Seeded ${seeded} sample blog posts into ${store.location}`)

  const pages = await Pages.fromBuild(env.distDir)
  const originWarning = builtOriginWarning(env.SITE_URL, pages.builtOrigin)
  if (originWarning) console.warn(originWarning)
  const { transport, outbox, mailDir } = createMailer(env, store, { log: console.log, logError: console.error })
  outbox.start()

  let stopping = false
  const app = createApp({ env, store, pages, outbox, stopping: () => stopping })
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions }, (info) => {
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
    console.log(`Site ready at http://${host}:${info.port} (mail: ${transport.kind === 'smtp' ? 'SMTP' : `.eml files in ${mailDir}`})`)
  })

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
    void outbox.stop().finally(() => {
      http.closeAllConnections?.()
      transport.close()
      void store.close().finally(() => process.exit(0))
    })
  }
  // SIGTERM (a deploy, the orchestrator): /readyz answers 503 at once and the site keeps serving for
  // SHUTDOWN_DRAIN_MS, so the load balancer's health check takes this instance out before it stops accepting.
  // SIGINT (Ctrl-C), or a second signal, stops without waiting.
  const stop = (signal: string) => {
    if (stopping) return close()
    stopping = true
    const drain = signal === 'SIGTERM' ? env.shutdownDrainMs : 0
    console.log(drain > 0 ? `${signal}: not ready (/readyz 503), stopping in ${drain} ms` : `${signal}: stopping`)
    if (drain > 0) setTimeout(close, drain)
    else close()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

// A background job that fails (mail, retention) is logged and tried again; it must never stop the site.
process.on('unhandledRejection', (reason) => {
  console.error(`error: unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`)
})

// One known driver bug is survived (server/uncaught.ts); anything else ends the process, as Node's default does.
process.on('uncaughtException', (error) => {
  if (isPostgresWriteAfterClose(error)) {
    console.error(`error: a PostgreSQL connection closed while a query was being sent (postgres.js, ignored): ${error.message}`)
    return
  }
  console.error(error)
  process.exit(1)
})

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
