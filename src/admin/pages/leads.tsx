import { useState } from 'react'
import type { LeadDetail, LeadListItem, LeadMailStatus } from '../page-data'
import { callApi } from '../api'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { useAppForm } from '../form'
import { useAdminNavigate } from '../router-link'
import { Button, Field, inputClass, IstanbulTime, Notice, StateBadge } from '../ui'

const STATUS_LABELS: Record<LeadMailStatus | '', string> = {
  '': 'Any',
  sent: 'Sent',
  'written-to-file': 'Written to file (not mailed)',
  pending: 'Pending',
  failed: 'Failed',
  'suspected-spam': 'Suspected spam',
  held: 'Held for review (not sent to the visitor)',
}

export function LeadsPage(props: {
  leads: LeadListItem[]
  status: LeadMailStatus | ''
  search: string
  retentionDays: number
  nextRetentionAt: string
  mailDelivery: 'smtp' | 'files'
}) {
  const { leads, status, search, retentionDays, nextRetentionAt, mailDelivery } = props
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Leads</h1>
      {mailDelivery === 'files' ? (
        <div className="mt-4">
          <NoMailServerWarning />
        </div>
      ) : null}
      <p className="mt-2 text-sm text-navy-700" data-testid="retention">
        Contact messages and guide requests are deleted {retentionDays} days after they arrive (KVKK). Next purge:{' '}
        <IstanbulTime iso={nextRetentionAt} /> (Istanbul time), and every 10 minutes after that.
      </p>
      <FilterForm search={search} status={status} />
      <form method="get" action="/admin/api/leads.xlsx" className="mt-4 flex flex-wrap items-end gap-2">
        <Field id="from" label="Export from">
          <input id="from" name="from" type="date" required className={inputClass} />
        </Field>
        <Field id="to" label="to">
          <input id="to" name="to" type="date" required className={inputClass} />
        </Field>
        <button type="submit" className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200">
          Download for Excel (.xlsx)
        </button>
        <button
          type="submit"
          formAction="/admin/api/leads.csv"
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200"
        >
          Download CSV
        </button>
      </form>
      {leads.length === 0 ? (
        <p className="mt-6">No leads match.</p>
      ) : (
        <table className={`mt-6 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">Received</th>
              <th className="p-2">From</th>
              <th className="p-2">Kind</th>
              <th className="p-2">E-mail status</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {leads.map((l) => (
              <tr key={l.id} className={cardRow}>
                <td data-label="Received" className={`${cardCell} whitespace-nowrap`}>
                  <IstanbulTime iso={l.createdAt} />
                </td>
                <td className={cardCell}>
                  <a className="font-semibold underline" href={`/admin/leads/${l.id}`}>
                    {l.name}
                  </a>
                  <div className="text-xs text-navy-600">{l.email}</div>
                </td>
                <td data-label="Kind" className={cardCell}>
                  {l.kind === 'guide' ? `Guide: ${l.guide}` : 'Contact message'}
                </td>
                <td data-label="E-mail status" className={cardCell}>
                  <StateBadge state={l.mailStatus} />
                  {l.possibleSpam ? <span className="ml-2 text-xs text-red-800">possible spam (sent too fast)</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

export function LeadPage({ lead }: { lead: LeadDetail }) {
  const [messages, setMessages] = useState(lead.messages)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const retry = async (id: number) => {
    const result = await callApi('POST', `/admin/api/leads/messages/${id}/retry`)
    if (!result.ok) {
      setNotice({ kind: 'error', text: result.error ?? 'Could not queue the e-mail.' })
      return
    }
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, status: 'pending', attempts: 0, lastError: null } : m)))
    setNotice({ kind: 'success', text: 'The e-mail is queued and will be sent again within seconds.' })
  }
  return (
    <>
      <a href="/admin/leads" className="text-sm underline">
        ← All leads
      </a>
      <h1 className="mt-2 font-serif text-3xl font-semibold">{lead.name}</h1>
      <dl className="mt-4 grid grid-cols-1 gap-x-2 gap-y-1 rounded-xl bg-white p-4 text-sm shadow-sm [overflow-wrap:anywhere] sm:grid-cols-[10rem_1fr] sm:gap-y-2 sm:p-6">
        <dt className="font-semibold">E-mail</dt>
        <dd>{lead.email}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          <IstanbulTime iso={lead.createdAt} />
        </dd>
        <dt className="font-semibold">Kind</dt>
        <dd>{lead.kind === 'guide' ? `Guide request: ${lead.guide}` : 'Contact message'}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          <StateBadge state={lead.mailStatus} />
          {lead.possibleSpam ? <span className="ml-2 text-xs text-red-800">possible spam (sent too fast)</span> : null}
        </dd>
        <dt className="font-semibold">Message</dt>
        <dd className="whitespace-pre-wrap">{lead.message}</dd>
      </dl>
      <h2 className="mt-8 font-serif text-xl font-semibold">E-mails</h2>
      {notice ? (
        <div className="mt-2">
          <Notice kind={notice.kind}>{notice.text}</Notice>
        </div>
      ) : null}
      {lead.mailStatus === 'held' ? (
        <p className="mt-2 text-sm">
          Held for review: more messages than usual came from this visitor, or from the connection they share (an office, a hotel, a mobile
          network), within an hour. Nothing was e-mailed to the visitor; the firm is e-mailed about the first held message from a connection
          each day. Reply yourself if it is genuine.
        </p>
      ) : null}
      {messages.length === 0 && lead.mailStatus !== 'held' ? (
        <p className="mt-2 text-sm">No e-mails (suspected spam is kept but not sent).</p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2">
        {messages.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-3 rounded-md bg-white p-3 text-sm shadow-sm">
            <StateBadge
              state={m.status === 'sending' ? 'pending' : m.status === 'sent' && m.deliveredVia === 'file' ? 'written-to-file' : m.status}
            />
            <span className="[overflow-wrap:anywhere]">
              {m.subject} → {m.to}
            </span>
            <span className="text-navy-600">{m.attempts} attempt(s)</span>
            {m.lastError ? <span className="text-red-700">{m.lastError}</span> : null}
            {m.status === 'failed' ? (
              <Button variant="secondary" className="ml-auto" onClick={() => void retry(m.id)}>
                Send again
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Without SMTP_URL the e-mails only become .eml files on the server: nobody receives them. Shown on page load, so
 * a plain box rather than an alert that a screen reader would announce on every visit.
 */
export function NoMailServerWarning() {
  return (
    <p data-testid="no-mail-server" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
      <strong>No mail server is configured.</strong> E-mails to the firm and to visitors are only written to files on the server, and nobody
      receives them. Set SMTP_URL and restart the site to send them.
    </p>
  )
}

/** Name or e-mail and the e-mail status: the list's address changes, so a filtered list can be reloaded or shared. */
function FilterForm({ search, status }: { search: string; status: LeadMailStatus | '' }) {
  const navigate = useAdminNavigate()
  const form = useAppForm({
    defaultValues: { q: search, status: status as string },
    onSubmit: ({ value }) => navigate({ to: '/leads', search: { q: value.q.trim() || undefined, status: value.status || undefined } }),
  })
  return (
    <form.AppForm>
      <form.FormElement method="get" action="/admin/leads" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <form.AppField name="q">{(field) => <field.TextField label="Name or e-mail" type="search" />}</form.AppField>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField label="E-mail status" options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))} />
          )}
        </form.AppField>
        <button type="submit" className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200">
          Filter
        </button>
      </form.FormElement>
    </form.AppForm>
  )
}
