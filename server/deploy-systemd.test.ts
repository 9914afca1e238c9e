import { describe, expect, it } from 'vitest'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from './env.ts'
import { postJson, repoRoot, tempDir, validContact } from './test/harness.ts'
import { freePort, startServerProcess } from './test/server-process.ts'

/**
 * The systemd units in docs/deploy/ as shipped. `systemd-analyze verify` loads each one as systemd would: every
 * directive must be known and well-formed, and every command must exist and be executable. It checks commands on
 * this machine, so the copies it reads have the shipped /srv/law-site replaced by this checkout, and nothing else
 * changed: ExecStart then names this checkout's node_modules/.bin/node and /bin/sh, which must be there.
 */

const SHIPPED_ROOT = '/srv/law-site'
const deploy = (name: string) => path.join(repoRoot, 'docs/deploy', name)
const UNITS = ['law-site@.service', 'law-site-backup.service', 'law-site-backup.timer']

const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' })
const missing = analyze.error ? 'systemd-analyze is not installed (Debian: apt-get install systemd; .ci/run installs it)' : null
// The sandbox hides /tmp: a checkout under it could not be run (and its own temporary folders are there).
const bwrap = !spawnSync('bwrap', ['--version']).error && !repoRoot.startsWith('/tmp/')
if (!bwrap) console.warn('server/deploy-systemd.test.ts: skipping the read-only file system check: bubblewrap (bwrap) is not installed')
if (missing) console.warn(`server/deploy-systemd.test.ts: skipping the systemd-analyze checks: ${missing}`)

/** `Key=value` lines of a unit's section, in order (a key may repeat). */
function directives(unit: string, section: string): [string, string][] {
  const out: [string, string][] = []
  let current = ''
  for (const line of readFileSync(deploy(unit), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line.trim())
    if (header) current = header[1]
    else if (current === section && /^\w+=/.test(line)) {
      const at = line.indexOf('=')
      out.push([line.slice(0, at), line.slice(at + 1)])
    }
  }
  return out
}
const value = (unit: string, section: string, key: string) =>
  directives(unit, section)
    .filter(([k]) => k === key)
    .map(([, v]) => v)

