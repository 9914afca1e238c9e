import { isBusyError } from './sqlite/database.ts'

/** While the database is locked, only one caller per PROBE_EVERY_MS may try (each try blocks for the busy timeout). */
const PROBE_EVERY_MS = 200
let lockedUntil = 0

/**
 * Runs a Store operation, retrying without blocking the event loop while another process holds SQLite's write lock
 * (a backup, the import command), for at most `budgetMs`; then throws the last error. Concurrent callers share the
 * waiting: while the database is known to be locked they sleep instead of each blocking the event loop for SQLite's
 * busy timeout. Other errors (and every PostgreSQL error: it waits for its locks itself, and for a lost connection in
 * server/db/postgres/outage.ts) are thrown at once.
 */
export async function withDatabaseRetry<T>(operation: () => Promise<T>, budgetMs = 2500): Promise<T> {
  const deadline = Date.now() + budgetMs
  let lastError: unknown = null
  for (;;) {
    const now = Date.now()
    if (now >= lockedUntil) {
      try {
        const result = await operation()
        lockedUntil = 0
        return result
      } catch (error) {
        if (!isBusyError(error)) throw error
        lastError = error
        lockedUntil = Date.now() + PROBE_EVERY_MS
      }
    }
    if (Date.now() + 50 > deadline) throw lastError ?? new Error('database is locked (held by another process)')
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(lockedUntil - Date.now(), 20), 100) + Math.random() * 30))
  }
}
