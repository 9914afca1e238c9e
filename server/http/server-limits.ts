import type { Server, ServerOptions } from 'node:http'

/**
 * How long a client may take, and how many may be connected at once: Node's own server timeouts. Its defaults
 * (5 min per request, a check every 30 s, no connection cap) let a few thousand slow clients hold every file
 * descriptor. A late request gets Node's 408 and is closed.
 */
export const serverOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions

export function applyServerLimits(server: Server, maxConnections: number): void {
  server.maxConnections = maxConnections
  // A socket that stays silent (nothing sent at all, or a response not read) is closed after the request limit.
  server.setTimeout(serverOptions.requestTimeout, (socket) => socket.destroy())
}
