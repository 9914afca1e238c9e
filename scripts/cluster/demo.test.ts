import { afterAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../../server/test/harness.ts'
import { postgresMissing } from '../../server/test/postgres.ts'
import { NGINX } from './nginx.ts'

/**
 * `npm run cluster` as an operator tries it (docs/deploy/README.md): an instance killed with kill -9 is started again
 * by the demo, and each instance's log is a file of JSON lines whose path the demo prints.
 */
const missing = postgresMissing() ?? (existsSync(NGINX) ? null : 'nginx is not installed')

describe.skipIf(missing)('npm run cluster', () => {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/cluster.ts'), '--port=0', '--instances=2'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)))
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
    await exited
  })
  const waitFor = async (re: RegExp, timeout: number) => {
    await expect.poll(() => re.exec(output) ?? (child.exitCode !== null ? output : null), { timeout, interval: 100 }).toBeInstanceOf(Array)
    return re.exec(output)!
  }

  it('restarts an instance killed with kill -9, writes its log to the file it names, and stops it all on Ctrl-C', async () => {
    const [, url] = await waitFor(/Cluster ready at (\S+)/, 150_000)
    const [, pid] = await waitFor(/instance 1 PID (\d+), (\S+)/, 1000)
    const [, logs] = await waitFor(/logs\s+(\S+)\/instance-<n>\.log/, 1000)
    process.kill(Number(pid), 'SIGKILL')
    const [, newPid, base] = await waitFor(/instance 1 started again: PID (\d+), (\S+)/, 60_000)
    expect(newPid).not.toBe(pid)
    expect(output).toContain(`instance 1 (PID ${pid}) stopped (SIGKILL)`)
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    expect((await fetch(`${url}/readyz`)).status).toBe(200)

    const lines = readFileSync(path.join(logs, 'instance-1.log'), 'utf8').trim().split('\n')
    const parsed = lines.map((l) => JSON.parse(l) as { msg: string; level: string })
    // Both lives of instance 1: the first start and the one after kill -9.
    expect(parsed.filter((l) => /^Site ready at/.test(l.msg))).toHaveLength(2)

    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(existsSync(logs)).toBe(false)
  }, 240_000)
})
