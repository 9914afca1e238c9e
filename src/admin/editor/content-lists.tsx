import { useQuery } from '@tanstack/react-query'
import { DOCUMENT_TYPES, type DocumentType } from '../../content/model'
import { DEFAULT_LOCALE, locales } from '../../i18n/locales'
import { Notice } from '../ui'
import { AdminLink } from '../router-link'
import { useDocumentTitle, useSession } from '../page-view'
import { documentsQuery, type DocumentListItem } from './content-api'
import { DOCUMENT_TYPE_NAMES, keyWords, partLabel } from './document-types'
import { isNewDocumentType } from '../../lib/new-document'
import { NewDocument } from './new-document'

const unpublished = (doc: DocumentListItem) => doc.drafts.filter((d) => d.differs).map((d) => d.part)

/** "Site content": every document type with how many documents it has and how many hold unpublished drafts. */
export function ContentIndex() {
  useDocumentTitle('Site content')
  const documents = useQuery(documentsQuery())
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Site content</h1>
      <p className="mt-2 text-sm text-navy-700">
        Every page, firm fact and translation of the public site. Changes are saved as drafts and reach the site when published.
      </p>
      {documents.isError ? <Notice kind="error">{documents.error.message}</Notice> : null}
      {documents.isPending ? <p className="mt-4">Loading…</p> : null}
      {documents.data ? (
        <table className="mt-6 w-full text-sm">
          <thead>
            <tr>
              <th className="text-start">Content</th>
              <th className="text-start">Documents</th>
              <th className="text-start">With unpublished changes</th>
            </tr>
          </thead>
          <tbody>
            {DOCUMENT_TYPES.map((type) => {
              const ofType = documents.data.filter((d) => d.type === type)
              const drafts = ofType.filter((d) => unpublished(d).length > 0).length
              return (
                <tr key={type} className="border-t border-navy-100">
                  <td className="py-2">
                    <AdminLink to="/content/$type" params={{ type }} className="underline">
                      {DOCUMENT_TYPE_NAMES[type].many}
                    </AdminLink>
                  </td>
                  <td>{ofType.length}</td>
                  <td>{drafts ? `${drafts} with unpublished drafts` : 'none'}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

/** The documents of one type, each with what is published and which parts have unpublished drafts. */
export function ContentList({ type }: { type: DocumentType }) {
  useDocumentTitle(DOCUMENT_TYPE_NAMES[type].many)
  const session = useSession()
  const documents = useQuery(documentsQuery(type))
  const writesEnglish = session.permissions.includes('content')
  return (
    <>
      <p className="text-sm">
        <AdminLink to="/content" className="underline">
          Site content
        </AdminLink>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{DOCUMENT_TYPE_NAMES[type].many}</h1>
      {writesEnglish && isNewDocumentType(type) ? <NewDocument type={type} /> : null}
      {documents.isError ? <Notice kind="error">{documents.error.message}</Notice> : null}
      {documents.isPending ? <p className="mt-4">Loading…</p> : null}
      <ul className="mt-6 flex flex-col gap-3">
        {(documents.data ?? []).map((doc) => (
          <li key={doc.id} className="rounded-lg bg-white p-3 ring-1 ring-navy-100">
            <p className="font-semibold">{keyWords(doc.key)}</p>
            <p className="text-sm text-navy-700">
              Published: {doc.published.length ? doc.published.map(partLabel).join(', ') : 'nothing'}
              {unpublished(doc).length ? ` · unpublished drafts: ${unpublished(doc).map(partLabel).join(', ')}` : ''}
            </p>
            <p className="mt-1 flex flex-wrap gap-3 text-sm">
              {writesEnglish ? (
                <AdminLink to="/content/$type/$key" params={{ type, key: doc.key }} className="underline">
                  Edit {keyWords(doc.key)}
                </AdminLink>
              ) : null}
              {locales
                .filter((l) => l !== DEFAULT_LOCALE)
                .map((l) => (
                  <AdminLink key={l} to="/content/$type/$key/$locale" params={{ type, key: doc.key, locale: l }} className="underline">
                    Translate into {partLabel(l)}
                  </AdminLink>
                ))}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
