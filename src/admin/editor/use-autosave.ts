import { useCallback, useEffect, useRef, useState } from 'react'
import type { ContentPart } from '../../content/model'
import { saveDraft, type OtherDraft } from './content-api'
import { isDeepEqual } from './deep-equal'
import { forgetBackups, keepBackup, readBackup } from './draft-backup'
import { mergeThreeWay, type MergeConflict } from './merge'

type Json = Record<string, unknown>

/** After this long without typing, what was typed is saved (ADR 36, 3.3; the post editor waits as long). */
export const AUTOSAVE_IDLE_MS = 2000

/** A part as the editor last agreed with the server on it: its rev and the data that rev holds. */
export interface PartBase {
  rev: number
  data: Json
}

/** Someone saved a part after this editor read it: their draft, and the merge of theirs and ours. */
export interface Conflict {
  part: ContentPart
  other: OtherDraft | null
  base: Json
  mine: Json
  merged: Json
  conflicts: MergeConflict[]
  error: string
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'invalid'; error: string; errors: Record<string, string> }
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'signed-out'; error: string }
  | { kind: 'failed'; error: string }

/**
 * Autosave of a document's parts (the neutral part and English, or one translation): each part saved from the rev
 * it was read at, 2 s after the last change or at once on "Save now"; every change also kept in memory and in the
 * browser's storage until the server has it. A 409 is merged field by field against the base and shown, never
 * overwritten; a 401 stops saving and keeps everything until the user signs in again.
 */