/** The settings of docs/deploy/law-site.env, the example environment file. */
const envFile = (): Record<string, string> =>
  Object.fromEntries(
    readFileSync(deploy('law-site.env'), 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  )

describe.skipIf(missing)('systemd units in docs/deploy/ (systemd-analyze verify)', () => {
  it('load without an error or a warning, with their commands found in this checkout', () => {
    const dir = tempDir('law-site-units-')
    for (const unit of UNITS) {
      const text = readFileSync(deploy(unit), 'utf8').replaceAll(SHIPPED_ROOT, repoRoot)
      // A template is verified as one of its instances: the port 3001 of the README's example.
      writeFileSync(path.join(dir, unit.replace('@.', '@3001.')), text)
    }
    const files = UNITS.map((u) => path.join(dir, u.replace('@.', '@3001.')))
    const run = spawnSync('systemd-analyze', ['verify', ...files], { encoding: 'utf8' })
    // verify exits 0 on an unknown key or a bad value ("ignoring"): anything it prints is a failure here.
    expect(run.stderr + run.stdout).toBe('')
    expect(run.status).toBe(0)
  })

  it('fails on a command that is not there, so the check above means something', () => {
    const dir = tempDir('law-site-units-')
    const text = readFileSync(deploy('law-site-backup.service'), 'utf8') // still /srv/law-site: not on this machine
    writeFileSync(path.join(dir, 'law-site-backup.service'), text)
    const run = spawnSync('systemd-analyze', ['verify', path.join(dir, 'law-site-backup.service')], { encoding: 'utf8' })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain(`${SHIPPED_ROOT}/node_modules/.bin/node is not executable`)
  })
})

describe('the site unit', () => {
  const unit = 'law-site@.service'

  it('names only files this checkout has', () => {
    const text = UNITS.map((u) => readFileSync(deploy(u), 'utf8')).join('\n')
    const named = [...new Set([...text.matchAll(/\/srv\/law-site(\/[\w./@-]*[\w@-])/g)].map((m) => m[1]))]
    expect(named).toContain('/server/serve.sh')
    for (const file of named) expect(existsSync(path.join(repoRoot, file)), file).toBe(true)
  })

  it('restarts on failure, runs as its own user with an environment file, and keeps the data folder to itself', () => {
    expect(value(unit, 'Service', 'Restart')).toEqual(['on-failure'])
    expect(value(unit, 'Service', 'User')).toEqual(['law-site'])
    expect(value(unit, 'Service', 'EnvironmentFile')).toEqual(['/etc/law-site/env'])
    expect(value(unit, 'Service', 'Environment')).toContain('PORT=%i')
    expect(value(unit, 'Service', 'Environment')).toContain('DATA_DIR=/var/lib/law-site')
    expect(value(unit, 'Service', 'StateDirectory')).toEqual(['law-site'])
    expect(value(unit, 'Service', 'StateDirectoryMode')).toEqual(['0700'])
    expect(value(unit, 'Service', 'UMask')).toEqual(['0077'])
    expect(value(unit, 'Service', 'ProtectSystem')).toEqual(['strict'])
    expect(value(unit, 'Service', 'ReadWritePaths')).toEqual(['/var/lib/law-site'])
    expect(value(unit, 'Service', 'NoNewPrivileges')).toEqual(['true'])
    // V8 writes and runs its compiled code: this setting would stop Node.
    expect(value(unit, 'Service', 'MemoryDenyWriteExecute')).toEqual([])
  })

  it('waits on stop longer than the server drains and closes after SIGTERM', () => {
    expect(value(unit, 'Service', 'KillSignal')).toEqual(['SIGTERM'])
    const stop = /^(\d+)s$/.exec(value(unit, 'Service', 'TimeoutStopSec')[0])
    // server/index.ts: SHUTDOWN_DRAIN_MS (its default with DATABASE_URL), then at most 900 ms to close.
    const drainMs = parseEnv({ DATABASE_URL: 'postgres://u@localhost/db' }).shutdownDrainMs
    expect(Number(stop?.[1]) * 1000).toBeGreaterThanOrEqual(drainMs + 900 + 10_000)
  })

  it('starts the server with its ExecStart and environment, which exits 0 on SIGTERM well within TimeoutStopSec', async () => {
    // The unit's Environment= lines (DATA_DIR in a scratch folder instead of /var/lib), the example environment file,
    // and a drain as with DATABASE_URL. Exit 0 after SIGTERM is a stop, which Restart=on-failure does not restart.
    const unitEnv = Object.fromEntries(
      value(unit, 'Service', 'Environment').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    expect(value(unit, 'Service', 'ExecStart')).toEqual([`/bin/sh ${SHIPPED_ROOT}/server/serve.sh`])
    const port = await freePort()
    const server = await startServerProcess(
      {
        ...unitEnv,
        ...envFile(),
        PATH: unitEnv.PATH.replaceAll(SHIPPED_ROOT, repoRoot),
        DATA_DIR: path.join(tempDir(), 'law-site'),
        PORT: String(port),
        HOST: '127.0.0.1',
        SHUTDOWN_DRAIN_MS: '1000',
      },
      { port },
    )
    try {
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
      // The node that PATH finds first: the checkout's Node 24 from npm ci.
      expect(
        JSON.parse(
          server
            .stdout()
            .split('\n')
            .find((l) => l.includes('Site ready'))!,
        ).node,
      ).toMatch(/^v24\./)
      const asked = Date.now()
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const tookMs = Date.now() - asked
      expect(tookMs).toBeGreaterThanOrEqual(1000)
      expect(tookMs).toBeLessThan(Number(/^(\d+)s$/.exec(value(unit, 'Service', 'TimeoutStopSec')[0])![1]) * 1000)
    } finally {
      await server.stop()
    }
  }, 60_000)

  it.skipIf(!bwrap)(
    'serves and stores a lead with the file system read-only but for DATA_DIR and a private /tmp (as ProtectSystem=strict)',
    async () => {
      // bubblewrap stands in for the unit's sandbox (no systemd runs the unit here): / read-only, DATA_DIR the one
      // writable path (ReadWritePaths), an empty /tmp (PrivateTmp) and a minimal /dev (PrivateDevices).
      mkdirSync(path.join(repoRoot, '.test-output'), { recursive: true })
      const dataDir = path.join(mkdtempSync(path.join(repoRoot, '.test-output', 'unit-')), 'law-site')
      mkdirSync(dataDir, { mode: 0o700 })
      const port = await freePort()
      const sandbox = ['--ro-bind', '/', '/', '--tmpfs', '/tmp', '--bind', dataDir, dataDir, '--dev', '/dev', '--proc', '/proc']
      const child = spawn('bwrap', [...sandbox, '--die-with-parent', '/bin/sh', path.join(repoRoot, 'server/serve.sh')], {
        cwd: repoRoot,
        env: {
          PATH: `${repoRoot}/node_modules/.bin:/usr/bin:/bin`,
          ...envFile(),
          DATA_DIR: dataDir,
          PORT: String(port),
          FORM_MIN_FILL_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      try {
        await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain('Site ready')
        const base = `http://127.0.0.1:${port}`
        expect((await fetch(`${base}/readyz`)).status).toBe(200)
        expect((await fetch(`${base}/api/email/Form/ContactUs`, postJson(validContact))).status).toBe(200)
        await expect
          .poll(() => existsSync(path.join(dataDir, 'mail')) && readdirSync(path.join(dataDir, 'mail')).length, { timeout: 10_000 })
          .toBeGreaterThan(0)
        expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['mail', 'media', 'site.db']))
        expect(output).not.toContain('"level":"error"')
      } finally {
        child.kill('SIGKILL')
        rmSync(path.dirname(dataDir), { recursive: true, force: true })
      }
    },
    60_000,
  )

  it('ships an environment file the server accepts, without the settings the unit owns', () => {
    const settings = envFile()
    expect(Object.keys(settings)).not.toContain('PORT')
    expect(Object.keys(settings)).not.toContain('DATA_DIR')
    const env = parseEnv({ ...settings, PORT: '3001', DATA_DIR: '/var/lib/law-site' })
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: 3001, dataDir: '/var/lib/law-site' })
    // The backup unit keeps the archives out of /var/lib (BACKUP_DIR's default, beside DATA_DIR, would be /var/lib/backups).
    expect(value('law-site-backup.service', 'Service', 'Environment')).toContain(
      'DATA_DIR=/var/lib/law-site BACKUP_DIR=/var/lib/law-site-backups',
    )
  })
})
