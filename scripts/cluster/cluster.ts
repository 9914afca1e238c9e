import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { startPostgres, type RunningPostgres } from '../../server/test/postgres.ts'
import { startServerProcess, type ServerProcess } from '../../server/test/server-process.ts'
import { freePort } from '../../server/test/free-port.ts'
import { openStore } from '../../server/db/open-store.ts'
import { seedPostsIfEmpty } from '../../server/blog/seed.ts'
import { mainConfig, NGINX, siteConfig } from './nginx.ts'

/**
 * A cluster on this machine, from standard parts: a throw-away PostgreSQL (server/test/postgres.ts: Debian's
 * binaries, a temporary folder), up to three instances started as `npm run serve` starts them (node
 * server/index.ts) sharing it and one DATA_DIR (media, .eml files), and nginx in front with
 * docs/deploy/nginx.conf's configuration. `npm run cluster` runs one to try it; `npm run bench:cluster` measures
 * with it. With `database: 'sqlite'` there is no PostgreSQL and one instance (SQLite is one process's file).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ClusterOptions {
  instances: number
  database: 'postgres' | 'sqlite'
  /** nginx's port; the redirect server and the instances take the next ones. Free ports when absent. */
  basePort?: number
  /** More environment for the instances (SMTP_URL, RATE_LIMIT_PER_HOUR, OUTBOX_INTERVAL_MS...). */
  env?: Record<string, string>
  /** Started PostgreSQL to use (a fresh database is made in it) instead of starting one. */
  postgres?: RunningPostgres
  /** A location answering a fixed "ok" from nginx's memory, for a load generator's ceiling. */
  ceilingPath?: string
}

export interface Cluster {
  /** nginx's address: http://127.0.0.1:<port>. */
  url: string
  dir: string
  dataDir: string
  /** postgres://… of the cluster's database, or null on SQLite. */
  databaseUrl: string | null
  postgres: RunningPostgres | null
  instances: ServerProcess[]
  nginx: ChildProcess
  /** Starts instance `i` again (after kill9) on its port. */
  restartInstance: (i: number) => Promise<ServerProcess>
  /** Stops nginx, the instances and PostgreSQL (if this cluster started it), by PID, and removes the folder. */
  stop: () => Promise<void>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function waitFor(url: string, child: ChildProcess, what: () => string): Promise<void> {
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${what()}`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`no answer from ${url}: ${what()}`)
    await sleep(100)
  }
}

/** A fresh database in `pg`, migrated and seeded once (so instances starting together do not each seed). */
async function prepareDatabase(pg: RunningPostgres | null, dataDir: string): Promise<string | null> {
  let url: string | null = null
  if (pg) {
    const name = `cluster_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(`CREATE DATABASE ${name}`)
    } finally {
      await admin.end()
    }
    const u = new URL(pg.url)
    u.pathname = `/${name}`
    url = u.toString()
  }
  const store = await openStore({ dataDir, DATABASE_URL: url ?? undefined })
  try {
    await seedPostsIfEmpty(store, path.join(repoRoot, 'server/blog/seed-posts'))
  } finally {
    await store.close()
  }
  return url
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (opts.database === 'sqlite' && opts.instances !== 1) throw new Error('SQLite runs one instance (one process per data file)')
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (Debian: apt-get install nginx)`)
  if (!existsSync(path.join(repoRoot, 'dist/client'))) throw new Error('No build: run npm run build first')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'law-site-cluster-'))
  // nginx's workers (and, as root, PostgreSQL's files' owner) are another user: they must pass through this folder.
  chmodSync(dir, 0o755)
  const dataDir = path.join(dir, 'data')
  mkdirSync(dataDir)
  const port = async (offset: number) => (opts.basePort ? opts.basePort + offset : freePort())
  const ports = { nginx: await port(0), redirect: await port(1), instances: [] as number[] }
  for (let i = 0; i < opts.instances; i++) ports.instances.push(await port(2 + i))

  const instances: ServerProcess[] = []
  let pg: RunningPostgres | null = null
  let nginx: ChildProcess | null = null
  const ownPostgres = opts.database === 'postgres' && !opts.postgres
  const stop = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT')
      await new Promise((r) => nginx!.once('exit', r))
    }
    await Promise.all(instances.map((s) => s.stop()))
    if (pg && ownPostgres) await pg.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (opts.database === 'postgres') pg = opts.postgres ?? (await startPostgres(path.join(dir, 'postgres')))
    const databaseUrl = await prepareDatabase(pg, dataDir)
    const env = {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // nginx connects from 127.0.0.1: the one trusted hop; the client is the entry nginx appended.
      TRUST_PROXY: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${ports.nginx}`,
      ...opts.env,
    }
    const startInstance = (i: number) => startServerProcess(env, { dataDir, port: ports.instances[i], readyTimeoutMs: 120_000 })
    // One after the other: each start applies migrations under the advisory lock anyway, and two cores are busy enough.
    for (let i = 0; i < opts.instances; i++) instances.push(await startInstance(i))

    const siteFile = path.join(dir, 'site.conf')
    let site = siteConfig({
      httpPort: ports.redirect,
      mainPort: ports.nginx,
      upstreamPorts: ports.instances,
      clientDir: path.join(repoRoot, 'dist/client'),
    })
    if (opts.ceilingPath)
      site = site.replace(/(\n\s*location \/ \{)/, `\n    location = ${opts.ceilingPath} { default_type text/plain; return 200 "ok"; }\n$1`)
    writeFileSync(siteFile, site)
    const conf = path.join(dir, 'nginx.conf')
    writeFileSync(conf, mainConfig(dir, siteFile, { workerConnections: 4096 }))
    let log = ''
    nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] })
    nginx.stderr!.on('data', (d: Buffer) => (log += d.toString()))
    const url = `http://127.0.0.1:${ports.nginx}`
    await waitFor(`${url}/readyz`, nginx, () => log)
    return {
      url,
      dir,
      dataDir,
      databaseUrl,
      postgres: pg,
      instances,
      nginx,
      restartInstance: async (i) => (instances[i] = await startInstance(i)),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