export function useAutosave(options: {
  documentId: number
  /** The parts this editor writes, with what the server holds for each now. */
  parts: Partial<Record<ContentPart, PartBase>>
}) {
  const { documentId } = options
  const bases = useRef(options.parts)
  const latest = useRef<Partial<Record<ContentPart, Json>>>({})
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const running = useRef<Promise<void> | null>(null)
  const [state, setState] = useState<SaveState>({ kind: 'idle' })
  const stateRef = useRef(state)
  const show = (next: SaveState) => {
    stateRef.current = next
    setState(next)
  }

  const changedParts = () =>
    (Object.keys(bases.current) as ContentPart[]).filter((part) => {
      const typed = latest.current[part]
      return typed !== undefined && !isDeepEqual(typed, bases.current[part]!.data)
    })

  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current)
    // One save at a time: a change typed during a save is saved after it, from the rev it made.
    if (running.current) {
      await running.current
      if (changedParts().length === 0) return
    }
    const blocked = stateRef.current.kind
    if (blocked === 'conflict' || blocked === 'signed-out') return
    const run = (async () => {
      for (const part of changedParts()) {
        const base = bases.current[part]!
        const data = latest.current[part]!
        show({ kind: 'saving' })
        const outcome = await saveDraft(documentId, part, base.rev, data)
        if (outcome.kind === 'saved') {
          bases.current = { ...bases.current, [part]: { rev: outcome.rev, data } }
          if (isDeepEqual(latest.current[part], data)) forgetBackups(documentId, part)
          else keepBackup(documentId, part, { rev: outcome.rev, base: data, data: latest.current[part]! })
          show({ kind: 'saved', at: outcome.updatedAt })
          continue
        }
        if (outcome.kind === 'conflict') {
          const theirs = outcome.current?.data ?? base.data
          const { merged, conflicts } = mergeThreeWay(base.data, data, theirs)
          show({
            kind: 'conflict',
            conflict: { part, other: outcome.current, base: base.data, mine: data, merged, conflicts, error: outcome.error },
          })
        } else if (outcome.kind === 'invalid') show({ kind: 'invalid', error: outcome.error, errors: outcome.errors })
        else show(outcome.kind === 'signed-out' ? { kind: 'signed-out', error: outcome.error } : { kind: 'failed', error: outcome.error })
        return
      }
      if (stateRef.current.kind === 'saving' || stateRef.current.kind === 'unsaved') show({ kind: 'idle' })
    })()
    running.current = run
    try {
      await run
    } finally {
      running.current = null
    }
    if (changedParts().length > 0 && stateRef.current.kind === 'saved') schedule()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads refs only
  }, [documentId])

  const schedule = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void saveNow(), AUTOSAVE_IDLE_MS)
  }, [saveNow])

  /** What the form holds now, per part: kept at once (memory and storage), saved after the idle time. */
  const changed = useCallback(
    (typed: Partial<Record<ContentPart, Json>>) => {
      for (const [part, data] of Object.entries(typed) as [ContentPart, Json][]) {
        const base = bases.current[part]
        if (!base) continue
        latest.current[part] = data
        if (isDeepEqual(data, base.data)) forgetBackups(documentId, part)
        else keepBackup(documentId, part, { rev: base.rev, base: base.data, data })
      }
      const blocked = stateRef.current.kind
      if (blocked === 'conflict' || blocked === 'signed-out') return
      if (changedParts().length === 0) return
      show({ kind: 'unsaved' })
      schedule()
    },

    [documentId, schedule],
  )

  /**
   * The user settled a conflict: their draft is the new base, the chosen merge what this editor holds; saved at
   * once from their rev.
   */
  const resolve = useCallback(
    (conflict: Conflict, chosen: Json) => {
      if (conflict.other) bases.current = { ...bases.current, [conflict.part]: { rev: conflict.other.rev, data: conflict.other.data } }
      latest.current[conflict.part] = chosen
      keepBackup(documentId, conflict.part, { ...bases.current[conflict.part]!, base: bases.current[conflict.part]!.data, data: chosen })
      show({ kind: 'unsaved' })
      void saveNow()
    },
    [documentId, saveNow],
  )

  /** A part as this editor holds it: the rev it saves from and what is typed (an approval sends both). */
  const snapshot = useCallback(
    (part: ContentPart): PartBase => ({
      rev: bases.current[part]?.rev ?? 0,
      data: latest.current[part] ?? bases.current[part]?.data ?? {},
    }),
    [],
  )

  /** Every part as typed now (for a form started again after a merge). */
  const typed = useCallback((): Partial<Record<ContentPart, Json>> => {
    const out: Partial<Record<ContentPart, Json>> = {}
    for (const part of Object.keys(bases.current) as ContentPart[]) out[part] = snapshot(part).data
    return out
  }, [snapshot])

  useEffect(() => () => clearTimeout(timer.current), [])

  // Saves what is pending when the tab is hidden (closing it, switching away), as far as the browser lets it.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && changedParts().length > 0) void saveNow()
    }
    document.addEventListener('visibilitychange', hidden)
    return () => document.removeEventListener('visibilitychange', hidden)
  }, [saveNow])

  return { state, changed, saveNow, resolve, snapshot, typed }
}

/**
 * What the editor starts from for each part: the typing this browser kept for it (the session ended, or the tab
 * was closed before it was saved) when there is any, else the server's. Typing kept on an older rev is merged with
 * what was saved since, field by field, and any field both changed is reported.
 */
export function restoredParts(
  documentId: number,
  parts: Partial<Record<ContentPart, PartBase>>,
): { data: Partial<Record<ContentPart, Json>>; restored: ContentPart[]; conflicts: MergeConflict[] } {
  const data: Partial<Record<ContentPart, Json>> = {}
  const restored: ContentPart[] = []
  const conflicts: MergeConflict[] = []
  for (const [part, base] of Object.entries(parts) as [ContentPart, PartBase][]) {
    const backup = readBackup(documentId, part)
    if (!backup || isDeepEqual(backup.data, base.data)) {
      if (backup) forgetBackups(documentId, part)
      data[part] = base.data
      continue
    }
    const merged = backup.rev === base.rev ? { merged: backup.data, conflicts: [] } : mergeThreeWay(backup.base, backup.data, base.data)
    data[part] = merged.merged
    restored.push(part)
    conflicts.push(...merged.conflicts.map((c) => ({ ...c, path: `${part}: ${c.path}` })))
  }
  return { data, restored, conflicts }
}
