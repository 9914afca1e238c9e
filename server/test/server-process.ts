import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { repoRoot, tempDir } from './harness.ts'
import { freePort } from './free-port.ts'
import { TEST_SERVER_ENV } from './server-env.ts'

export { freePort }

export interface ServerProcess {
  child: ChildProcess
  port: number
  dataDir: string
  base: string
  exited: Promise<number | null>
  output: () => string
  /** What it wrote on stdout alone (its info lines; warnings and errors go to stderr). */
  stdout: () => string
  /** SIGKILL (a crash or power cut as far as the process can tell) and wait for it to be gone. */
  kill9: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * The server started exactly as `npm run serve` starts it (server/serve.sh: node server/index.ts with the
 * production allocator, configured only through the environment), on its own port (a free one unless `opts.port` names one) and data folder.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: { dataDir?: string; waitReady?: boolean; port?: number; root?: string; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  // Another copy of the site (with its own dist/) when `opts.root` names one: server/added-language.test.ts.
  const root = opts.root ?? repoRoot
  const port = opts.port ?? (await freePort())
  const dataDir = opts.dataDir ?? tempDir()
  // Under Vitest a test's settings (server-env.ts); the scripts that start servers to measure or run a cluster (bench,
  // cluster) keep production's.
  const testOnly = process.env.VITEST ? TEST_SERVER_ENV : {}
  // server/serve.sh execs `node`: the one running this file comes first on PATH.
  const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`
  const child = spawn('sh', [path.join(root, 'server/serve.sh')], {
    cwd: root,
    env: { ...process.env, PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...testOnly, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let stdout = ''
  child.stdout!.on('data', (d) => {
    output += d
    stdout += d
  })
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  if (opts.waitReady !== false) {
    const deadline = Date.now() + (opts.readyTimeoutMs ?? 20_000)
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
      if (/Site ready at/.test(output)) break
      if (Date.now() > deadline) {
        // Not left running: the caller never got it to stop (a loaded machine left two behind for good).
        child.kill('SIGKILL')
        throw new Error(`server did not start: ${output}`)
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    child,
    port,
    dataDir,
    base,
    exited,
    output: () => output,
    stdout: () => stdout,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
