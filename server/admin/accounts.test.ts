import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mailDir } from '../db/data-files.ts'
import { startHarness, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, PASSWORD, signedIn, type TestAccount } from '../test/admin.ts'
import {
  findPasswordReset,
  findSetup,
  issueSetupLink,
  RESET_LINK_MINUTES,
  setTranslationApprover,
  SIGN_IN_CODE_USED,
  SIGN_IN_DISABLED,
  SIGN_IN_FAILED,
  signInWaitMs,
} from './accounts.ts'
import { totp } from './crypto.ts'
import { PASSWORD_MIN_DISTINCT } from '../../src/lib/admin.ts'
import type { AdminPageProps } from '../../src/admin/page-data.ts'

/** Issue 21: sign-in after set-up, failures that cannot lock the owner out, reset by e-mail, accounts in the back office. */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const NEW_PASSWORD = 'another long sample passphrase 77'

async function signInFrom(address: string, account: TestAccount, over: Partial<{ password: string; code: string }> = {}) {
  const client = new AdminClient(h!, address)
  await client.page('/admin/sign-in')
  const res = await client.send('POST', '/admin/api/sign-in', {
    email: account.email,
    password: over.password ?? account.password,
    code: over.code ?? totp(account.secret, Date.now() + 30_000),
  })
  return { res, client, error: ((await res.clone().json()) as { error?: string }).error }
}

async function outboxTo(address: string): Promise<{ purpose: string; text: string }[]> {
  const rows = (await h!.sql.all('SELECT purpose, message FROM outbox ORDER BY id')) as { purpose: string; message: string }[]
  return rows
    .map((r) => ({ purpose: r.purpose, message: JSON.parse(r.message) as { to: { address: string }; text: string } }))
    .filter((r) => r.message.to.address === address)
    .map((r) => ({ purpose: r.purpose, text: r.message.text }))
}

describe('sign-in', () => {
  it('right after set-up, the set-up code is refused with a request to wait for the next code', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'fresh@firm.example')
    // The very code set-up used (a slow machine may have crossed into the next 30-second step since).
    const { res, error } = await signInFrom('203.0.113.7', account, { code: totp(account.secret, account.setupAt) })
    expect(res.status).toBe(401)
    expect(error).toBe(SIGN_IN_CODE_USED)
    expect(error).toMatch(/Wait for your app to show the next code/)
    // A stranger without the password still gets the one answer for every mistake.
    expect((await signInFrom('203.0.113.7', account, { password: 'not the password at all', code: totp(account.secret) })).error).toBe(
      SIGN_IN_FAILED,
    )
  })

  it("a stranger's failures slow down the stranger's address, not the account's owner elsewhere", async () => {
    h = await startHarness()
    const account = await createAccount(h, 'target@firm.example')
    const stranger = '198.51.100.66'
    const answers: number[] = []
    for (let i = 0; i < 8; i++) answers.push((await signInFrom(stranger, account, { password: 'guessing the password now' })).res.status)
    expect(answers.slice(0, 3)).toEqual([401, 401, 401])
    expect(answers.slice(3)).toEqual([429, 429, 429, 429, 429])
    const refused = await signInFrom(stranger, account)
    expect(refused.res.status).toBe(429)
    expect(refused.error).toMatch(/^Too many failed attempts from this address\. Wait 1[0-5] seconds and try again\.$/)
    // The owner, at the office, signs in at once.
    expect((await signInFrom('203.0.113.10', account)).res.status).toBe(200)
    // The delay doubles with each failure after the free tries, up to 15 minutes.
    const now = Date.now()
    expect(await signInWaitMs(h.store, account.email, stranger, now)).toBeGreaterThan(10_000)
    expect(await signInWaitMs(h.store, account.email, stranger, now + 16_000)).toBe(0)
    // Attempts refused while waiting were not counted; once the 15 seconds have passed, the next failure costs 30.
    await h.sql.run('UPDATE admin_sign_in_failures SET at = ?', new Date(now - 16_000).toISOString())
    expect((await signInFrom(stranger, account, { password: 'guessing the password now' })).res.status).toBe(401)
    expect(await signInWaitMs(h.store, account.email, stranger)).toBeGreaterThan(25_000)
    expect(await signInWaitMs(h.store, account.email, stranger)).toBeLessThanOrEqual(30_000)
  })
})

