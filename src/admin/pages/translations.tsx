import { useState } from 'react'
import { useStore } from '@tanstack/react-form'
import { translationDecisionFormSchema, type TranslationDecisionForm } from '../../lib/admin'
import { useAppForm } from '../form'
import type { TranslatedPostItem, TranslationComparison, TranslationUnit } from '../page-data'
import { localeConfig, isLocale } from '../../i18n/locales'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { callApi } from '../api'
import { Button, Field, inputClass, IstanbulTime, languageName, Notice, TRANSLATION_WORDS } from '../ui'
import { cn } from '../../lib/cn'

const unitName = (item: string) => (item === 'interface' ? 'Interface: menus, forms, messages, footer' : item)
const reviewHref = (unit: Pick<TranslationUnit, 'item' | 'locale'>) =>
  `/admin/translations/${unit.locale}${unit.item === 'interface' ? '/interface' : unit.item}`

function StatusBadge({ unit }: { unit: Pick<TranslationUnit, 'status' | 'stale'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={cn(
          'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
          unit.status === 'reviewed' && !unit.stale
            ? 'bg-green-100 text-green-800'
            : unit.status === 'in-review'
              ? 'bg-amber-100 text-amber-900'
              : 'bg-navy-100 text-navy-800',
        )}
      >
        {TRANSLATION_WORDS[unit.status]}
      </span>
      {unit.stale ? (
        <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          stale: the English changed since the review
        </span>
      ) : null}
    </span>
  )
}

function visitorWords(unit: TranslationUnit): string {
  if (unit.effective) return 'Reviewed: indexed, in the sitemap and in hreflang'
  if (unit.item !== 'interface' && unit.status === 'reviewed' && !unit.stale)
    return 'Notice shown until this language’s interface is reviewed'
  return 'Notice shown, noindex, not in the sitemap'
}

/**
 * Every translated page (and each language's interface) with its review status, staleness and reviewer. A page
 * counts for visitors only when it and its language's interface are reviewed against today's English.
 */
