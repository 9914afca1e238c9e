import { useState } from 'react'
import type { ContentPart } from '../../content/model'
import { DEFAULT_LOCALE, locales, type Locale } from '../../i18n/locales'
import { ISTANBUL_UTC_OFFSET } from '../../lib/istanbul-time'
import { callApi } from '../api'
import { Button, inputClass, Notice } from '../ui'
import type { DocumentAnswer } from './content-api'
import { partLabel } from './document-types'

/** A reason a publish was refused (the publish line's 422), on a part and, where it has one, a field. */
export interface PublishProblem {
  part: ContentPart
  field?: string
  message: string
}

/**
 * `YYYY-MM-DDTHH:MM` typed as Istanbul wall-clock time -> the UTC instant the server stores (ADR 36, 3.3: UTC ISO
 * text, shown in Istanbul time). Istanbul is UTC+3 all year, so the offset is fixed.
 */
export function istanbulInputToUtc(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  const at = Date.parse(`${value}:00${ISTANBUL_UTC_OFFSET}`)
  return Number.isNaN(at) ? null : new Date(at).toISOString()
}

/**
 * Publishing the document (contracts of the publish line: publish, schedule, withdraw), and the preview of the
 * real page (the outputs line's route). Drafts are saved first: what is published is what is on the screen.
 */
export function PublishPanel({
  answer,
  locale,
  beforePublish,
  onProblems,
  onPublished,
}: {
  answer: DocumentAnswer
  locale: Locale
  beforePublish: () => Promise<void>
  onProblems: (problems: PublishProblem[]) => void
  /**
   * Done, in plain words. The editor shows the message above its body: a publish refetches the document with new
   * revisions, which remounts the body and this panel with it, so a message kept here would vanish at once.
   */
  onPublished: (message: string) => void
}) {
  const { document: doc } = answer
  const writable = answer.parts.filter((p) => p.mayWrite).map((p) => p.part)
  const [parts, setParts] = useState<ContentPart[]>(() =>
    locale === DEFAULT_LOCALE ? writable.filter((p) => p === 'neutral' || p === 'en') : writable.filter((p) => p === locale),
  )
  const [dueAt, setDueAt] = useState('')
  const [withdraw, setWithdraw] = useState<ContentPart | ''>('')
  const [result, setResult] = useState<{ text: string; list?: string[] } | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `/admin/api/content/documents/${doc.id}`

  const run = async (path: string, body: unknown, done: (data: Record<string, unknown>) => string) => {
    setBusy(true)
    setResult(null)
    await beforePublish()
    const answered = await callApi<{ message?: string; problems?: PublishProblem[]; usedBy?: { type: string; key: string }[] }>(
      'POST',
      `${base}/${path}`,
      body,
    )
    setBusy(false)
    const problems = answered.data.problems ?? []
    onProblems(problems)
    if (answered.ok) {
      onPublished(done(answered.data))
      return
    }
    setResult({
      text: answered.error ?? `The server answered ${answered.status}.`,
      list: [
        ...problems.map((p) => `${partLabel(p.part)}${p.field ? `, ${p.field}` : ''}: ${p.message}`),
        ...(answered.data.usedBy ?? []).map((u) => `Used by ${u.type}/${u.key}`),
      ],
    })
  }

  const scheduledUtc = istanbulInputToUtc(dueAt)
  return (
    <section aria-labelledby="publish-title" className="rounded-lg bg-white p-4 ring-1 ring-navy-100">
      <h2 id="publish-title" className="font-serif text-xl font-semibold">
        Publish
      </h2>
      <p className="mt-1 text-sm text-navy-700">
        Published now: {doc.published.length ? doc.published.map(partLabel).join(', ') : 'nothing'}. The shared facts are published with the
        first language.
      </p>
      <fieldset className="mt-3 flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-semibold">Parts to publish</legend>
        {writable.map((part) => (
          <label key={part} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={parts.includes(part)}
              onChange={(e) => setParts((current) => (e.target.checked ? [...current, part] : current.filter((p) => p !== part)))}
            />
            {partLabel(part)}
          </label>
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Button
          disabled={busy || parts.length === 0}
          onClick={() => void run('publish', { parts }, (d) => String(d.message ?? 'Published.'))}
        >
          Publish now
        </Button>
        <label className="flex flex-col gap-1 text-sm">
          <span>Publish at (Istanbul time, UTC+3)</span>
          <input type="datetime-local" className={inputClass} value={dueAt} onChange={(e) => setDueAt(e.target.value)} />
        </label>
        <Button
          variant="secondary"
          disabled={busy || parts.length === 0 || !scheduledUtc}
          onClick={() =>
            void run('schedule', { parts, dueAt: scheduledUtc }, () => `Will be published at ${dueAt.replace('T', ' ')}, Istanbul time.`)
          }
        >
          Schedule
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span>Language to withdraw</span>
          <select className={inputClass} value={withdraw} onChange={(e) => setWithdraw(e.target.value as ContentPart | '')}>
            <option value="">Choose…</option>
            {doc.published
              .filter((p) => p !== 'neutral' && writable.includes(p))
              .map((p) => (
                <option key={p} value={p}>
                  {partLabel(p)}
                  {p === DEFAULT_LOCALE ? ' (takes the whole document off the site)' : ''}
                </option>
              ))}
          </select>
        </label>
        <Button
          variant="danger"
          disabled={busy || !withdraw}
          onClick={() => void run('withdraw', { part: withdraw }, () => `${partLabel(withdraw as ContentPart)} was taken off the site.`)}
        >
          Withdraw
        </Button>
      </div>
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        {locales.map((l) => (
          <a
            key={l}
            className="underline"
            target="_blank"
            rel="noreferrer"
            href={`/admin/preview/${doc.type}/${encodeURIComponent(doc.key)}?locale=${l}`}
          >
            Preview in {partLabel(l)}
          </a>
        ))}
      </p>
      {result ? (
        <div className="mt-3">
          <Notice kind="error">{result.text}</Notice>
          {result.list?.length ? (
            <ul aria-label="Problems" className="mt-2 list-disc ps-6 text-sm text-red-800">
              {result.list.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
