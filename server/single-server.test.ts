import { afterAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { repoRoot, tempDir } from './test/harness.ts'
import { startServerProcess, type ServerProcess } from './test/server-process.ts'
import { runBackupCli } from './test/backup-cli.ts'
import { postgresMissing, testDatabase } from './test/postgres.ts'

/**
 * One server per SQLite folder (server/db/sqlite/server-lock.ts): a second `npm run serve` on the same DATA_DIR is
 * refused with a sentence naming the folder and the first process; a server killed with kill -9 leaves nothing that
 * blocks the next start; the commands an operator runs beside the site still work; PostgreSQL instances, which
 * share nothing through the folder's database, still run several on one machine and one DATA_DIR.
 */
const servers: ServerProcess[] = []
const start = async (...args: Parameters<typeof startServerProcess>) => {
  const server = await startServerProcess(...args)
  servers.push(server)
  return server
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
})

const errorLine = (s: ServerProcess) =>
  s
    .output()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { level: string; msg: string })
    .find((l) => l.level === 'error')

describe('one server per SQLite folder', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder and the process that runs on it', async () => {
    const first = await start()
    const second = await start({}, { dataDir: first.dataDir, waitReady: false })
    expect(await second.exited).toBe(1)
    expect(errorLine(second)?.msg).toBe(
      `Cannot start: Another server already runs on the SQLite database in ${first.dataDir}: process ${first.child.pid} on ${os.hostname()} ` +
        `(port ${first.port}), started ${errorLine(second)?.msg.match(/started (\S+)\./)?.[1]}. One SQLite folder serves one ` +
        'process. Stop that one first, or give this one its own DATA_DIR; to run several instances, use PostgreSQL ' +
        '(DATABASE_URL, see docs/operations.md#postgresql).',
    )
    expect(second.output()).not.toMatch(/Site ready/)
    // The first one is untouched, and its lock file is private like the rest of the folder.
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200)
    expect((statSync(path.join(first.dataDir, 'server.lock')).mode & 0o777).toString(8)).toBe('600')
  }, 60_000)

  it('starts at once on the folder of a server killed with kill -9 (no stale lock), and refuses a third beside it', async () => {
    const killed = await start()
    await killed.kill9()
    const began = Date.now()
    const next = await start({}, { dataDir: killed.dataDir })
    console.log(`start after kill -9 of the previous server: ${Date.now() - began} ms`)
    expect((await fetch(`${next.base}/readyz`)).status).toBe(200)
    const third = await start({}, { dataDir: killed.dataDir, waitReady: false })
    expect(await third.exited).toBe(1)
    expect(errorLine(third)?.msg).toContain(`process ${next.child.pid} on ${os.hostname()} (port ${next.port})`)
  }, 60_000)

  it('refuses npm run dev on the folder a server runs on', async () => {
    const server = await start()
    const dev = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts/dev.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: '0', HOST: '127.0.0.1' },
      // The dev server of old went on running: stopped after 30 s, so the test fails instead of hanging.
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )
    expect(dev.code).toBe(1)
    expect(dev.stderr).toContain(
      `Cannot start: Another server already runs on the SQLite database in ${server.dataDir}: process ${server.child.pid} on ${os.hostname()}`,
    )
  }, 60_000)

  it('starts again on the folder of a server stopped with SIGTERM', async () => {
    const stopped = await start()
    await stopped.stop()
    const next = await start({}, { dataDir: stopped.dataDir })
    expect((await fetch(`${next.base}/readyz`)).status).toBe(200)
  }, 60_000)

  it('lets the commands meant to run beside the site work while it runs: backup and admin:create', async () => {
    const server = await start()
    const backups = tempDir()
    const backup = await runBackupCli(['backup'], { DATA_DIR: server.dataDir, BACKUP_DIR: backups })
    expect(backup.out).toMatch(/Backup written/)
    expect(backup.code).toBe(0)
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'server/admin/cli.ts'), 'create', '--email', 'owner@firm.example'],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: server.dataDir } },
    )
    expect(stdout).toMatch(/admin\/setup/)
    // The restore refuses the running site's folder, as any folder that holds something.
    const archive = path.join(
      backups,
      readdirSync(backups).find((f) => f.endsWith('.tar.gz'))!,
    )
    const restore = await runBackupCli(['restore', archive], { DATA_DIR: server.dataDir })
    expect(restore.code).not.toBe(0)
    expect(restore.out).toMatch(/is not empty/)
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
  }, 60_000)
})

describe.skipIf(postgresMissing())('several instances on PostgreSQL', () => {
  it('starts two instances on one PostgreSQL database sharing one DATA_DIR (mail and media), both ready', async () => {
    const db = await testDatabase()
    const dataDir = tempDir()
    const env = { DATABASE_URL: db.url, SHUTDOWN_DRAIN_MS: '0' }
    const a = await start(env, { dataDir, readyTimeoutMs: 60_000 })
    const b = await start(env, { dataDir, readyTimeoutMs: 60_000 })
    for (const s of [a, b]) expect((await fetch(`${s.base}/readyz`)).status).toBe(200)
    await Promise.all([a.stop(), b.stop()])
    await db.drop()
  }, 90_000)
})
