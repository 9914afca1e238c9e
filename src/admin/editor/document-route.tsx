import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { DocumentType } from '../../content/model'
import type { Locale } from '../../i18n/locales'
import { Notice } from '../ui'
import { useDocumentTitle } from '../page-view'
import { documentQuery } from './content-api'
import { DocumentEditor } from './document-editor'
import { DOCUMENT_TYPE_NAMES, keyWords } from './document-types'

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
