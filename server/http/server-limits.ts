import type { Server, ServerOptions } from 'node:http'

/**
 * How long a client may take, and how many may be connected at once. Node's defaults (5 min per request, a
 * check every 30 s, no connection cap) let a few thousand slow clients hold every file descriptor.
 */
export const LIMITS = {
  /** All request headers must arrive within this time (Node answers 408 and closes). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above. */
  checkIntervalMs: 1_000,
} as const

export const serverOptions: ServerOptions = {
  headersTimeout: LIMITS.headersTimeoutMs,
  requestTimeout: LIMITS.requestTimeoutMs,
  keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
  connectionsCheckingInterval: LIMITS.checkIntervalMs,
}

export function applyServerLimits(server: Server, maxConnections: number): void {
  server.maxConnections = maxConnections
  // A socket that stays silent (nothing sent at all, or a response not read) is closed after the request limit.
  server.setTimeout(LIMITS.requestTimeoutMs, (socket) => socket.destroy())
}
