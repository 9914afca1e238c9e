import { useEffect, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { combineDocument, documentSchemas, splitDocument } from '../../content/documents/index'
import type { ContentPart, DocumentType } from '../../content/model'
import { DEFAULT_LOCALE, localeConfig, locales, type Locale } from '../../i18n/locales'
import { ISTANBUL_TIME_ZONE } from '../../lib/istanbul-time'
import { Notice } from '../ui'
import { AdminLink } from '../router-link'
import { currentData, currentRev, documentQuery, type DocumentAnswer } from './content-api'
import { ConflictPanel } from './conflict-panel'
import { DocumentForm, type EditingMode } from './document-form'
import { DOCUMENT_TYPE_NAMES, keyWords, partLabel } from './document-types'
import { HistoryPanel } from './history-panel'
import { PublishPanel, type PublishProblem } from './publish-panel'
import { ReviewPanel } from './review-panel'
import { SignedOutDialog } from './signed-out-dialog'
import { describePath, fieldNameOf } from './schema-fields'
import { restoredParts, useAutosave, type PartBase, type SaveState } from './use-autosave'

type Json = Record<string, unknown>

const savedAt = new Intl.DateTimeFormat('en-GB', { timeZone: ISTANBUL_TIME_ZONE, hour: '2-digit', minute: '2-digit' })

/** The save state in words, as the live region beside the form says it. */
export function saveStateWords(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return 'No unsaved changes'
    case 'unsaved':
      return 'Changes not saved yet'
    case 'saving':
      return 'Saving…'
    case 'saved':
      return `Saved at ${savedAt.format(new Date(state.at))}`
    case 'invalid':
      return 'Not saved: check the highlighted fields'
    case 'conflict':
      return 'Not saved: someone else saved this part meanwhile (see below)'
    case 'signed-out':
      return `Not saved: ${state.error}`
    case 'failed':
      return `Not saved: ${state.error}`
  }
}

/**
 * One document's editor: English with the shared facts, or one translation beside the English; autosaved; with
 * preview, publishing, history and the translation's review. A translator sees the translations only.
 */
export function DocumentEditor({ answer, locale }: { answer: DocumentAnswer; locale: Locale }) {
  const { document: doc } = answer
  const state = (part: ContentPart) => answer.parts.find((p) => p.part === part)
  const mayWriteEnglish = state('en')?.mayWrite ?? false
  const translations = locales.filter((l) => l !== DEFAULT_LOCALE && state(l)?.mayWrite)
  const name = `${DOCUMENT_TYPE_NAMES[doc.type].one}: ${keyWords(doc.key)}`
  const refused = locale === DEFAULT_LOCALE ? !mayWriteEnglish : !state(locale)?.mayWrite
  // Said above the form: a restore starts the form again from the restored draft.
  const [notice, setNotice] = useState('')
  return (
    <>
      <p className="text-sm">
        <AdminLink to="/content" className="underline">
          Site content
        </AdminLink>{' '}
        ›{' '}
        <AdminLink to="/content/$type" params={{ type: doc.type }} className="underline">
          {DOCUMENT_TYPE_NAMES[doc.type].many}
        </AdminLink>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{name}</h1>
      <nav aria-label="Languages of this document" className="mt-4 flex flex-wrap gap-2 text-sm">
        {mayWriteEnglish ? <LanguageLink type={doc.type} docKey={doc.key} locale="en" current={locale} /> : null}
        {translations.map((l) => (
          <LanguageLink key={l} type={doc.type} docKey={doc.key} locale={l} current={locale} />
        ))}
      </nav>
      {notice ? (
        <div className="mt-4">
          <Notice kind="success">{notice}</Notice>
        </div>
      ) : null}
      {refused ? (
        <div className="mt-6">
          <Notice kind="error">
            {locale === DEFAULT_LOCALE
              ? "Your account may write only the translations of the site's content, not its English or the facts shared by every language. Choose a language above."
              : 'Your account may not write this language.'}
          </Notice>
        </div>
      ) : (
        <EditorBody
          key={`${doc.id}-${locale}-${answer.parts.map((p) => currentRev(p)).join('.')}`}
          answer={answer}
          locale={locale}
          onNotice={setNotice}
        />
      )}
    </>
  )
}

function LanguageLink({ type, docKey, locale, current }: { type: DocumentType; docKey: string; locale: Locale; current: Locale }) {
  const className = 'rounded-md px-3 py-1.5 ring-1 ring-navy-200 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white'
  const currentPage = locale === current ? ('page' as const) : undefined
  if (locale === DEFAULT_LOCALE)
    return (
      <AdminLink to="/content/$type/$key" params={{ type, key: docKey }} aria-current={currentPage} className={className}>
        English and shared facts
      </AdminLink>
    )
  return (
    <AdminLink to="/content/$type/$key/$locale" params={{ type, key: docKey, locale }} aria-current={currentPage} className={className}>
      <span lang={locale}>{localeConfig[locale].name}</span>
    </AdminLink>
  )
}

