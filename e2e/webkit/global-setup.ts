import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import buildIfStale from '../../vitest.global-setup.ts'
import { pinTestFonts } from '../support/fonts.ts'
import { missingWebKitTools } from './tools.ts'
import { BROWSER_TEST_SERVER_ENV } from '../../server/test/server-env.ts'

/**
 * Once per WebKit run: a fresh build if the sources changed (as the other suites), the real server on a fresh data
 * folder (as playwright.config.ts's webServer), and WebKitWebDriver under Xvfb. WebKitWebDriver drives one session
 * at a time, so each Vitest worker gets its own driver (ports WEBKIT_DRIVER_PORT, +1, ...).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    webkitBaseUrl: string
    webkitDataDir: string
    webkitDriverPort: number
  }
}

const root = path.resolve(import.meta.dirname, '../..')
// WebKit lays out text in the same font set as Playwright's browsers (e2e/support/fonts.ts); the driver and the
// browsers it starts inherit the environment.
pinTestFonts()
const e2ePort = Number(process.env.E2E_PORT ?? 4173)
/** Beside Playwright's three servers (E2E_PORT to E2E_PORT + 2), so both suites can run at once. */
export const serverPort = Number(process.env.WEBKIT_PORT ?? e2ePort + 3)
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT ?? e2ePort + 4)

async function waitForHttp(url: string, what: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before answering ${url}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/** Started in its own process group, so that stopping it also stops what it started (Xvfb, the browsers). */
function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  child.on('error', (error) => console.error(`${command}: ${error.message}`))
  return child
}

function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

export default async function setup(project: TestProject) {
  const missing = missingWebKitTools()
  if (missing) throw new Error(missing)
  buildIfStale()

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'law-site-webkit-'))
  const gtkConfig = mkdtempSync(path.join(os.tmpdir(), 'law-site-webkit-gtk-'))
  // MiniBrowser's own toolbar keeps its window at least 447 px wide, too wide for a phone's 375 px. Shrinking GTK's
  // widgets (not the page, which GTK's style sheet does not reach) lets WebDriver size the window down to it.
  mkdirSync(path.join(gtkConfig, 'gtk-3.0'))
  writeFileSync(path.join(gtkConfig, 'gtk-3.0/gtk.css'), '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n')
  const children: ChildProcess[] = []
  const teardown = () => {
    children.forEach(stop)
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(gtkConfig, { recursive: true, force: true })
  }
  try {
    const server = start(process.execPath, ['server/index.ts'], {
      ...BROWSER_TEST_SERVER_ENV,
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      // Every test posts from the same address.
      RATE_LIMIT_PER_HOUR: '10000',
    })
    children.push(server)
    const workers = Number(project.config.maxWorkers) || 1
    const drivers = Array.from({ length: workers }, (_, i) =>
      // -a: the first free display. The screen is larger than any window a test asks for, so none is clipped.
      start('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${driverPort + i}`], {
        XDG_CONFIG_HOME: gtkConfig,
      }),
    )
    children.push(...drivers)
    const baseUrl = `http://127.0.0.1:${serverPort}`
    await waitForHttp(`${baseUrl}/healthz`, 'The server', server)
    await Promise.all(drivers.map((d, i) => waitForHttp(`http://127.0.0.1:${driverPort + i}/status`, 'WebKitWebDriver', d, 20_000)))
    project.provide('webkitBaseUrl', baseUrl)
    project.provide('webkitDataDir', dataDir)
    project.provide('webkitDriverPort', driverPort)
  } catch (error) {
    teardown()
    throw error
  }
  return teardown
}
