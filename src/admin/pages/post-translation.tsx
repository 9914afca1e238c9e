import { useState } from 'react'
import type { PostDetail } from '../page-data'
import { sendBackSchema } from '../../lib/admin'
import { locales } from '../../i18n/locales'
import { callApi } from '../api'
import { useAppForm } from '../form'
import { Button, Field, inputClass, IstanbulTime, Notice, StateBadge, languageName } from '../ui'

type Message = { kind: 'error' | 'success' | 'info'; text: string }

interface Props {
  post: PostDetail
  /** Saves unsaved changes first; null when that failed (the editor shows why). */
  ensureSaved: () => Promise<PostDetail | null>
  onChange: (post: PostDetail) => void
  onMessage: (message: Message) => void
}

/**
 * A translation's review, in its editor: its English post, its status and staleness, the reviewer's note, and the
 * steps. "Approve" and "Send back" are offered only to accounts allowed to approve (the server refuses the others
 * too). An approval sends the hash of the English post as it was when this page was opened, so a change to the
 * English since is refused rather than approved unseen.
 */
export function TranslationReview({
  post,
  ensureSaved,
  onChange,
  onMessage,
  mayApprove,
  seenHash,
}: Props & { mayApprove: boolean; seenHash: string }) {
  const translation = post.translation!
  const [busy, setBusy] = useState(false)
  const [sendingBack, setSendingBack] = useState(false)
  // The note of a send-back: checked with the server's schema, shown next to the field.
  const sendBack = useAppForm({
    defaultValues: { note: '' },
    validators: { onSubmit: sendBackSchema },
    onSubmit: ({ value }) => step('send-back', value.note),
  })

  async function step(action: 'approve' | 'send-back' | 'in-review', note = '') {
    setBusy(true)
    const saved = await ensureSaved()
    if (!saved) return setBusy(false)
    const body = action === 'approve' ? { sourceHash: seenHash } : action === 'send-back' ? { note } : {}
    const result = await callApi<{ post: PostDetail }>('POST', `/admin/api/posts/${post.id}/translation/${action}`, body)
    setBusy(false)
    if (!result.ok) return onMessage({ kind: 'error', text: result.error ?? 'Could not do that.' })
    onChange(result.data.post)
    setSendingBack(false)
    sendBack.reset()
    onMessage({
      kind: 'success',
      text:
        action === 'approve'
          ? 'Approved: the translation is reviewed.'
          : action === 'send-back'
            ? 'Sent back: the translation is a draft again, with your note.'
            : 'Marked in review.',
    })
  }

  const { status, stale } = translation
  return (
    <section aria-labelledby="translation-heading" className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="translation-heading" className="font-serif text-xl font-semibold">
        Translation review
      </h2>
      <p className="text-sm">
        {languageName(post.language)} translation of the English post{' '}
        <a href={`/admin/posts/${translation.sourceId}`} className="underline">
          {translation.sourceTitle}
        </a>
        .
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="translation-status">
        Status: <StateBadge state={status} />
        {stale ? <StateBadge state="stale" /> : null}
        {status === 'reviewed' && translation.reviewer && translation.reviewedAt ? (
          <span>
            approved by {translation.reviewer} on <IstanbulTime iso={translation.reviewedAt} />
          </span>
        ) : null}
      </p>
      {stale ? (
        <Notice kind="info">
          The English post has changed since this translation was made or approved. Compare the two and update the translation; the site
          treats it as unreviewed until it is approved again.
        </Notice>
      ) : null}
      {translation.note && status !== 'reviewed' ? (
        <Notice kind="info">
          Sent back for changes: <q>{translation.note}</q>
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {status === 'draft' || status === 'machine' ? (
          <Button variant="secondary" disabled={busy} onClick={() => void step('in-review')}>
            Mark in review
          </Button>
        ) : null}
        {mayApprove && (status !== 'reviewed' || stale) ? (
          <Button disabled={busy} onClick={() => void step('approve')}>
            Approve
          </Button>
        ) : null}
        {mayApprove && !sendingBack ? (
          <Button variant="secondary" disabled={busy} onClick={() => setSendingBack(true)}>
            Send back
          </Button>
        ) : null}
      </div>
      {mayApprove && sendingBack ? (
        <div className="flex flex-col gap-2 rounded-md border border-navy-100 p-3">
          <sendBack.AppField name="note">{(field) => <field.TextAreaField label="What needs changing" rows={3} />}</sendBack.AppField>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={busy} onClick={() => void sendBack.handleSubmit()}>
              Send back with this note
            </Button>
            <Button variant="secondary" onClick={() => setSendingBack(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {!mayApprove ? (
        <p className="text-xs text-navy-600">Only accounts allowed to approve translations can approve or send back.</p>
      ) : null}
      <p className="text-sm">
        <a className="underline" href={`/admin/api/posts/export.xlf?id=${translation.sourceId}&language=${post.language}`}>
          Download the English post for a translator (XLIFF)
        </a>
      </p>
    </section>
  )
}

/** An English post's translations, and "Translate" into a language that has none yet. */
export function PostTranslations({ post, ensureSaved, onMessage }: Omit<Props, 'onChange'>) {
  const missing = locales.filter((l) => l !== 'en' && !post.translations.some((t) => t.language === l))
  const [language, setLanguage] = useState<string>(missing[0] ?? '')
  const [busy, setBusy] = useState(false)

  async function translate() {
    setBusy(true)
    const saved = await ensureSaved()
    if (!saved) return setBusy(false)
    const result = await callApi<{ url: string }>('POST', `/admin/api/posts/${post.id}/translations`, { language })
    if (result.ok) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(false)
    onMessage({ kind: 'error', text: result.error ?? 'Could not create the translation.' })
  }

  return (
    <section aria-labelledby="translations-heading" className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="translations-heading" className="font-serif text-xl font-semibold">
        Translations
      </h2>
      {post.translations.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {post.translations.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2">
              <a href={`/admin/posts/${t.id}`} className="underline">
                {languageName(t.language)}: <span lang={t.language}>{t.title}</span>
              </a>
              <StateBadge state={t.status} />
              {t.stale ? <StateBadge state="stale" /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No translations yet.</p>
      )}
      {missing.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field id="translate-into" label="Translate into">
            <select id="translate-into" value={language} onChange={(e) => setLanguage(e.target.value)} className={inputClass}>
              {missing.map((l) => (
                <option key={l} value={l}>
                  {languageName(l)}
                </option>
              ))}
            </select>
          </Field>
          <Button variant="secondary" disabled={busy} onClick={() => void translate()}>
            Translate
          </Button>
        </div>
      ) : null}
      <p className="text-xs text-navy-600">
        “Translate” makes a draft in that language from this post’s text, for a translator to overwrite. For an outside translator, tick the
        post in the list and export it.
      </p>
    </section>
  )
}
