import type { ContentPart } from '../../content/model'

type Json = Record<string, unknown>

/**
 * What was typed into a part and not yet saved, kept in the browser's storage (ADR 36, 3.3): keyed by document,
 * part and the rev it was typed on, with the data that rev held, so a page opened again after the session ended
 * (or the tab closed) gets the typing back, and merges it if someone saved the part meanwhile.
 */
export interface DraftBackup {
  rev: number
  /** The part's data at `rev`: what the typing started from. */
  base: Json
  data: Json
}

const PREFIX = 'content-draft'
const keyOf = (documentId: number, part: ContentPart, rev: number) => `${PREFIX}:${documentId}:${part}:${rev}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage refused (private mode, a policy): the typing is still kept in memory.
    return null
  }
}

export function keepBackup(documentId: number, part: ContentPart, backup: DraftBackup): void {
  const store = storage()
  try {
    forgetBackups(documentId, part)
    store?.setItem(keyOf(documentId, part, backup.rev), JSON.stringify(backup))
  } catch {
    // Full storage: memory still holds it.
  }
}

/** The part's unsaved typing this browser kept, whatever rev it was typed on. */
export function readBackup(documentId: number, part: ContentPart): DraftBackup | null {
  const store = storage()
  if (!store) return null
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (!key?.startsWith(`${PREFIX}:${documentId}:${part}:`)) continue
    try {
      const backup = JSON.parse(store.getItem(key) ?? '') as DraftBackup
      if (typeof backup.rev === 'number' && backup.data && backup.base) return backup
    } catch {
      store.removeItem(key)
    }
  }
  return null
}

export function forgetBackups(documentId: number, part: ContentPart): void {
  const store = storage()
  if (!store) return
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(`${PREFIX}:${documentId}:${part}:`)) keys.push(key)
  }
  for (const key of keys) store.removeItem(key)
}
