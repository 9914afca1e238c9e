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
