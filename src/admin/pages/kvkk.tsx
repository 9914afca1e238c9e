import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { ErasureRecord, KvkkFindings } from '../page-data'
import { callApi } from '../api'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { erasureSchema } from '../../lib/admin'
import { useAppForm } from '../form'
import { useAdminNavigate } from '../router-link'
import { Button, IstanbulTime, Notice } from '../ui'

export function KvkkPage({
  findings,
  erasures: initialErasures,
  backupRetentionDays,
}: {
  findings: KvkkFindings | null
  erasures: ErasureRecord[]
  backupRetentionDays: number
}) {
  const [erasures, setErasures] = useState(initialErasures)
  const [confirm, setConfirm] = useState(false)
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [erased, setErased] = useState(false)
  const erase = async () => {
    if (!findings) return
    const r = await callApi<{ submissions: number; messages: number; files: number; bookings: number; erasures: ErasureRecord[] }>(
      'POST',
      '/admin/api/kvkk/erase',
      // The dialog asked; the server refuses an erasure the call does not say was confirmed.
      { email: findings.email, confirm: true },
    )
    setConfirm(false)
    if (!r.ok) {
      setResult({ kind: 'error', text: r.error ?? 'Could not erase.' })
      return
    }
    setErased(true)
    setErasures(r.data.erasures)
    setResult({
      kind: 'success',
      text: `Erased ${r.data.submissions} submission(s), ${r.data.messages} e-mail(s), ${r.data.files} mail file(s) and ${r.data.bookings} booking(s). The erasure is recorded without the data.`,
    })
  }
  const total = findings ? findings.submissions.length + findings.bookings.length + findings.messages + findings.files.length : 0
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">KVKK requests</h1>
      <p className="mt-2 max-w-prose text-sm text-navy-700">
        When someone asks what the firm holds about them, or asks for it to be deleted, find everything stored under their e-mail address:
        their contact messages and guide requests, the consultations they booked, the e-mails about them, and copies of those e-mails kept
        as files.
      </p>
      <p className="mt-2 max-w-prose text-sm text-navy-700">
        An erasure removes the data from the site at once. Backups made before it still hold the data until they are deleted: each backup is
        deleted {backupRetentionDays} days after it was made (BACKUP_RETENTION_DAYS), so erased data is gone from them within{' '}
        {backupRetentionDays + 1} days if backups run daily. Copies of backups kept elsewhere last as long as they are kept there.
      </p>
      <FindForm email={findings?.email ?? ''} />
      {result ? (
        <div className="mt-4">
          <Notice kind={result.kind}>{result.text}</Notice>
        </div>
      ) : null}
      {findings && !erased ? (
        <section aria-labelledby="found" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          <h2 id="found" className="font-serif text-xl font-semibold">
            Stored about {findings.email}
          </h2>
          {total === 0 ? (
            <p className="mt-2">Nothing is stored under this address.</p>
          ) : (
            <>
              <ul className="mt-2 list-disc pl-6 text-sm [overflow-wrap:anywhere]">
                {findings.submissions.map((s) => (
                  <li key={s.id}>
                    <IstanbulTime iso={s.createdAt} />: {s.kind === 'guide' ? `guide request (${s.guide})` : 'contact message'} from{' '}
                    {s.name} —{' '}
                    <a className="underline" href={`/admin/leads/${s.id}`}>
                      open
                    </a>
                  </li>
                ))}
                {findings.bookings.map((b) => (
                  <li key={b.id}>
                    <IstanbulTime iso={b.startsAt} />: consultation with {b.lawyerName} ({b.status}) booked by {b.name} —{' '}
                    <a className="underline" href={`/admin/bookings/${b.id}`}>
                      open
                    </a>
                  </li>
                ))}
                <li>{findings.messages} e-mail(s) in the outbox</li>
                <li>{findings.files.length} e-mail file(s) on disk</li>
              </ul>
              <p className="mt-4 text-sm">
                For an access request (KVKK art. 11), hand over everything listed as one file: every stored field, the text of each e-mail
                and the e-mail files, in JSON, a plain-text format any program can read.
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <a
                  href={`/admin/api/kvkk/export?email=${encodeURIComponent(findings.email)}`}
                  download
                  className="inline-flex items-center justify-center rounded-md bg-white px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50"
                >
                  Download all of it (JSON)
                </a>
                <Dialog.Root open={confirm} onOpenChange={setConfirm}>
                  <Dialog.Trigger asChild>
                    <Button variant="danger">Erase all of it</Button>
                  </Dialog.Trigger>
                  <Dialog.Portal>
                    <Dialog.Overlay className="fixed inset-0 bg-navy-950/50" />
                    <Dialog.Content className="fixed top-1/3 left-1/2 w-[min(28rem,90vw)] -translate-x-1/2 rounded-xl bg-white p-6 shadow-lg">
                      <Dialog.Title className="font-serif text-xl font-semibold">Erase everything about {findings.email}?</Dialog.Title>
                      <Dialog.Description className="mt-2 text-sm">
                        This deletes the submissions, bookings and e-mails listed. Future consultations are cancelled without an e-mail to
                        the visitor (one would keep their data after the erasure): say so in the firm's answer to their request. The firm's
                        calendar loses the events. It cannot be undone. Backups made before now keep them until they are deleted,{' '}
                        {backupRetentionDays} days after each was made.
                      </Dialog.Description>
                      <div className="mt-6 flex gap-2">
                        <Button variant="danger" onClick={() => void erase()}>
                          Erase for good
                        </Button>
                        <Dialog.Close asChild>
                          <Button variant="secondary">Cancel</Button>
                        </Dialog.Close>
                      </div>
                    </Dialog.Content>
                  </Dialog.Portal>
                </Dialog.Root>
              </div>
            </>
          )}
        </section>
      ) : null}
      <h2 className="mt-10 font-serif text-xl font-semibold">Erasures done</h2>
      {erasures.length === 0 ? (
        <p className="mt-2 text-sm">None yet.</p>
      ) : (
        <table className={`mt-2 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">When</th>
              <th className="p-2">By</th>
              <th className="p-2">Erased</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {erasures.map((e) => (
              <tr key={e.id} className={cardRow}>
                <td data-label="When" className={cardCell}>
                  <IstanbulTime iso={e.at} />
                </td>
                <td data-label="By" className={cardCell}>
                  {e.actor}
                </td>
                <td data-label="Erased" className={cardCell}>
                  {e.submissions} submission(s), {e.messages} e-mail(s), {e.files} file(s)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

/** The look-up: an address checked as the server checks it, then the page of what is stored under it. */
function FindForm({ email }: { email: string }) {
  const navigate = useAdminNavigate()
  const form = useAppForm({
    defaultValues: { email },
    validators: { onSubmit: erasureSchema },
    onSubmit: ({ value }) => navigate({ to: '/kvkk', search: { email: value.email.trim() } }),
  })
  return (
    <form.AppForm>
      <form.FormElement method="get" action="/admin/kvkk" role="search" className="mt-6 flex flex-wrap items-end gap-2">
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail address" type="email" className="w-full sm:w-80" />}
        </form.AppField>
        <button type="submit" className="rounded-md bg-white px-4 py-2 text-sm font-semibold ring-1 ring-navy-200">
          Find
        </button>
      </form.FormElement>
    </form.AppForm>
  )
}
