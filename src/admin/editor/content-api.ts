import { queryOptions } from '@tanstack/react-query'
import type { ContentPart, DocumentType } from '../../content/model'
import type { Locale } from '../../i18n/locales'
import type { TranslationStatus } from '../page-data'
import { callApi } from '../api'

/**
 * The back office's content API as the editor reads it (server/admin/content.ts, and the contracts of issue 36 for
 * publishing, the diff and reviews). The server imports nothing from here.
 */

type Json = Record<string, unknown>

export interface DraftInfo {
  part: ContentPart
  rev: number
  updatedAt: string
  updatedBy: string
  differs: boolean
}

export interface DocumentListItem {
  id: number
  type: DocumentType
  key: string
  published: ContentPart[]
  drafts: DraftInfo[]
}

export interface PartState {
  part: ContentPart
  draft: { data: Json; rev: number; basedOn: number | null; updatedAt: string; updatedBy: string } | null
  published: { versionId: number; data: Json; publishedAt: string; publishedBy: string } | null
  differs: boolean
  mayWrite: boolean
}

/** A translation's review (review line's contract): its status and the fields whose English changed since. */
export interface PartReview {
  status: TranslationStatus
  reviewer: string | null
  reviewedAt: string | null
  stale: string[]
  sourceHash: string
}

export interface DocumentAnswer {
  document: { id: number; type: DocumentType; key: string; createdAt: string; createdBy: string; published: ContentPart[] }
  parts: PartState[]
  reviews?: Partial<Record<Locale, PartReview>>
  mayApprove?: boolean
}

export interface VersionItem {
  id: number
  part: ContentPart
  reason: 'seed' | 'publish' | 'restore' | 'import'
  restoredFrom: number | null
  createdAt: string
  createdBy: string
}

/** A draft someone else saved after this editor opened it (a 409's `current`). */
export interface OtherDraft {
  data: Json
  rev: number
  updatedAt: string
  updatedBy: string
}

/** The answer's error, or the status in words when the server said nothing more. */
const failure = (result: { status: number; error?: string }) =>
  new Error(result.error ?? `The server answered ${result.status}. Reload the page to try again.`)

export const documentsQuery = (type?: DocumentType) =>
  queryOptions({
    queryKey: ['content-documents', type ?? 'all'],
    queryFn: async () => {
      const result = await callApi<{ documents: DocumentListItem[] }>('GET', `/admin/api/content/documents${type ? `?type=${type}` : ''}`)
      if (!result.ok) throw failure(result)
      return result.data.documents
    },
  })

/**
 * One document by its type and key, as the editor's address names it. Never cached past the editor: a form starts
 * from what the server has now (`staleTime: 0`, dropped when the editor is left).
 */
export const documentQuery = (type: DocumentType, key: string) =>
  queryOptions({
    queryKey: ['content-document', type, key],
    staleTime: 0,
    queryFn: async (): Promise<DocumentAnswer | null> => {
      const list = await callApi<{ documents: DocumentListItem[] }>('GET', `/admin/api/content/documents?type=${type}`)
      if (!list.ok) throw failure(list)
      const found = list.data.documents.find((doc) => doc.key === key)
      if (!found) return null
      const result = await callApi<DocumentAnswer>('GET', `/admin/api/content/documents/${found.id}`)
      if (!result.ok) throw failure(result)
      return result.data
    },
  })

export const versionsQuery = (documentId: number) =>
  queryOptions({
    queryKey: ['content-versions', documentId],
    staleTime: 0,
    queryFn: async () => {
      const result = await callApi<{ versions: VersionItem[] }>('GET', `/admin/api/content/documents/${documentId}/versions`)
      if (!result.ok) throw failure(result)
      return result.data.versions
    },
  })

/** A part's current text: its draft, or what is published when nobody drafted since. */
export const currentData = (state: PartState | undefined): Json => state?.draft?.data ?? state?.published?.data ?? {}

/** The rev a save of this part starts from: 0 makes the part's first draft. */
export const currentRev = (state: PartState | undefined): number => state?.draft?.rev ?? 0

export type SaveOutcome =
  | { kind: 'saved'; rev: number; updatedAt: string }
  | { kind: 'invalid'; error: string; errors: Record<string, string> }
  | { kind: 'conflict'; error: string; current: OtherDraft | null }
  | { kind: 'signed-out'; error: string }
  | { kind: 'failed'; error: string }

/** Saves one part's draft from `rev`; an ended session stays on the page (the editor keeps what was typed). */
export async function saveDraft(documentId: number, part: ContentPart, rev: number, data: Json): Promise<SaveOutcome> {
  const result = await callApi<{ rev: number; updatedAt: string; current?: OtherDraft | null }>(
    'PUT',
    `/admin/api/content/documents/${documentId}/draft`,
    { part, rev, data },
    { stayOnSignOut: true },
  )
  if (result.ok) return { kind: 'saved', rev: result.data.rev, updatedAt: result.data.updatedAt }
  const error = result.error ?? `The server answered ${result.status}.`
  if (result.status === 401) return { kind: 'signed-out', error: 'your session ended. Sign in again to save' }
  if (result.status === 422) return { kind: 'invalid', error, errors: result.errors ?? {} }
  if (result.status === 409) return { kind: 'conflict', error, current: result.data.current ?? null }
  return { kind: 'failed', error }
}
