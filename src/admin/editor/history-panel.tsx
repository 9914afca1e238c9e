import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { ContentPart } from '../../content/model'
import { callApi } from '../api'
import { Button, inputClass, IstanbulTime, Notice } from '../ui'
import { versionsQuery, type DocumentAnswer, type VersionItem } from './content-api'
import { partLabel } from './document-types'

/** The publish line's diff of two versions (contract `/diff`): text by words, and links, images and settings. */
interface DiffAnswer {
  fields: {
    path: string
    label: string
    kind: string
    before: unknown
    after: unknown
    words?: { added?: boolean; removed?: boolean; value: string }[]
  }[]
  links: { added: string[]; removed: string[] }
  images: { added: string[]; removed: string[] }
  settings: { path: string; label: string; before: unknown; after: unknown }[]
}

const REASONS: Record<VersionItem['reason'], string> = {
  seed: 'first content',
  publish: 'published',
  restore: 'published from a restored version',
  import: 'imported',
}

const text = (value: unknown) =>
  value === undefined || value === null ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value)

/**
 * Every published version of the parts this editor writes, with who and when; a diff of any two (or of a version
 * and the draft), and restore, which copies a version into the draft and never touches what is published.
 */
export function HistoryPanel({
  answer,
  parts,
  beforeRestore,
  onRestored,
}: {
  answer: DocumentAnswer
  parts: ContentPart[]
  beforeRestore: () => Promise<void>
  /** The draft is now the version: the editor starts again from it, and says so. */
  onRestored: (message: string) => void
}) {
  const { document: doc } = answer
  const [open, setOpen] = useState(false)
  const versions = useQuery({ ...versionsQuery(doc.id), enabled: open })
  const [part, setPart] = useState<ContentPart>(parts[parts.length - 1] ?? 'en')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [diff, setDiff] = useState<DiffAnswer | null>(null)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const ofPart = (versions.data ?? []).filter((v) => v.part === part)

  const compare = async () => {
    setMessage(null)
    const result = await callApi<DiffAnswer>(
      'GET',
      `/admin/api/content/documents/${doc.id}/diff?from=${from}&to=${encodeURIComponent(to || `draft:${part}`)}`,
    )
    if (result.ok) setDiff(result.data)
    else setMessage({ kind: 'error', text: result.error ?? `The server answered ${result.status}.` })
  }
  const restore = async (version: VersionItem) => {
    setMessage(null)
    await beforeRestore()
    const result = await callApi<{ message: string }>('POST', `/admin/api/content/versions/${version.id}/restore`)
    if (result.ok) onRestored(result.data.message)
    else setMessage({ kind: 'error', text: result.error ?? 'Not restored.' })
  }

  return (
    <section aria-labelledby="history-title" className="rounded-lg bg-white p-4 ring-1 ring-navy-100">
      <h2 id="history-title" className="font-serif text-xl font-semibold">
        History
      </h2>
      {!open ? (
        <Button variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
          Show versions
        </Button>
      ) : (
        <>
          <label className="mt-2 flex items-center gap-2 text-sm">
            Part
            <select className={inputClass} value={part} onChange={(e) => setPart(e.target.value as ContentPart)}>
              {parts.map((p) => (
                <option key={p} value={p}>
                  {partLabel(p)}
                </option>
              ))}
            </select>
          </label>
          {versions.isError ? <Notice kind="error">{versions.error.message}</Notice> : null}
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-start">
                <th className="text-start">Version</th>
                <th className="text-start">When (Istanbul)</th>
                <th className="text-start">Who</th>
                <th className="text-start">How</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {ofPart.map((v) => (
                <tr key={v.id}>
                  <td>{v.id}</td>
                  <td>
                    <IstanbulTime iso={v.createdAt} />
                  </td>
                  <td>{v.createdBy}</td>
                  <td>{REASONS[v.reason]}</td>
                  <td>
                    <Button variant="secondary" onClick={() => void restore(v)}>
                      Restore version {v.id}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3 flex flex-wrap items-end gap-3 text-sm">
            <label className="flex flex-col gap-1">
              Compare version
              <select className={inputClass} value={from} onChange={(e) => setFrom(e.target.value)}>
                <option value="">Choose…</option>
                {ofPart.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.id}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              with
              <select className={inputClass} value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">the current draft</option>
                {ofPart.map((v) => (
                  <option key={v.id} value={v.id}>
                    version {v.id}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" disabled={!from} onClick={() => void compare()}>
              Compare
            </Button>
          </div>
        </>
      )}
      {message ? (
        <div className="mt-3">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      ) : null}
      {diff ? <DiffView diff={diff} /> : null}
    </section>
  )
}

function DiffView({ diff }: { diff: DiffAnswer }) {
  const nothing = !diff.fields.length && !diff.settings.length && !diff.links.added.length && !diff.links.removed.length
  return (
    <div aria-label="Differences" className="mt-4 flex flex-col gap-3 text-sm">
      {nothing ? <p>No differences.</p> : null}
      {diff.fields.map((f) => (
        <div key={f.path}>
          <p className="font-semibold">{f.label}</p>
          <p className="whitespace-pre-wrap">
            {f.words
              ? f.words.map((w, i) =>
                  w.added ? (
                    <ins key={i} className="bg-green-100">
                      {w.value}
                    </ins>
                  ) : w.removed ? (
                    <del key={i} className="bg-red-100">
                      {w.value}
                    </del>
                  ) : (
                    <span key={i}>{w.value}</span>
                  ),
                )
              : `${text(f.before)} → ${text(f.after)}`}
          </p>
        </div>
      ))}
      {diff.settings.map((s) => (
        <p key={s.path}>
          <span className="font-semibold">{s.label}</span>: {text(s.before)} → {text(s.after)}
        </p>
      ))}
      {(['links', 'images'] as const).map((what) =>
        diff[what].added.length || diff[what].removed.length ? (
          <p key={what}>
            <span className="font-semibold">{what === 'links' ? 'Links' : 'Images'}</span>: added {diff[what].added.join(', ') || 'none'};
            removed {diff[what].removed.join(', ') || 'none'}
          </p>
        ) : null,
      )}
    </div>
  )
}
