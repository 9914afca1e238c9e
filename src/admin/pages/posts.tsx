import { useState, type FormEvent } from 'react'
import type { PostListFilter, PostListItem } from '../page-data'
import { TRANSLATION_STATUSES } from '../../lib/admin'
import { localeConfig, locales } from '../../i18n/locales'
import { callApi } from '../api'
import { useAppForm } from '../form'
import { useAdminNavigate } from '../router-link'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { Button, Field, IstanbulTime, Notice, StateBadge, inputClass, languageName, postPath, TRANSLATION_WORDS } from '../ui'

interface Imported {
  id: number
  sourceId: number
  language: string
  title: string
  created: boolean
}

/** Links to an English post's translations, each named in its own language, with its status. */
function TranslationLinks({ post }: { post: PostListItem }) {
  if (post.translations.length === 0) return null
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <span className="text-navy-600">Translations:</span>
      {post.translations.map((t) => (
        <span key={t.id} className="inline-flex items-center gap-1">
          <a href={`/admin/posts/${t.id}`} className="underline" lang={t.language}>
            {languageName(t.language)}
          </a>
          <StateBadge state={t.status} />
          {t.stale ? <StateBadge state="stale" /> : null}
        </span>
      ))}
    </div>
  )
}

/**
 * The posts with their language and translation status, filtered by both; English posts list their translations.
 * Ticked English posts go to an outside translator as one XLIFF file (a plain GET download), and the file that
 * comes back is imported here.
 */
