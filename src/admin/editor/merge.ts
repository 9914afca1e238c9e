import { isDeepEqual } from './deep-equal'

type Json = Record<string, unknown>

/** A field both sides changed differently since the base: the user chooses. `path` is dotted, as the server names it. */
export interface MergeConflict {
  path: string
  base: unknown
  mine: unknown
  theirs: unknown
}

export interface MergeResult {
  /** Every field only one side changed taken from that side; a field both changed keeps mine until chosen. */
  merged: Json
  conflicts: MergeConflict[]
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A three-way merge of one part's data (ADR 36, 3.3: a 409 answers the other side's draft; the editor merges it
 * with its own against the data both started from). Objects are merged field by field, down to their leaves; a
 * list is one value (its items' order and number are one decision). A field only one side changed is taken from
 * that side, so nothing either person typed is silently dropped.
 */
export function mergeThreeWay(base: unknown, mine: unknown, theirs: unknown, path = ''): MergeResult {
  if (isObject(mine) && isObject(theirs)) {
    const merged: Json = {}
    const conflicts: MergeConflict[] = []
    const keys = new Set([...Object.keys(theirs), ...Object.keys(mine)])
    for (const key of keys) {
      const inner = mergeThreeWay(isObject(base) ? base[key] : undefined, mine[key], theirs[key], path ? `${path}.${key}` : key)
      if (inner.merged !== undefined) merged[key] = inner.merged
      conflicts.push(...inner.conflicts)
    }
    return { merged, conflicts }
  }
  if (isDeepEqual(mine, theirs) || isDeepEqual(theirs, base)) return { merged: mine as Json, conflicts: [] }
  if (isDeepEqual(mine, base)) return { merged: theirs as Json, conflicts: [] }
  return { merged: mine as Json, conflicts: [{ path, base, mine, theirs }] }
}

/** Sets the value at a dotted path of part data (a copy; the objects on the way are copied). */
export function withValueAt(data: Json, path: string, value: unknown): Json {
  const [head, ...rest] = path.split('.')
  const copy = { ...data }
  if (rest.length === 0) {
    if (value === undefined) delete copy[head!]
    else copy[head!] = value
  } else copy[head!] = withValueAt(isObject(data[head!]) ? (data[head!] as Json) : {}, rest.join('.'), value)
  return copy
}
