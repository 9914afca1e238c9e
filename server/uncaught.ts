/**
 * postgres.js 3.4.9 flushes a small write from a setImmediate; when PostgreSQL closes the connection in between (a
 * restart, a failover), that callback writes to a socket that is gone and throws where no caller can catch it
 * (porsager/postgres#1154 and #1208; the guards in #1168/#1209 are not released). The connection's queries were
 * already rejected with CONNECTION_CLOSED, and the pool opens a new one, so the lost bytes are moot: this one error is
 * logged and the instance stays up. Without it an instance died when PostgreSQL restarted under load (npm run
 * bench:cluster), and the mail it had claimed waited for its lease to run out. server/index.ts ends the process on
 * any other uncaught exception.
 */
export function isPostgresWriteAfterClose(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /\(reading 'write'\)/.test(error.message) &&
    /at (Immediate\.)?nextWrite \([^)]*postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? '')
  )
}
