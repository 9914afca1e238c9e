import { BlockList, isIP } from 'node:net'

/**
 * Who sent a request when the server sits behind reverse proxies. Each proxy appends the address it received
 * the request from to X-Forwarded-For, so only the right-hand entries were written by proxies we run; anything
 * to their left was written by the client and can be anything. The client is the right-most entry that is not
 * one of our proxies.
 */
export type TrustProxy =
  | { kind: 'none' }
  /** This many proxies in front of the server, each appending one entry. */
  | { kind: 'hops'; hops: number }
  /** Proxies known by address (or CIDR range); entries from them are skipped from the right. */
  | { kind: 'list'; list: BlockList; source: string }

/** Parses TRUST_PROXY; returns an error sentence for a value it cannot use. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase()
  if (['', 'false', '0', 'no'].includes(value)) return { kind: 'none' }
  if (['true', 'yes'].includes(value)) return { kind: 'hops', hops: 1 }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops >= 1 && hops <= 20
      ? { kind: 'hops', hops }
      : 'must be false, true, a number of proxy hops from 1 to 20, or a list of proxy addresses'
  }
  const list = new BlockList()
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const family = isIP(address)
    if (family === 0) return `"${entry}" is not an IP address or CIDR range (expected e.g. 10.0.0.1, 10.0.0.0/8 or ::1)`
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) return `"${entry}" has an invalid prefix length`
      list.addSubnet(address, bits, type)
    }
  }
  return { kind: 'list', list, source: raw }
}

/** "::ffff:10.0.0.1" (IPv4 on a dual-stack socket) and "10.0.0.1" are the same peer; "[::1]:443" and "1.2.3.4:80" lose the port. */
export function normalizeAddress(raw: string): string {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return address
}

function isTrusted(trust: TrustProxy, address: string): boolean {
  if (trust.kind !== 'list') return false
  const family = isIP(address)
  return family !== 0 && trust.list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** True when the direct peer is one of our proxies, so its X-Forwarded-* headers may be believed. */
export function peerIsTrustedProxy(trust: TrustProxy, remoteAddress: string | null): boolean {
  if (trust.kind === 'none' || !remoteAddress) return false
  if (trust.kind === 'hops') return true
  return isTrusted(trust, normalizeAddress(remoteAddress))
}

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the right-most X-Forwarded-For entry
 * that a proxy of ours did not write. Garbage entries are not addresses and end the walk.
 */
export function resolveClientIp(trust: TrustProxy, remoteAddress: string | null, forwardedFor: string | undefined): string | null {
  const peer = remoteAddress ? normalizeAddress(remoteAddress) : null
  if (trust.kind === 'none' || !forwardedFor || !peerIsTrustedProxy(trust, peer)) return peer
  const chain = forwardedFor.split(',').map(normalizeAddress).filter(Boolean)
  if (trust.kind === 'hops') {
    // The peer is the last proxy; the other hops-1 proxies wrote the right-most hops-1 entries.
    const index = chain.length - trust.hops
    const candidate = chain[Math.max(0, index)]
    return candidate && isIP(candidate) ? candidate : peer
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const entry = chain[i]
    if (isIP(entry) === 0) return peer
    if (!isTrusted(trust, entry)) return entry
  }
  return chain[0] && isIP(chain[0]) ? chain[0] : peer
}
