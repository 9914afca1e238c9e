import { describe, expect, it } from 'vitest'
import { isPostgresWriteAfterClose } from './uncaught.ts'

/** The one uncaught exception an instance survives is exactly postgres.js's write after a closed connection. */
describe('isPostgresWriteAfterClose', () => {
  const thrown = (message: string, stack: string, kind: ErrorConstructor = TypeError) => Object.assign(new kind(message), { stack })
  // As Node prints it when PostgreSQL restarts under load (porsager/postgres#1154).
  const driverStack = `TypeError: Cannot read properties of null (reading 'write')
    at Immediate.nextWrite (file:///srv/law-site/node_modules/postgres/src/connection.js:255:22)
    at process.processImmediate (node:internal/timers:574:21)`

  it("recognises the driver's error", () => {
    expect(isPostgresWriteAfterClose(thrown("Cannot read properties of null (reading 'write')", driverStack))).toBe(true)
  })

  it('leaves every other uncaught exception to end the process', () => {
    expect(isPostgresWriteAfterClose(thrown("Cannot read properties of null (reading 'write')", driverStack, Error))).toBe(false)
    expect(isPostgresWriteAfterClose(thrown("Cannot read properties of null (reading 'slug')", driverStack))).toBe(false)
    const ours = `TypeError: Cannot read properties of null (reading 'write')\n    at nextWrite (file:///srv/law-site/server/mail/outbox.ts:10:3)`
    expect(isPostgresWriteAfterClose(thrown("Cannot read properties of null (reading 'write')", ours))).toBe(false)
    expect(isPostgresWriteAfterClose('a string')).toBe(false)
  })
})
