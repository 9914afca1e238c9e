import { execFile, execFileSync } from 'node:child_process'
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { freePort } from './free-port.ts'

/**
 * A throw-away PostgreSQL for tests, from the operating system's server binaries (Debian's `postgresql` package:
 * /usr/lib/postgresql/<version>/bin). One cluster per Vitest run, started by the first test file that asks for it
 * (the run's other files wait for it), stopped by its PID when the run ends; each test file gets a database of its
 * own. The cluster is tuned for speed, never for safety (fsync off): test data only.
 */

const execFileAsync = promisify(execFile)

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder this run's cluster lives in (empty until a test file starts it). */
    postgresRunDir: string
  }
}

/** The folder of PostgreSQL's server binaries: $POSTGRES_BIN, else Debian's newest installed version; null when none. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.POSTGRES_BIN
  if (fromEnv) return existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : null
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : null
}

/** CI=true (set by CI systems) or REQUIRE_POSTGRES=1 (set by .ci/run): PostgreSQL tests must run. */
const required = () => ['CI', 'REQUIRE_POSTGRES'].some((name) => !!process.env[name] && !['false', '0'].includes(process.env[name]!))

/**
 * Why the PostgreSQL tests cannot run here, or null when they can. Locally a missing server is a skip with a
 * message; in CI (CI=true) it throws, so a CI run never passes by silently leaving PostgreSQL out.
 */
export function postgresMissing(): string | null {
  if (postgresBinDir()) return null
  const reason =
    'PostgreSQL server binaries not found (looked at $POSTGRES_BIN and /usr/lib/postgresql/<version>/bin; Debian: apt-get install postgresql)'
  if (required()) throw new Error(`${reason}. CI must run the PostgreSQL tests: .ci/run installs the package.`)
  console.warn(`Skipping the PostgreSQL tests: ${reason}.`)
  return reason
}

/** PostgreSQL refuses to run as root: as root, its files belong to the `postgres` user and its commands run as it. */
function asPostgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    return { uid, gid }
  } catch {
    throw new Error('Running as root, and there is no `postgres` user to run PostgreSQL as (Debian\'s postgresql package creates it).')
  }
}

async function runAsOwner(bin: string, args: string[], owner: { uid: number; gid: number } | null): Promise<void> {
  const [file, argv] = owner ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  try {
    await execFileAsync(file, argv, { timeout: 60_000 })
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string }
    throw new Error(`${path.basename(bin)} failed: ${e.stderr || e.stdout || e.message}`, { cause: error })
  }
}

export interface RunningPostgres {
  /** The superuser's URL to the `postgres` database. */
  url: string
  port: number
  /** The postmaster's PID when it started (a restart gives it another; stop() finds the current one). */
  pid: number
  /** `pg_ctl restart -m fast`: sessions are ended, the server is back when it returns (bench:cluster). */
  restart: () => Promise<void>
  /** Stops the server (fast shutdown, by its PID) and waits until it is gone. */
  stop: () => Promise<void>
  /** Starts a stopped server again on the same port; returns once it accepts connections. */
  start: () => Promise<void>
}

/** Settings that make a test cluster fast; never use them for data that matters. */
const TEST_SETTINGS = `
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = minimal
max_wal_senders = 0
max_connections = 300
shared_buffers = 64MB
log_min_messages = warning
`

/**
 * Creates a cluster in `dir/data` (`dir` must be empty or new) and starts it on a free local port. Trust
 * authentication over 127.0.0.1 only: the cluster is reachable from this machine alone, for as long as the tests run.
 */
export async function startPostgres(dir: string): Promise<RunningPostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL server binaries not found')
  const owner = asPostgresUser()
  mkdirSync(dir, { recursive: true })
  if (owner) chownSync(dir, owner.uid, owner.gid)
  const data = path.join(dir, 'data')
  await runAsOwner(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions'],
    owner,
  )
  // The C locale on purpose: lower() in it knows only ASCII, so the schema must name the collation it folds case
  // with (as it must on a production server whose locale nobody here chose).
  const port = await freePort()
  appendFileSync(path.join(data, 'postgresql.conf'), `${TEST_SETTINGS}port = ${port}\n`)
  await runAsOwner(path.join(bin, 'pg_ctl'), ['start', '-w', '-t', '60', '-D', data, '-l', path.join(dir, 'server.log')], owner)
  const currentPid = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  const pid = currentPid()
  let lastPid = pid
  const pgCtl = (action: string, ...args: string[]) =>
    runAsOwner(path.join(bin, 'pg_ctl'), [action, '-w', '-t', '60', ...args, '-D', data, '-l', path.join(dir, 'server.log')], owner)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid,
    restart: async () => {
      await pgCtl('restart', '-m', 'fast')
      lastPid = currentPid()
    },
    start: async () => {
      await pgCtl('start')
      lastPid = currentPid()
    },
    // The pid file is gone once the server stopped: the last PID seen then.
    stop: () => stopByPid(existsSync(path.join(data, 'postmaster.pid')) ? currentPid() : lastPid),
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stopByPid(pid: number): Promise<void> {
  if (!alive(pid)) return
  process.kill(pid, 'SIGINT') // PostgreSQL's "fast" shutdown: ends sessions, no waiting for clients.
  const deadline = Date.now() + 15_000
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  if (alive(pid)) process.kill(pid, 'SIGKILL')
}

