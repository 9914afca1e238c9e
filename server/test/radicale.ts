import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDAVClient } from 'tsdav'
import { freePort } from './free-port.ts'

/**
 * A real CalDAV server for tests: Debian's Radicale 3.1 (`apt-get install radicale`), one per test file, in a
 * temporary folder of its own, one user with a plain password, each user seeing only their own calendars (as a
 * firm's Nextcloud or iCloud account does). Stopped by its PID, its folder removed.
 */

const RADICALE = process.env.RADICALE_BIN ?? '/usr/bin/radicale'

/** CI=true (set by CI systems) or REQUIRE_RADICALE=1 (set by .ci/run): the CalDAV tests must run. */
const required = () => ['CI', 'REQUIRE_RADICALE'].some((name) => !!process.env[name] && !['false', '0'].includes(process.env[name]!))

/**
 * Why the CalDAV tests cannot run here, or null when they can. Locally a missing server is a skip with a message;
 * in CI it throws, so a CI run never passes by silently leaving the firm's calendar untested.
 */
export function radicaleMissing(): string | null {
  if (existsSync(RADICALE)) return null
  const reason = `Radicale not found at ${RADICALE} ($RADICALE_BIN; Debian: apt-get install radicale)`
  if (required()) throw new Error(`${reason}. CI must run the CalDAV tests: .ci/run installs the package.`)
  console.warn(`Skipping the CalDAV tests: ${reason}.`)
  return reason
}

export interface RunningRadicale {
  /** The server's root, http://127.0.0.1:<port>/ (what a firm would type as its server's address). */
  url: string
  username: string
  password: string
  /** The firm's calendar, made at start: <url><username>/firm/. */
  calendarUrl: string
  pid: number
  /** Makes another empty calendar of the user's (a test that needs a calendar of its own); returns its URL. */
  makeCalendar: (name: string) => Promise<string>
  /** Stops the server by its PID and removes its folder. */
  stop: () => Promise<void>
}

const USERNAME = 'firm'

/** `parentDir`: where its folder is made (default the system's temporary folder). */
export async function startRadicale({ parentDir = os.tmpdir() }: { parentDir?: string } = {}): Promise<RunningRadicale> {
  const dir = mkdtempSync(path.join(parentDir, 'site-test-radicale-'))
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`
  const port = await freePort()
  writeFileSync(path.join(dir, 'users'), `${USERNAME}:${password}\n`)
  writeFileSync(
    path.join(dir, 'config'),
    `[server]
hosts = 127.0.0.1:${port}

[auth]
type = htpasswd
htpasswd_filename = ${path.join(dir, 'users')}
htpasswd_encryption = plain
# Radicale waits about a second after a wrong password (against guessing); a test has nothing to guard.
delay = 0

[rights]
type = owner_only

[storage]
filesystem_folder = ${path.join(dir, 'collections')}

[web]
type = none

[logging]
level = warning
mask_passwords = True
`,
  )
  // Only this config: without -C Radicale also reads /etc/radicale/config and ~/.config/radicale/config.
  const child = spawn(RADICALE, ['-C', path.join(dir, 'config')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  void exited.then(() => (gone = true))
  const stop = async () => {
    if (!gone && child.pid) {
      process.kill(child.pid, 'SIGTERM')
      const killed = setTimeout(() => !gone && child.pid && process.kill(child.pid, 'SIGKILL'), 10_000)
      await exited
      clearTimeout(killed)
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (gone) {
      await stop()
      throw new Error(`Radicale exited before answering: ${output.trim()}`)
    }
    const answer = await fetch(url, { method: 'OPTIONS' }).catch(() => null)
    if (answer) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`Radicale did not answer on ${url} within 30 s: ${output.trim()}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }

  const client = await createDAVClient({ serverUrl: url, credentials: { username: USERNAME, password }, authMethod: 'Basic' })
  const makeCalendar = async (name: string) => {
    const calendarUrl = new URL(`${USERNAME}/${name}/`, url).href
    const [response] = await client.makeCalendar({
      url: calendarUrl,
      props: { 'd:displayname': name, 'c:supported-calendar-component-set': { 'c:comp': { _attributes: { name: 'VEVENT' } } } },
    })
    if (response?.status !== 201) throw new Error(`MKCALENDAR ${calendarUrl} answered ${response?.status} ${response?.statusText}`)
    return calendarUrl
  }
  try {
    const calendarUrl = await makeCalendar('firm')
    return { url, username: USERNAME, password, calendarUrl, pid: child.pid!, makeCalendar, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