export function TranslationsPage({
  units,
  posts,
  mayApprove,
}: {
  units: TranslationUnit[]
  posts: TranslatedPostItem[]
  mayApprove: boolean
}) {
  const [language, setLanguage] = useState('')
  const [status, setStatus] = useState('')
  const languages = [...new Set(units.map((u) => u.locale))]
  const shown = units.filter(
    (u) =>
      (!language || u.locale === language) &&
      (!status || (status === 'stale' ? u.stale : status === 'unreviewed' ? !u.effective : u.status === status)),
  )
  const reviewed = units.filter((u) => u.effective).length
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Translations</h1>
      <p className="mt-2 max-w-3xl text-sm text-navy-700">
        The Turkish and Arabic pages were translated by machine. Until a lawyer reviews a page here, it tells visitors that the English text
        prevails, search engines do not index it, and it is left out of the sitemap. {`${reviewed} of ${units.length} count as reviewed.`}
        {mayApprove ? '' : ' Your account may read translations but not approve them; an owner can allow it on the accounts screen.'}
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <Field id="filter-language" label="Language">
          <select id="filter-language" className={inputClass} value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">All languages</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-status" label="Status">
          <select id="filter-status" className={inputClass} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any status</option>
            <option value="unreviewed">Not counting as reviewed</option>
            <option value="stale">Stale</option>
            {Object.entries(TRANSLATION_WORDS).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="mt-4 text-sm" role="status">
        {`${shown.length} shown`}
      </p>
      <table className={`mt-2 ${cardTable}`}>
        <thead className={cardHead}>
          <tr>
            <th className="p-2">Page</th>
            <th className="p-2">Language</th>
            <th className="p-2">Status</th>
            <th className="p-2">Visitors see</th>
            <th className="p-2">Reviewer</th>
          </tr>
        </thead>
        <tbody className={cardBody}>
          {shown.map((u) => (
            <tr key={`${u.locale} ${u.item}`} className={cardRow}>
              <td className={cardCell}>
                <a href={reviewHref(u)} className="font-semibold underline">
                  {unitName(u.item)}
                </a>
              </td>
              <td data-label="Language" className={cardCell}>
                {languageName(u.locale)}
              </td>
              <td data-label="Status" className={cardCell}>
                <StatusBadge unit={u} />
              </td>
              <td data-label="Visitors see" className={cardCell}>
                {visitorWords(u)}
              </td>
              <td data-label="Reviewer" className={cardCell}>
                {u.reviewer ? (
                  <>
                    {u.reviewer}
                    {u.reviewedAt ? (
                      <div className="text-xs text-navy-600">
                        <IstanbulTime iso={u.reviewedAt} />
                      </div>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-10 font-serif text-2xl font-semibold">Blog posts</h2>
      <p className="mt-2 max-w-3xl text-sm text-navy-700">
        Post translations are reviewed in the post&apos;s editor, where the English post is linked. A reviewed translation counts once its
        language&apos;s interface is reviewed too.
      </p>
      {posts.length === 0 ? (
        <p className="mt-4 text-sm">No post has a translation yet.</p>
      ) : (
        <table className={`mt-4 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">Post</th>
              <th className="p-2">Language</th>
              <th className="p-2">Status</th>
              <th className="p-2">Reviewer</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {posts
              .filter(
                (p) =>
                  (!language || p.language === language) &&
                  (!status ||
                    (status === 'stale' ? p.stale : status === 'unreviewed' ? p.status !== 'reviewed' || p.stale : p.status === status)),
              )
              .map((p) => (
                <tr key={p.id} className={cardRow}>
                  <td className={cardCell}>
                    <a href={`/admin/posts/${p.id}`} className="font-semibold underline" lang={p.language}>
                      {p.title}
                    </a>
                    <div className="text-xs text-navy-600">Translation of: {p.sourceTitle}</div>
                  </td>
                  <td data-label="Language" className={cardCell}>
                    {languageName(p.language)}
                  </td>
                  <td data-label="Status" className={cardCell}>
                    <StatusBadge unit={{ status: p.status, stale: p.stale }} />
                  </td>
                  <td data-label="Reviewer" className={cardCell}>
                    {p.reviewer ?? '—'}
                    {p.reviewedAt ? (
                      <div className="text-xs text-navy-600">
                        <IstanbulTime iso={p.reviewedAt} />
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </>
  )
}

/** The English and the translation side by side, block by block; approve it or send it back with a note. */
export function TranslationReviewPage({
  unit,
  comparison,
  mayApprove,
}: {
  unit: TranslationUnit
  comparison: TranslationComparison
  mayApprove: boolean
}) {
  const [current, setCurrent] = useState(unit)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const dir = isLocale(unit.locale) ? localeConfig[unit.locale].dir : 'ltr'
  const rows = Math.max(comparison.source.length, comparison.translation.length)

  // One form, three buttons: the button pressed is the decision, and the schema asks for a note to send back.
  const form = useAppForm({
    defaultValues: { action: 'in-review', note: '' } as TranslationDecisionForm,
    validators: { onSubmit: translationDecisionFormSchema },
    onSubmit: async ({ value: { action, note } }) => {
      setMessage(null)
      const result = await callApi<{ unit: TranslationUnit }>('POST', '/admin/api/translations/decide', {
        item: unit.item,
        locale: unit.locale,
        action,
        sourceHash: comparison.sourceHash,
        note,
      })
      if (!result.ok) return setMessage({ kind: 'error', text: result.error ?? 'Could not record the decision.' })
      setCurrent(result.data.unit)
      form.reset()
      setMessage({
        kind: 'success',
        text:
          action === 'approve'
            ? result.data.unit.effective
              ? 'Approved. Visitors see the page as reviewed now: no notice, indexed, in the sitemap and in hreflang.'
              : 'Approved. The page still shows the notice until this language’s interface is reviewed too.'
            : action === 'send-back'
              ? 'Sent back as a draft with your note.'
              : 'Marked as in review.',
      })
    },
  })
  const busy = useStore(form.store, (s) => s.isSubmitting)
  const decide = (action: TranslationDecisionForm['action']) => {
    form.setFieldValue('action', action)
    void form.handleSubmit()
  }

  return (
    <>
      <p className="text-sm">
        <a href="/admin/translations" className="underline">
          All translations
        </a>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">
        {unitName(unit.item)} — {languageName(unit.locale)}
      </h1>
      <div className="mt-3">
        <StatusBadge unit={current} />
        <p className="mt-2 text-sm text-navy-700">
          {visitorWords(current)}.
          {current.reviewer && current.reviewedAt ? (
            <>
              {' '}
              Last decision by {current.reviewer}, <IstanbulTime iso={current.reviewedAt} />.
            </>
          ) : null}{' '}
          English version <code>{comparison.sourceHash}</code>.
        </p>
        {current.note ? <p className="mt-2 text-sm">Note: {current.note}</p> : null}
      </div>
      {message ? (
        <div className="mt-4">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      ) : null}
      {mayApprove ? (
        <section aria-labelledby="decide-heading" className="mt-8 max-w-2xl">
          <h2 id="decide-heading" className="font-serif text-xl font-semibold">
            Your decision
          </h2>
          <p className="mt-1 text-sm text-navy-700">
            Read the English and the translation below. Approve only if the translation says what the English says, with the terms the
            authorities use. The approval is recorded in the audit log with your account and the time.
          </p>
          <div className="mt-3">
            <form.AppField name="note">
              {(field) => <field.TextAreaField label="Note (needed to send back)" rows={3} className="w-full" />}
            </form.AppField>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => decide('approve')}>
              Approve translation
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => decide('send-back')}>
              Send back
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => decide('in-review')}>
              Mark in review
            </Button>
          </div>
        </section>
      ) : (
        <div className="mt-8 flex flex-wrap items-center gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => decide('in-review')}>
            Mark in review
          </Button>
          <span className="text-sm text-navy-700">Only accounts allowed to approve translations can approve or send back.</span>
        </div>
      )}
      <div className="mt-8 grid grid-cols-2 gap-x-4 gap-y-0 bg-white text-sm shadow-sm max-md:grid-cols-1">
        <h2 className="bg-navy-100 p-2 font-semibold max-md:hidden">English (source)</h2>
        <h2 className="bg-navy-100 p-2 font-semibold max-md:hidden">{languageName(unit.locale)} (translation)</h2>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="contents">
            <div lang="en" className="border-t border-navy-100 p-2">
              {comparison.source[i]?.label ? <div className="text-xs text-navy-500">{comparison.source[i].label}</div> : null}
              {comparison.source[i]?.text ?? ''}
            </div>
            <div lang={unit.locale} dir={dir} className="border-t border-navy-100 p-2 max-md:border-t-0 max-md:bg-navy-50">
              {comparison.translation[i]?.text ?? ''}
            </div>
          </div>
        ))}
      </div>
    </>
  )
}
