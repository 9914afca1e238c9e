import { useEffect } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { DOCUMENT_TYPES, type DocumentType } from '../../content/model'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales'
import { Notice } from '../ui'
import { useDocumentTitle } from '../page-view'
import { documentQuery, documentsQuery } from './content-api'
import { DocumentEditor } from './document-editor'
import { DOCUMENT_TYPE_NAMES, keyWords } from './document-types'

/** A route's `$type`, or not found. */
export function documentType(value: string): DocumentType {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(value)) throw notFound()
  return value as DocumentType
}

/** A route's `$locale` for a translation, or not found (English is the editor's own address). */
export function translationLocale(value: string): Locale {
  if (!isLocale(value) || value === DEFAULT_LOCALE) throw notFound()
  return value
}

/**
 * Warms the content routes' data in the browser; the server renders the page's frame and the browser fetches the
 * content (the first render on both sides shows "Loading…", so hydration matches).
 */
export function warm(queryClient: QueryClient, type?: DocumentType, key?: string): void {
  if (typeof window === 'undefined') return
  if (key && type) void queryClient.prefetchQuery(documentQuery(type, key))
  else void queryClient.prefetchQuery(documentsQuery(type))
}

/** The editor's route: the document fetched fresh every time it is opened, forgotten when it is left. */
export function DocumentRoute({ type, docKey, locale }: { type: DocumentType; docKey: string; locale: Locale }) {
  useDocumentTitle(`${DOCUMENT_TYPE_NAMES[type].one}: ${keyWords(docKey)}`)
  const queryClient = useQueryClient()
  const query = documentQuery(type, docKey)
  const answer = useQuery(query)
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: documentQuery(type, docKey).queryKey, exact: true }),
    [queryClient, type, docKey],
  )
  if (answer.isError) return <Notice kind="error">{answer.error.message}</Notice>
  if (answer.isPending) return <p>Loading…</p>
  if (!answer.data)
    return (
      <>
        <h1 className="font-serif text-3xl font-semibold">Not found</h1>
        <p className="mt-4">There is no such document.</p>
      </>
    )
  return <DocumentEditor answer={answer.data} locale={locale} />
}
