import { afterEach, describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { startServerProcess, type ServerProcess } from './test/server-process.ts'

// server/serve.sh is how production starts the server (npm start, npm run serve); these tests start it the same
// way and read the process's memory map to see which allocator it really runs on.
const debianJemalloc = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`
const onJemalloc = (s: ServerProcess) => /libjemalloc/.test(readFileSync(`/proc/${s.child.pid}/maps`, 'utf8'))

describe.runIf(process.platform === 'linux')('npm run serve: the C allocator', () => {
  let server: ServerProcess | undefined
  afterEach(async () => {
    await server?.stop()
    server = undefined
  })

  it.runIf(existsSync(debianJemalloc))("runs on jemalloc where Debian's libjemalloc2 is installed", async () => {
    server = await startServerProcess({ JEMALLOC_PATH: debianJemalloc })
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
    expect(onJemalloc(server)).toBe(true)
  })

  it('runs on the system allocator, answering as usual, where the library is missing', async () => {
    server = await startServerProcess({ JEMALLOC_PATH: '/nonexistent/libjemalloc.so.2' })
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.base}/faq`)).status).toBe(200)
    expect(onJemalloc(server)).toBe(false)
  })
})

// README: every setting "is checked at start; a bad value stops the server with a message naming it". Two are not
// the environment parser's: MAX_OLD_SPACE_MB, which serve.sh hands to Node (which said only "bad option"), and the
// address PORT and HOST name, which only listen() can test (it stopped with "uncaught exception" and a stack).
describe('npm run serve: a setting only the start can test stops it with one line naming it', () => {
  const errorLines = (s: ServerProcess) =>
    s
      .output()
      .trim()
      .split('\n')
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as { level: string; msg: string }]
        } catch {
          return []
        }
      })
      .filter((l) => l.level === 'error')

  it('MAX_OLD_SPACE_MB that is not a number of MB', async () => {
    const server = await startServerProcess({ MAX_OLD_SPACE_MB: 'abc' }, { waitReady: false })
    expect(await server.exited).toBe(1)
    expect(errorLines(server).map((l) => l.msg)).toEqual([
      'Invalid environment:\n  MAX_OLD_SPACE_MB: must be a whole number of megabytes, e.g. 256 (got "abc")',
    ])
  }, 30_000)

  it('a PORT another process listens on', async () => {
    const first = await startServerProcess()
    try {
      const second = await startServerProcess({}, { port: first.port, waitReady: false })
      expect(await second.exited).toBe(1)
      expect(errorLines(second).map((l) => l.msg)).toEqual([
        `Cannot start: cannot listen on 127.0.0.1:${first.port} (HOST, PORT): another process already listens there.`,
      ])
    } finally {
      await first.stop()
    }
  }, 60_000)
})
