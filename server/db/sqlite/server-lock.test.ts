import { describe, expect, it } from 'vitest'
import os from 'node:os'
import path from 'node:path'
import { tempDir } from '../../test/harness.ts'
import { acquireServerLock, ServerLockedError } from './server-lock.ts'

describe('the SQLite folder lock', () => {
  it('is held by one taker at a time, names the holder to the next, and is free again once released', () => {
    const dataDir = path.join(tempDir(), 'data')
    const first = acquireServerLock(dataDir, { port: 3001 })
    let refused: unknown
    try {
      acquireServerLock(dataDir, { port: 3002 })
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(ServerLockedError)
    expect((refused as ServerLockedError).holder).toMatchObject({ pid: process.pid, host: os.hostname(), port: 3001 })
    first.release()
    const second = acquireServerLock(dataDir, { port: 3002 })
    second.release()
  })

  it('keeps two folders apart', () => {
    const a = acquireServerLock(tempDir(), { port: null })
    const b = acquireServerLock(tempDir(), { port: null })
    a.release()
    b.release()
  })
})
