/**
 * The outbox's defaults, stated once: server/env.ts uses them for OUTBOX_* variables left unset, and the worker for
 * options a caller leaves out (tests, scripts).
 */
export const OUTBOX_DEFAULTS = {
  /** How often the worker looks for due mail. */
  intervalMs: 2000,
  /** Attempts before a message is kept as failed (and /healthz reports it). */
  maxAttempts: 15,
  /** First retry delay; doubles with each failure, capped at one hour. */
  backoffBaseMs: 5000,
} as const