describe('sign-in locks', () => {
  it('an office address locked by 20 failures: the message says when it ends, and an owner lifts the lock (audited)', async () => {
    h = await startHarness()
    const owner = await createAccount(h, 'owner@firm.example')
    const colleague = await createAccount(h, 'colleague@firm.example')
    const office = '198.51.100.20'
    // Someone at the office's address tries 20 e-mails once each: no single e-mail is slowed, the address is locked.
    const stranger = new AdminClient(h, office)
    await stranger.page('/admin/sign-in')
    for (let i = 0; i < 20; i++) {
      const res = await stranger.send('POST', '/admin/api/sign-in', {
        email: `guess${i}@firm.example`,
        password: 'a guessed password',
        code: '123456',
      })
      expect(res.status).toBe(401)
    }
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit' })
    const locked = await signInFrom(office, colleague)
    expect(locked.res.status).toBe(429)
    const ends = [clock.format(Date.now() + 14 * 60_000), clock.format(Date.now() + 15 * 60_000)]
    expect(
      ends.map(
        (at) =>
          `Too many failed attempts from this address. Sign-in is locked until ${at} Istanbul time (in 15 minutes); an owner of the back office can lift the lock sooner.`,
      ),
    ).toContain(locked.error)

    // Staff cannot lift it; an owner, signed in elsewhere, sees it and lifts it.
    const staffSession = await signedIn(h, colleague)
    const key = 'address:198.51.100.20'
    expect((await staffSession.send('POST', '/admin/api/accounts/sign-in-locks/lift', { key })).status).toBe(403)
    const client = await signedIn(h, owner)
    const { props } = await client.page('/admin/accounts')
    const locks = (props as Extract<AdminPageProps, { page: 'accounts' }>).signInLocks
    expect(locks).toEqual([{ key, address: office, email: null, until: expect.any(String) }])
    expect(Date.parse(locks[0].until) - Date.now()).toBeGreaterThan(14 * 60_000)
    const lifted = await client.send('POST', '/admin/api/accounts/sign-in-locks/lift', { key })
    expect(await lifted.json()).toEqual({ ok: true, signInLocks: [] })
    expect((await client.send('POST', '/admin/api/accounts/sign-in-locks/lift', { key })).status).toBe(404)
    const audit = (await h.sql.all('SELECT actor, action, detail FROM audit_log')) as { actor: string; action: string; detail: string }[]
    expect(audit).toContainEqual({ actor: owner.email, action: 'sign-in lock lifted', detail: `address ${office}` })

    // Sign-in from the office works again.
    await h.store.accounts.forgetAllUsedTotpSteps()
    expect((await signInFrom(office, colleague)).res.status).toBe(200)
  })
})

describe('TOTP codes in order', () => {
  it('after a newer code was used, an older one is refused, at sign-in and at a password reset', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'ordered@firm.example')
    await h.store.accounts.forgetAllUsedTotpSteps()
    // Step +1 (a phone a little ahead) signs in; then step -1, inside the drift window and never used, is refused.
    expect((await signInFrom('203.0.113.40', account, { code: totp(account.secret, Date.now() + 30_000) })).res.status).toBe(200)
    const older = await signInFrom('203.0.113.40', account, { code: totp(account.secret, Date.now() - 30_000) })
    expect(older.res.status).toBe(401)
    expect(older.error).toBe(SIGN_IN_CODE_USED)
    expect((await signInFrom('203.0.113.40', account, { code: totp(account.secret) })).error).toBe(SIGN_IN_CODE_USED)

    const client = new AdminClient(h)
    await client.page('/admin/forgot-password')
    await client.send('POST', '/admin/api/password-reset/request', { email: account.email })
    const token = /\/admin\/reset\/([\w-]+)/.exec((await outboxTo(account.email))[0].text)![1]
    const reset = await client.send('POST', '/admin/api/password-reset', {
      token,
      password: NEW_PASSWORD,
      code: totp(account.secret, Date.now() - 30_000),
    })
    expect(((await reset.json()) as { field: string; error: string }).error).toBe(SIGN_IN_CODE_USED)
  })
})