/** `onNotice`: a message that outlives this body, which is remounted whenever a publish or restore changes the revisions. */
function EditorBody({ answer, locale, onNotice }: { answer: DocumentAnswer; locale: Locale; onNotice: (message: string) => void }) {
  const { document: doc } = answer
  const queryClient = useQueryClient()
  const schema = documentSchemas[doc.type]
  const state = (part: ContentPart) => answer.parts.find((p) => p.part === part)
  const translating = locale !== DEFAULT_LOCALE
  const edited: ContentPart[] = translating ? [locale] : (['neutral', 'en'] as const).filter((p) => state(p)?.mayWrite)
  const server = useMemo(() => {
    const parts: Partial<Record<ContentPart, PartBase>> = {}
    for (const part of edited) parts[part] = { rev: currentRev(state(part)), data: currentData(state(part)) }
    return parts
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the body is remounted when the answer's revs change
  }, [])
  const [start] = useState(() => restoredParts(doc.id, server))
  const autosave = useAutosave({ documentId: doc.id, parts: server })
  const [form, setForm] = useState(() => ({ n: 0, parts: start.data }))
  const [problems, setProblems] = useState<PublishProblem[]>([])

  // The form starts from these; they change only when the form is started again (after a merge).
  const { value, mode } = useMemo(() => {
    const neutral = form.parts.neutral ?? currentData(state('neutral'))
    const value = combineDocument(doc.type, neutral, form.parts[locale] ?? currentData(state(locale)))
    const english = translating ? combineDocument(doc.type, neutral, currentData(state('en'))) : undefined
    const mode: EditingMode = english ? { part: 'translation', locale, english } : { part: 'source' }
    return { value, mode }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer and language are fixed for this body
  }, [form])

  // Typing kept from before (the session ended, the tab closed): saved at once.
  useEffect(() => {
    if (start.restored.length > 0) autosave.changed(start.data)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, [])

  const partsOf = (values: Json): Partial<Record<ContentPart, Json>> => {
    const split = splitDocument(doc.type, values)
    return translating ? { [locale]: split.localized } : { neutral: split.neutral, en: split.localized }
  }
  const save = autosave.state
  const review = translating ? answer.reviews?.[locale] : undefined
  const serverErrors = useMemo(() => {
    const errors: Record<string, string> = save.kind === 'invalid' ? { ...save.errors } : {}
    for (const p of problems) if (p.field && edited.includes(p.part)) errors[p.field] ??= p.message
    return errors
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edited` follows the answer
  }, [save, problems])

  return (
    <div className="mt-6 flex flex-col gap-6">
      {start.restored.length > 0 ? (
        <Notice kind="info">
          What you typed before and had not saved is back ({start.restored.map(partLabel).join(', ')}), and is being saved.
          {start.conflicts.length > 0
            ? ` Someone else also changed ${start.conflicts.map((c) => c.path).join(', ')} meanwhile: your text is kept there; check it against theirs in the history.`
            : ''}
        </Notice>
      ) : null}
      {review ? (
        <ReviewPanel
          review={review}
          locale={locale}
          answer={answer}
          mayApprove={answer.mayApprove ?? false}
          draft={() => autosave.snapshot(locale)}
          onApproved={(message) => {
            onNotice(message)
            void queryClient.invalidateQueries({ queryKey: documentQuery(doc.type, doc.key).queryKey })
          }}
        />
      ) : null}
      {save.kind === 'conflict' ? (
        <ConflictPanel
          conflict={save.conflict}
          labelOf={(path) => describePath(schema, fieldNameOf(path, value) ?? path).label || path}
          onResolve={(chosen) => {
            autosave.resolve(save.conflict, chosen)
            setForm((f) => ({ n: f.n + 1, parts: { ...f.parts, ...autosave.typed(), [save.conflict.part]: chosen } }))
          }}
        />
      ) : null}
      {save.kind === 'signed-out' ? <SignedOutDialog /> : null}
      <DocumentForm
        key={form.n}
        schema={schema}
        value={value}
        mode={mode}
        stale={review ? new Set(review.stale) : undefined}
        serverErrors={serverErrors}
        saveState={saveStateWords(save)}
        onChange={(values) => autosave.changed(partsOf(values as Json))}
        onSubmit={() => autosave.saveNow()}
        submitLabel="Save now"
      />
      <PublishPanel
        answer={answer}
        locale={locale}
        beforePublish={autosave.saveNow}
        onProblems={setProblems}
        onPublished={(message) => {
          onNotice(message)
          void queryClient.invalidateQueries({ queryKey: documentQuery(doc.type, doc.key).queryKey })
        }}
      />
      <HistoryPanel
        answer={answer}
        parts={edited}
        beforeRestore={autosave.saveNow}
        onRestored={(message) => {
          onNotice(message)
          void queryClient.invalidateQueries({ queryKey: documentQuery(doc.type, doc.key).queryKey })
        }}
      />
    </div>
  )
}