const READY = 'ready.json'

const RUN_PREFIX = 'site-test-postgres-'

/** Clusters of earlier runs that were killed before their teardown (Ctrl-C): stopped and removed. */
async function removeAbandonedRuns(): Promise<void> {
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(RUN_PREFIX))) {
    const dir = path.join(os.tmpdir(), name)
    try {
      const owner = Number(readFileSync(path.join(dir, 'owner.pid'), 'utf8'))
      if (alive(owner)) continue
      const ready = path.join(dir, READY)
      if (existsSync(ready)) await stopByPid((JSON.parse(readFileSync(ready, 'utf8')) as { pid: number }).pid)
      rmSync(dir, { recursive: true, force: true })
    } catch {
      // Not ours, or another run is cleaning it.
    }
  }
}

/**
 * Vitest global setup: names the run's folder (nothing starts yet, so a run without PostgreSQL tests pays nothing)
 * and, when the run ends, stops the cluster a test file started, by its PID, and removes its files.
 */
export default async function setup(project: TestProject) {
  await removeAbandonedRuns()
  const runDir = mkdtempSync(path.join(os.tmpdir(), RUN_PREFIX))
  // As root, the cluster's files belong to the postgres user, who must be able to pass through this folder.
  chmodSync(runDir, 0o711)
  writeFileSync(path.join(runDir, 'owner.pid'), String(process.pid))
  project.provide('postgresRunDir', runDir)
  return async () => {
    const ready = path.join(runDir, READY)
    if (existsSync(ready)) await stopByPid((JSON.parse(readFileSync(ready, 'utf8')) as { pid: number }).pid)
    rmSync(runDir, { recursive: true, force: true })
  }
}

let cluster: Promise<{ url: string }> | null = null

/**
 * The run's cluster: the first test file (in any worker) to ask starts it; the others wait for its address. A
 * folder made with mkdir is the lock (atomic across processes); the starter writes ready.json, or failed.txt.
 */
function runCluster(): Promise<{ url: string }> {
  cluster ??= (async () => {
    // Imported here, so that scripts outside Vitest can use startPostgres.
    const { inject } = await import('vitest')
    const runDir = inject('postgresRunDir')
    if (!runDir) throw new Error('No PostgreSQL run folder: server/test/postgres.ts must be a globalSetup of this Vitest config')
    const ready = path.join(runDir, READY)
    const failed = path.join(runDir, 'failed.txt')
    let starter = false
    try {
      mkdirSync(path.join(runDir, 'lock'))
      starter = true
    } catch {
      // Another worker is starting it.
    }
    if (starter) {
      try {
        const pg = await startPostgres(path.join(runDir, 'cluster'))
        writeFileSync(`${ready}.tmp`, JSON.stringify({ url: pg.url, pid: pg.pid }))
        renameSync(`${ready}.tmp`, ready)
      } catch (error) {
        writeFileSync(failed, (error as Error).message)
        throw error
      }
    }
    const deadline = Date.now() + 90_000
    for (;;) {
      if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as { url: string }
      if (existsSync(failed)) throw new Error(`PostgreSQL did not start: ${readFileSync(failed, 'utf8')}`)
      if (Date.now() > deadline) throw new Error('PostgreSQL did not start within 90 s')
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  return cluster
}

export interface TestDatabase {
  /** postgres://… of a database nothing else uses. */
  url: string
  /** Drops it (ending any connection still open to it). */
  drop: () => Promise<void>
}

/** A fresh, empty database in the run's cluster (one per test file, or per test that needs an empty one). */
export async function testDatabase(): Promise<TestDatabase> {
  const { url: adminUrl } = await runCluster()
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} })
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await sql.end()
      }
    },
  }
}