describe('weak passwords', () => {
  /** Posts a set-up with `password` and the current code; the answer's status, field and message. */
  async function setUpWith(email: string, password: string) {
    const { token } = await issueSetupLink(h!.store, email, { create: true })
    const secret = (await findSetup(h!.store, token))!.totpSecret
    const client = new AdminClient(h!)
    await client.page(`/admin/setup/${token}`)
    const res = await client.send('POST', '/admin/api/setup', { token, password, code: totp(secret) })
    return { status: res.status, ...((await res.json()) as { field?: string; error?: string }) }
  }

  it('refuses spaces only, few different characters and the e-mail address, at set-up and at a reset', async () => {
    h = await startHarness()
    expect(await setUpWith('spaces@firm.example', ' '.repeat(12))).toEqual({
      status: 400,
      ok: false,
      field: 'password',
      error: 'A password of spaces only is easy to guess. Use letters, digits or words.',
    })
    for (const pattern of ['abababababab', '1234123412341234', 'aaaaaaaaaaaaaaaa'])
      expect(await setUpWith(`pattern${pattern.length}${pattern[1]}@firm.example`, pattern), pattern).toMatchObject({
        status: 400,
        field: 'password',
        error: `Use at least ${PASSWORD_MIN_DISTINCT} different characters: repeated patterns are easy to guess.`,
      })
    const holdsEmail = 'Leave your e-mail address, and the part before the @, out of the password: it is the first thing tried.'
    expect(await setUpWith('meltem.kaya@firm.example', 'Meltem.Kaya@Firm.Example')).toMatchObject({ status: 400, error: holdsEmail })
    expect(await setUpWith('meltem.aydin@firm.example', 'my name is MELTEM.AYDIN 2026')).toMatchObject({ status: 400, error: holdsEmail })
    // A part before the @ of two letters is not held against a sentence that happens to contain it.
    expect(await setUpWith('al@firm.example', 'always a long sample sentence 9')).toMatchObject({ status: 200, ok: true })

    const account = await createAccount(h, 'resetting@firm.example')
    const client = new AdminClient(h)
    await client.page('/admin/forgot-password')
    await client.send('POST', '/admin/api/password-reset/request', { email: account.email })
    const token = /\/admin\/reset\/([\w-]+)/.exec((await outboxTo(account.email))[0].text)![1]
    for (const [password, error] of [
      ['resetting@firm.example', holdsEmail],
      ['Resetting my password now', holdsEmail],
      [' \t'.repeat(6), 'A password of spaces only is easy to guess. Use letters, digits or words.'],
    ]) {
      const res = await client.send('POST', '/admin/api/password-reset', {
        token,
        password,
        code: totp(account.secret, Date.now() + 30_000),
      })
      expect(await res.json(), password).toMatchObject({ ok: false, field: 'password', error })
    }
  })
})