export function PostsPage({
  posts,
  search,
  filter,
  mayCreate = true,
}: {
  posts: PostListItem[]
  search: string
  filter: PostListFilter
  mayCreate?: boolean
}) {
  const [exportError, setExportError] = useState('')
  const [importing, setImporting] = useState(false)
  const [importResult, setImportResult] = useState<{ kind: 'error' | 'success'; text: string; imported: Imported[] } | null>(null)
  const filtered = search !== '' || filter.language !== '' || filter.translation !== ''

  const checkExport = (event: FormEvent<HTMLFormElement>) => {
    if (new FormData(event.currentTarget).getAll('id').length > 0) return setExportError('')
    event.preventDefault()
    setExportError('Tick at least one English post to export.')
  }

  const importFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setImportResult({ kind: 'error', text: 'Choose the translated .xlf file to import.', imported: [] })
      return
    }
    setImporting(true)
    const result = await callApi<{ imported: Imported[] }>('POST', '/admin/api/posts/import', form)
    setImporting(false)
    if (!result.ok) {
      setImportResult({ kind: 'error', text: result.error ?? 'Could not import the file.', imported: [] })
      return
    }
    const n = result.data.imported.length
    setImportResult({
      kind: 'success',
      text: `Imported ${n} translation${n === 1 ? '' : 's'} as draft${n === 1 ? '' : 's'}:`,
      imported: result.data.imported,
    })
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="font-serif text-3xl font-semibold">Posts</h1>
        {mayCreate ? (
          <a
            href="/admin/posts/new"
            className="ms-auto rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700"
          >
            New post
          </a>
        ) : null}
      </div>
      <PostsFilter search={search} filter={filter} />
      {posts.length === 0 ? (
        <p className="mt-6">{filtered ? 'No post matches this search.' : 'No posts yet.'}</p>
      ) : (
        <table className={`mt-6 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">
                <span className="sr-only">Export</span>
              </th>
              <th className="p-2">Title</th>
              <th className="p-2">Language</th>
              <th className="p-2">State</th>
              <th className="p-2">Translation</th>
              <th className="p-2">Publication</th>
              <th className="p-2">Last change</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {posts.map((p) => (
              <tr key={p.id} className={cardRow}>
                <td className={cardCell}>
                  {p.language === 'en' ? (
                    <input type="checkbox" name="id" value={p.id} form="export-form" aria-label={`Export “${p.title}”`} />
                  ) : null}
                </td>
                <td className={cardCell}>
                  <a
                    href={`/admin/posts/${p.id}`}
                    className="font-semibold underline"
                    lang={p.language}
                    dir={localeConfig[p.language as keyof typeof localeConfig]?.dir ?? 'auto'}
                  >
                    {p.title}
                  </a>
                  <div className="text-xs text-navy-600">{postPath(p.slug, p.language)}</div>
                  {p.source ? (
                    <div className="mt-1 text-xs">
                      Translation of{' '}
                      <a href={`/admin/posts/${p.source.id}`} className="underline">
                        {p.source.title}
                      </a>
                    </div>
                  ) : null}
                  <TranslationLinks post={p} />
                </td>
                <td data-label="Language" className={cardCell}>
                  {languageName(p.language)}
                </td>
                <td data-label="State" className={cardCell}>
                  <StateBadge state={p.state} />
                </td>
                <td data-label="Translation" className={cardCell}>
                  {p.translationStatus ? (
                    <span className="inline-flex flex-wrap gap-1">
                      <StateBadge state={p.translationStatus} />
                      {p.stale ? <StateBadge state="stale" /> : null}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Publication" className={cardCell}>
                  {p.publishAt ? <IstanbulTime iso={p.publishAt} /> : '—'}
                </td>
                <td data-label="Last change" className={cardCell}>
                  <IstanbulTime iso={p.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section aria-labelledby="exchange-heading" className="mt-10 grid gap-6 lg:grid-cols-2">
        <h2 id="exchange-heading" className="font-serif text-2xl font-semibold lg:col-span-2">
          Outside translators
        </h2>
        <form
          id="export-form"
          method="get"
          action="/admin/api/posts/export.xlf"
          onSubmit={checkExport}
          className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm"
        >
          <p className="text-sm">
            Tick English posts in the list, choose the language, and download them as one XLIFF 2.0 file for a translation tool.
          </p>
          <Field id="export-language" label="Translate into">
            <select id="export-language" name="language" className={inputClass}>
              {locales
                .filter((l) => l !== 'en')
                .map((l) => (
                  <option key={l} value={l}>
                    {languageName(l)}
                  </option>
                ))}
            </select>
          </Field>
          {exportError ? <Notice kind="error">{exportError}</Notice> : null}
          <Button type="submit" className="self-start">
            Export ticked posts
          </Button>
        </form>
        <form onSubmit={(e) => void importFile(e)} className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm" noValidate>
          <p className="text-sm">
            Import the file the translator sends back. Each post becomes (or replaces) its translation as a draft; nothing changes if the
            file has a problem.
          </p>
          <Field id="import-file" label="Translated file (.xlf)">
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
              className="text-sm"
            />
          </Field>
          {importResult ? (
            <div>
              <Notice kind={importResult.kind}>{importResult.text}</Notice>
              {importResult.imported.length ? (
                <ul className="mt-2 list-disc ps-6 text-sm">
                  {importResult.imported.map((t) => (
                    <li key={t.id}>
                      <a href={`/admin/posts/${t.id}`} className="underline" lang={t.language}>
                        {t.title}
                      </a>{' '}
                      ({languageName(t.language)}, {t.created ? 'new' : 'replaced'})
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" className="self-start" disabled={importing}>
            {importing ? 'Importing…' : 'Import'}
          </Button>
        </form>
      </section>
    </>
  )
}

/** The search and the filters: the list's address changes, so a filtered list can be reloaded or shared. */
function PostsFilter({ search, filter }: { search: string; filter: PostListFilter }) {
  const navigate = useAdminNavigate()
  const form = useAppForm({
    defaultValues: { q: search, language: filter.language, translation: filter.translation as string },
    onSubmit: ({ value }) =>
      navigate({
        to: '/posts',
        search: { q: value.q.trim() || undefined, language: value.language || undefined, translation: value.translation || undefined },
      }),
  })
  return (
    <form.AppForm>
      <form.FormElement method="get" action="/admin/posts" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <form.Field name="q">
          {(field) => (
            <>
              <label htmlFor="q" className="sr-only">
                Search posts
              </label>
              <input
                id="q"
                name="q"
                type="search"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                placeholder="Search by title, slug or keyword"
                className={`${inputClass} w-full sm:w-80`}
              />
            </>
          )}
        </form.Field>
        <form.Field name="language">
          {(field) => (
            <Field id="language-filter" label="Language">
              <select
                id="language-filter"
                name="language"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                className={inputClass}
              >
                <option value="">All languages</option>
                {locales.map((l) => (
                  <option key={l} value={l}>
                    {languageName(l)}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </form.Field>
        <form.Field name="translation">
          {(field) => (
            <Field id="translation-filter" label="Translation">
              <select
                id="translation-filter"
                name="translation"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                className={inputClass}
              >
                <option value="">Any status</option>
                {TRANSLATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {TRANSLATION_WORDS[s]}
                  </option>
                ))}
                <option value="stale">stale (English changed since)</option>
              </select>
            </Field>
          )}
        </form.Field>
        <button type="submit" className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200">
          Search
        </button>
      </form.FormElement>
    </form.AppForm>
  )
}
