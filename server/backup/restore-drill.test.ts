import { afterEach, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { performance } from 'node:perf_hooks'
import { runBackupCli } from '../test/backup-cli.ts'
import { tempDir, validContact } from '../test/harness.ts'
import { startServerProcess, type ServerProcess } from '../test/server-process.ts'

let servers: ServerProcess[] = []
afterEach(async () => {
  for (const s of servers) await s.stop()
  servers = []
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The restore drill of issue 23: a real server takes a stream of form posts from concurrent visitors; a backup is
 * made in the middle of it with `npm run backup` (another process, as cron runs it); the archive is restored into a
 * fresh folder with `npm run restore`, and a server started on that folder serves. Every lead the server had
 * acknowledged before the backup command started must be in the restored database.
 */
describe('restore drill', () => {
  it('restores every lead acknowledged before the backup started, while the site kept taking writes', { timeout: 120_000 }, async () => {
    const server = await startServerProcess({ FORM_MIN_FILL_MS: '0', RATE_LIMIT_PER_HOUR: '10000', SEND_ACKNOWLEDGEMENT: 'false' })
    servers.push(server)
    const backupDir = tempDir()
    const acked: { email: string; at: number }[] = []
    const refused: number[] = []
    let next = 0
    let stop = false
    const visitor = async () => {
      while (!stop) {
        const email = `drill-${next++}@example.com`
        const r = await fetch(`${server.base}/api/email/Form/ContactUs`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...validContact, email }),
        })
        await r.arrayBuffer()
        if (r.status === 200) acked.push({ email, at: performance.now() })
        else refused.push(r.status)
      }
    }
    const visitors = Array.from({ length: 12 }, visitor)
    await sleep(2000)
    const backupStart = performance.now()
    const made = await runBackupCli(['backup'], { DATA_DIR: server.dataDir, BACKUP_DIR: backupDir })
    const backupEnd = performance.now()
    await sleep(1000)
    stop = true
    await Promise.all(visitors)
    expect(made.code, made.out).toBe(0)

    const archive = path.join(
      backupDir,
      readdirSync(backupDir).find((n) => n.endsWith('.tar.gz'))!,
    )
    const target = path.join(tempDir(), 'data')
    const restored = await runBackupCli(['restore', archive], { DATA_DIR: target })
    expect(restored.code, restored.out).toBe(0)

    const db = new DatabaseSync(path.join(target, 'site.db'), { readOnly: true })
    const inBackup = new Set((db.prepare('SELECT email FROM submissions').all() as { email: string }[]).map((r) => r.email))
    db.close()
    const before = acked.filter((a) => a.at < backupStart)
    const during = acked.filter((a) => a.at >= backupStart && a.at <= backupEnd)
    const after = acked.filter((a) => a.at > backupEnd)
    const missing = before.filter((a) => !inBackup.has(a.email))
    console.log(
      [
        `Restore drill: ${acked.length} leads acknowledged by 12 concurrent visitors, ${refused.length} refused.`,
        `  backup command ran ${(backupEnd - backupStart).toFixed(0)} ms; the archive holds ${inBackup.size} leads.`,
        `  acknowledged before it started: ${before.length}, restored ${before.length - missing.length}, missing ${missing.length}.`,
        `  acknowledged while it ran: ${during.length} (${during.filter((a) => inBackup.has(a.email)).length} of them in the archive).`,
        `  acknowledged after it ended: ${after.length} (${after.filter((a) => inBackup.has(a.email)).length} in the archive).`,
      ].join('\n'),
    )
    expect(missing).toEqual([])
    expect(before.length).toBeGreaterThan(20)
    // Online: the site answered every post while the backup ran, and kept storing leads during it.
    expect(refused).toEqual([])
    expect(during.length).toBeGreaterThan(0)
    // The archive holds only leads that were sent, each once.
    expect([...inBackup].every((e) => /^drill-\d+@example\.com$/.test(e))).toBe(true)

    // The restored folder is a working site.
    const again = await startServerProcess({}, { dataDir: target })
    servers.push(again)
    const ready = await fetch(`${again.base}/readyz`)
    expect(ready.status).toBe(200)
    const health = (await (await fetch(`${again.base}/healthz`)).json()) as { database: string }
    expect(health.database).toBe('ok')
  })
})