describe('password reset by e-mail', () => {
  it('gives the same answer for any address, mails a single-use link, and still needs the authenticator', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'forgetful@firm.example')
    const session = await signedIn(h, account)
    const client = new AdminClient(h)
    const { props } = await client.page('/admin/forgot-password')
    expect(props.page).toBe('forgot-password')
    const known = await client.send('POST', '/admin/api/password-reset/request', { email: 'Forgetful@firm.example' })
    const unknown = await client.send('POST', '/admin/api/password-reset/request', { email: 'nobody@firm.example' })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.text()).toBe(await unknown.text())
    expect(await outboxTo('nobody@firm.example')).toEqual([])
    const [mail] = await outboxTo(account.email)
    expect(mail.purpose).toBe('admin-password-reset')
    expect(mail.text).toMatch(/authenticator app/)
    const token = /\/admin\/reset\/([\w-]+)/.exec(mail.text)![1]
    // Only the token's hash is stored.
    const stored = (await h.sql.all('SELECT token_hash FROM admin_password_resets')) as { token_hash: string }[]
    expect(stored).toHaveLength(1)
    expect(stored[0].token_hash).not.toBe(token)
    expect(await findPasswordReset(h.store, token, Date.now() + RESET_LINK_MINUTES * 60_000 + 1000)).toBeNull()

    const page = await client.page(`/admin/reset/${token}`)
    expect(page.props).toMatchObject({ page: 'reset-password', email: account.email })
    const send = (body: object) => client.send('POST', '/admin/api/password-reset', { token, password: NEW_PASSWORD, ...body })
    const wrong = totp(account.secret, Date.now() + 60_000) === '000000' ? '111111' : '000000'
    expect((await send({ code: '' })).status).toBe(400)
    const wrongCode = await send({ code: wrong })
    expect(((await wrongCode.json()) as { field: string }).field).toBe('code')
    await h.store.accounts.forgetAllUsedTotpSteps()
    expect((await send({ code: totp(account.secret) })).status).toBe(200)
    // Used up; the old password no longer works, the new one does, and the earlier session has ended.
    expect(((await (await send({ code: totp(account.secret) })).json()) as { field: string }).field).toBe('token')
    expect((await client.get(`/admin/reset/${token}`)).status).toBe(404)
    expect((await session.get('/admin/posts')).status).toBe(303)
    await h.store.accounts.forgetAllUsedTotpSteps()
    expect((await signInFrom('203.0.113.20', account)).res.status).toBe(401)
    await h.store.accounts.forgetAllUsedTotpSteps()
    expect((await signInFrom('203.0.113.21', { ...account, password: NEW_PASSWORD })).res.status).toBe(200)
    const actions = ((await h.sql.all('SELECT action FROM audit_log')) as { action: string }[]).map((r) => r.action)
    expect(actions).toEqual(expect.arrayContaining(['password reset requested', 'password reset: wrong code', 'password reset by e-mail']))
  })

  it('limits reset e-mails per address typed', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'flooded@firm.example')
    const client = new AdminClient(h)
    await client.page('/admin/forgot-password')
    for (let i = 0; i < 6; i++) await client.send('POST', '/admin/api/password-reset/request', { email: account.email })
    expect(await outboxTo(account.email)).toHaveLength(3)
  })
})

