import { useEffect, useState } from 'react'
import type { AccountListItem, SignInLockItem } from '../page-data'
import { accountFormSchema, type AccountFormInput } from '../../lib/admin'
import { showServerErrors, useAppForm } from '../form'
import { ROLE_DESCRIPTIONS, ROLES, type Role } from '../../lib/admin-permissions'
import { callApi } from '../api'
import { cardBody, cardCell, cardHead, cardRow, cardTable } from '../cards'
import { Button, inputClass, IstanbulTime, Notice } from '../ui'

/** Where the server put a set-up link it issued (the link itself goes only to the account's holder). */
interface LinkSent {
  email: string
  delivery: 'smtp' | 'files'
  approverWithdrawn?: boolean
}

/**
 * Owners add accounts, change their roles, grant or withdraw the client-data and approver rights, disable and enable
 * accounts, send a new set-up link (lost phone, forgotten password) and lift sign-in locks.
 */
export function AccountsPage({
  accounts,
  signInLocks,
  self,
}: {
  accounts: AccountListItem[]
  signInLocks: SignInLockItem[]
  self: string | null
}) {
  const [error, setError] = useState('')
  const [sent, setSent] = useState<LinkSent | null>(null)

  const form = useAppForm({
    defaultValues: { email: '', role: 'editor' } as AccountFormInput,
    validators: { onSubmit: accountFormSchema },
    onSubmit: async ({ value }) => {
      const result = await callApi<LinkSent>('POST', '/admin/api/accounts', { ...value, email: value.email.trim() })
      // The server's refusal is about the address (an account for it exists already).
      if (!result.ok) return void showServerErrors(form, { email: result.error ?? 'Could not add the account.' })
      // The list is read again from the server; where the link went is said once, after the reload.
      sessionStorage.setItem('admin-link-sent', JSON.stringify(result.data))
      window.location.reload()
    },
  })

  const act = async (account: AccountListItem, action: 'disable' | 'enable' | 'reset') => {
    if (action === 'disable' && !window.confirm(`Disable ${account.email}? Their sessions end now and they cannot sign in.`)) return
    if (
      action === 'reset' &&
      !window.confirm(
        `Reset ${account.email}? Their sessions end now, the right to approve translations is withdrawn, and a new set-up link is e-mailed to them.`,
      )
    )
      return
    setError('')
    const result = await callApi<LinkSent>('POST', `/admin/api/accounts/${account.id}/${action}`, {})
    if (!result.ok) return setError(result.error ?? 'Could not change the account.')
    if (action === 'reset') sessionStorage.setItem('admin-link-sent', JSON.stringify(result.data))
    window.location.reload()
  }

  /** A role, the client-data right or the approver right: saved at once, then the list is read again. */
  const change = async (
    account: AccountListItem,
    path: 'role' | 'client-data' | 'approver',
    body: { role: Role } | { allowed: boolean },
  ) => {
    setError('')
    const result = await callApi('POST', `/admin/api/accounts/${account.id}/${path}`, body)
    if (!result.ok) return setError(result.error ?? 'Could not change the account.')
    window.location.reload()
  }

  // Said once after the reload, then forgotten (read after hydration: the server's page has no such notice).
  useEffect(() => {
    const saved = sessionStorage.getItem('admin-link-sent')
    sessionStorage.removeItem('admin-link-sent')
    if (saved) setSent(JSON.parse(saved) as LinkSent)
  }, [])

  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Accounts</h1>
      <p className="mt-2 text-sm text-navy-700">
        Owners manage accounts, read the audit log and see client data. Editors write posts and translations; translators work on
        translations only. Leads, exports and KVKK requests are client data: an owner grants that right to an editor or translator here
        (accounts that were “staff” became editors without it). Every change is in the audit log. Set-up links go by e-mail to the person
        only and are never shown here. The right to approve translations lets a reviewing lawyer say a translation stands for the firm’s
        advice: an owner grants or withdraws it here (on the server, <code>npm run admin:approver -- --email …</code> does the same). A new
        set-up link ends the person’s sessions and withdraws that right.
      </p>
      {sent ? (
        <div className="mt-6">
          <Notice kind="success">
            {sent.delivery === 'smtp'
              ? `A set-up link has been sent to ${sent.email} by e-mail.`
              : `No mail server is configured: the e-mail with the set-up link for ${sent.email} has been written to the mail folder on the server (DATA_DIR/mail) instead of being sent. Whoever runs the server can pass it on to them.`}{' '}
            It works once, for 24 hours.
            {sent.approverWithdrawn ? ` ${sent.email} may no longer approve translations until an owner grants it again.` : ''}
          </Notice>
          <Button variant="secondary" className="mt-2" onClick={() => setSent(null)}>
            Done
          </Button>
        </div>
      ) : null}
      {error ? (
        <div className="mt-6">
          <Notice kind="error">{error}</Notice>
        </div>
      ) : null}
      <table className={`mt-6 ${cardTable}`}>
        <thead className={cardHead}>
          <tr>
            <th className="p-2">E-mail</th>
            <th className="p-2">Role</th>
            <th className="p-2">State</th>
            <th className="p-2">Client data</th>
            <th className="p-2">Approves translations</th>
            <th className="p-2">Added</th>
            <th className="p-2">Actions</th>
          </tr>
        </thead>
        <tbody className={cardBody}>
          {accounts.map((a) => (
            <tr key={a.id} className={cardRow}>
              {/* The card's title on a phone: no label before it, as the leads list's name. */}
              <td className={`${cardCell} break-all max-md:font-semibold max-md:before:hidden`}>{a.email}</td>
              <td data-label="Role" className={cardCell}>
                <label className="sr-only" htmlFor={`role-${a.id}`}>
                  Role of {a.email}
                </label>
                <select
                  id={`role-${a.id}`}
                  value={a.role}
                  onChange={(e) => void change(a, 'role', { role: e.target.value as Role })}
                  className={inputClass}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label="State" className={cardCell}>
                {a.state}
              </td>
              <td data-label="Client data" className={cardCell}>
                {a.role === 'owner' ? (
                  'yes (owner)'
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    {a.clientData ? 'granted' : 'not granted'}
                    <Button
                      variant="secondary"
                      onClick={() => void change(a, 'client-data', { allowed: !a.clientData })}
                      aria-label={a.clientData ? `Withdraw client data from ${a.email}` : `Grant ${a.email} client data`}
                    >
                      {a.clientData ? 'Withdraw' : 'Grant'}
                    </Button>
                  </div>
                )}
              </td>
              <td data-label="Approves translations" className={cardCell}>
                <div className="flex flex-wrap items-center gap-2">
                  {a.mayApproveTranslations ? 'yes' : 'no'}
                  <Button
                    variant="secondary"
                    onClick={() => void change(a, 'approver', { allowed: !a.mayApproveTranslations })}
                    aria-label={
                      a.mayApproveTranslations
                        ? `Withdraw the right to approve translations from ${a.email}`
                        : `Let ${a.email} approve translations`
                    }
                  >
                    {a.mayApproveTranslations ? 'Withdraw' : 'Grant'}
                  </Button>
                </div>
              </td>
              <td data-label="Added" className={cardCell}>
                <IstanbulTime iso={a.createdAt} />
              </td>
              <td className={`${cardCell} max-md:pt-2 max-md:before:hidden`}>
                {a.email === self ? (
                  <span className="text-navy-600">You</span>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {a.state === 'disabled' ? (
                      <Button variant="secondary" onClick={() => void act(a, 'enable')} aria-label={`Enable ${a.email}`}>
                        Enable
                      </Button>
                    ) : (
                      <>
                        <Button variant="secondary" onClick={() => void act(a, 'reset')} aria-label={`Send ${a.email} a new set-up link`}>
                          New set-up link
                        </Button>
                        <Button variant="danger" onClick={() => void act(a, 'disable')} aria-label={`Disable ${a.email}`}>
                          Disable
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SignInLocks initial={signInLocks} />
      <h2 className="mt-10 font-serif text-2xl font-semibold">Add an account</h2>
      <form.AppForm>
        <form.FormElement className="mt-4 flex max-w-md flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
          <form.AppField name="email">
            {(field) => <field.TextField label="E-mail" type="email" autoComplete="off" maxLength={200} />}
          </form.AppField>
          <form.Field name="role">
            {(field) => (
              <fieldset className="flex flex-col gap-1">
                <legend className="text-sm font-semibold text-navy-900">Role</legend>
                {ROLES.map((r) => (
                  <label key={r} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="role" value={r} checked={field.state.value === r} onChange={() => field.handleChange(r)} />{' '}
                    {ROLE_DESCRIPTIONS[r]}
                  </label>
                ))}
                <span className="text-sm text-navy-700">
                  Client data is granted separately, in the list above, once the account exists.
                </span>
              </fieldset>
            )}
          </form.Field>
          <form.SubmitButton busy="Adding…">Add and send the set-up link</form.SubmitButton>
        </form.FormElement>
      </form.AppForm>
    </>
  )
}

const lockName = (lock: SignInLockItem) => (lock.email === null ? lock.address : `${lock.email} from ${lock.address}`)

/** Locks in force now (ADR 8): an owner lifts one when an office's address is held off by someone else's failed tries. */
function SignInLocks({ initial }: { initial: SignInLockItem[] }) {
  const [locks, setLocks] = useState(initial)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const lift = async (lock: SignInLockItem) => {
    const result = await callApi<{ signInLocks?: SignInLockItem[] }>('POST', '/admin/api/accounts/sign-in-locks/lift', { key: lock.key })
    if (result.data.signInLocks) setLocks(result.data.signInLocks)
    setMessage(
      result.ok
        ? { kind: 'success', text: `The lock on ${lockName(lock)} has been lifted: sign-in from there works again.` }
        : { kind: 'error', text: result.error ?? 'Could not lift the lock.' },
    )
  }
  return (
    <section aria-labelledby="sign-in-locks" className="mt-10">
      <h2 id="sign-in-locks" className="font-serif text-2xl font-semibold">
        Sign-in locks
      </h2>
      <p className="mt-2 text-sm text-navy-700">
        Failed sign-ins hold off the address they come from: 20 in 15 minutes lock the whole address for up to 15 minutes, and repeated
        failures for one e-mail from one address make that e-mail wait longer each time, up to 15 minutes. Lift a lock when you know who is
        behind the address, for example your own office.
      </p>
      {message ? (
        <div className="mt-4">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      ) : null}
      {locks.length === 0 ? (
        <p className="mt-4 text-sm">No address is locked now.</p>
      ) : (
        <table className={`mt-4 ${cardTable}`}>
          <thead className={cardHead}>
            <tr>
              <th className="p-2">Address</th>
              <th className="p-2">E-mail</th>
              <th className="p-2">Locked until (Istanbul time)</th>
              <th className="p-2">Action</th>
            </tr>
          </thead>
          <tbody className={cardBody}>
            {locks.map((lock) => (
              <tr key={lock.key} className={cardRow}>
                <td className={`${cardCell} break-all max-md:font-semibold max-md:before:hidden`}>{lock.address}</td>
                <td data-label="E-mail" className={`${cardCell} break-all`}>
                  {lock.email ?? 'every e-mail'}
                </td>
                <td data-label="Locked until" className={cardCell}>
                  <IstanbulTime iso={lock.until} />
                </td>
                <td className={`${cardCell} max-md:pt-2 max-md:before:hidden`}>
                  <Button variant="secondary" onClick={() => void lift(lock)} aria-label={`Lift the lock on ${lockName(lock)}`}>
                    Lift
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
