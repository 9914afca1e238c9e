/**
 * Structural equality of JSON values (what a draft's data is), key order ignored and a key holding `undefined` the
 * same as no key (JSON drops it on the way to the server).
 */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const defined = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined)
  const ka = defined(a)
  const kb = defined(b)
  if (ka.length !== kb.length) return false
  return ka.every((k) => isDeepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