describe('accounts in the back office', () => {
  it('an owner adds, disables, enables and resets staff; staff cannot; every change is audited', async () => {
    h = await startHarness()
    const owner = await createAccount(h, 'owner@firm.example')
    const client = await signedIn(h, owner)
    const { props } = await client.page('/admin/accounts')
    expect(props).toMatchObject({ page: 'accounts', role: 'owner' })
    // CSRF as on every other form.
    expect((await client.send('POST', '/admin/api/accounts', { email: 'staff@firm.example', role: 'editor' }, { csrf: null })).status).toBe(
      403,
    )
    const added = await client.send('POST', '/admin/api/accounts', { email: 'staff@firm.example', role: 'editor' })
    expect(added.status).toBe(200)
    // The link goes to the person only: the owner is told where it went, never the link.
    expect(await added.json()).toEqual({ ok: true, email: 'staff@firm.example', delivery: 'files', approverWithdrawn: false })
    const [setupMail] = await outboxTo('staff@firm.example')
    expect(setupMail.purpose).toBe('admin-setup-link')
    const link = /https?:\/\/\S+\/admin\/setup\/[\w-]+/.exec(setupMail.text)![0]
    expect((await client.send('POST', '/admin/api/accounts', { email: 'staff@firm.example', role: 'editor' })).status).toBe(409)

    // The new member of staff sets up from the link.
    const token = new URL(link).pathname.split('/').pop()!
    const secret = (await findSetup(h.store, token))!.totpSecret
    const staffClient = new AdminClient(h)
    await staffClient.page(`/admin/setup/${token}`)
    expect((await staffClient.send('POST', '/admin/api/setup', { token, password: PASSWORD, code: totp(secret) })).status).toBe(200)
    const staff = { email: 'staff@firm.example', password: PASSWORD, secret }
    const staffSession = await signedIn(h, staff)
    expect((await staffSession.page('/admin/accounts')).res.status).toBe(403)
    expect((await staffSession.send('POST', '/admin/api/accounts', { email: 'x@firm.example', role: 'owner' })).status).toBe(403)

    const list = (await client.page('/admin/accounts')).props as Extract<AdminPageProps, { page: 'accounts' }>
    const staffId = list.accounts.find((a) => a.email === staff.email)!.id
    expect(list.accounts.find((a) => a.email === staff.email)!.state).toBe('active')
    const ownerId = list.accounts.find((a) => a.email === owner.email)!.id
    expect((await client.send('POST', `/admin/api/accounts/${ownerId}/disable`, {})).status).toBe(409)

    // Disabled: the session ends at once and a correct sign-in is refused.
    expect((await client.send('POST', `/admin/api/accounts/${staffId}/disable`, {})).status).toBe(200)
    expect((await staffSession.get('/admin/posts')).status).toBe(303)
    await h.store.accounts.forgetAllUsedTotpSteps()
    const refused = await signInFrom('203.0.113.30', staff)
    expect(refused.res.status).toBe(401)
    expect(refused.error).toBe(SIGN_IN_DISABLED)

    expect((await client.send('POST', `/admin/api/accounts/${staffId}/enable`, {})).status).toBe(200)
    await h.store.accounts.forgetAllUsedTotpSteps()
    const back = await signInFrom('203.0.113.31', staff)
    expect(back.res.status).toBe(200)
    await back.client.page('/admin/posts')
    const reset = await client.send('POST', `/admin/api/accounts/${staffId}/reset`, {})
    expect(reset.status).toBe(200)
    expect(await reset.text()).not.toMatch(/\/admin\/setup\//)
    expect((await back.client.get('/admin/posts')).status).toBe(303)

    const audit = (await h.sql.all('SELECT actor, action, detail FROM audit_log')) as { actor: string; action: string; detail: string }[]
    for (const action of ['account created (editor)', 'account disabled', 'account enabled', 'set-up link reissued'])
      expect(audit, action).toContainEqual({ actor: owner.email, action, detail: staff.email })
  })

  it("an owner's reset of another account: the link reaches its holder only, the approver right goes, sessions end", async () => {
    h = await startHarness()
    const owner = await createAccount(h, 'owner@firm.example')
    const lawyer = await createAccount(h, 'lawyer@firm.example')
    await setTranslationApprover(h.store, lawyer.email, true)
    const lawyerSession = await signedIn(h, lawyer)
    const client = await signedIn(h, owner, { again: true })
    const lawyerId = ((await client.page('/admin/accounts')).props as Extract<AdminPageProps, { page: 'accounts' }>).accounts.find(
      (a) => a.email === lawyer.email,
    )!.id

    const res = await client.send('POST', `/admin/api/accounts/${lawyerId}/reset`, {})
    expect(res.status).toBe(200)
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({ ok: true, email: lawyer.email, delivery: 'files', approverWithdrawn: true })
    // The link is in the holder's e-mail (the outbox, and the .eml file in the mail folder without a mail server) and
    // nowhere the owner's browser gets: not in the answer, not on the accounts page.
    const [mail] = await outboxTo(lawyer.email)
    expect(mail.purpose).toBe('admin-setup-link')
    expect(mail.text).toMatch(/An owner of the back office has reset your account/)
    const token = /\/admin\/setup\/([\w-]+)/.exec(mail.text)![1]
    expect(body).not.toContain(token)
    expect((await client.page('/admin/accounts')).html).not.toContain(token)
    await h.outbox.runOnce()
    const eml = readdirSync(mailDir(h.env.dataDir))
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(mailDir(h!.env.dataDir), f), 'utf8').replace(/=\r?\n/g, ''))
    expect(eml.filter((m) => m.includes(`/admin/setup/${token}`))).toHaveLength(1)

    // The reset ended the lawyer's sessions and withdrew the right to approve translations, until granted again.
    expect((await lawyerSession.get('/admin/posts')).status).toBe(303)
    expect(await h.store.accounts.mayApproveTranslations(lawyerId)).toBe(false)
    const listed = ((await client.page('/admin/accounts')).props as Extract<AdminPageProps, { page: 'accounts' }>).accounts
    expect(listed.find((a) => a.id === lawyerId)).toMatchObject({ state: 'set-up pending', mayApproveTranslations: false })
    const audit = (await h.sql.all('SELECT actor, action, detail FROM audit_log')) as { actor: string; action: string; detail: string }[]
    expect(audit).toContainEqual({
      actor: owner.email,
      action: 'set-up link reissued; may approve translations: withdrawn',
      detail: lawyer.email,
    })
  })

  it('the first account made with the command line is an owner, later ones editors', async () => {
    h = await startHarness()
    const first = await createAccount(h, 'first@firm.example')
    const second = await createAccount(h, 'second@firm.example')
    expect((await (await signedIn(h, first)).page('/admin/posts')).props.role).toBe('owner')
    expect((await (await signedIn(h, second)).page('/admin/posts')).props.role).toBe('editor')
  })
})
