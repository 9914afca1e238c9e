import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { DOCUMENT_TYPES, type DocumentType } from '../../content/model'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales'
import { documentQuery, documentsQuery } from './content-api'

// The content routes' loaders stay in the back office's entry (only components are split off): this module keeps
// them small, so the editor's code and the content schemas load with the editor's page only.

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
