import { expect, test } from '@playwright/test'
import { totp } from '../server/admin/crypto.ts'
import { ADMIN_BASE, cliCreate, fromAddress, openAdmin, PASSWORD, setUpAccount as setUp, signInWith as signIn } from './support/admin'
import { uniqueName } from './support/app'
import { axeViolations } from './support/axe'

/**
 * Issue 34: a stranger's failed tries from an office's shared address lock sign-in there; the page says until when,
 * and an owner lifts the lock from the back office. In both engines: the lock's message and the lift are what
 * people at the office see (the rest of the account journeys run in Chromium only, admin-accounts.spec.ts).
 */

test.use({ baseURL: ADMIN_BASE })

test("an office locked out by a stranger's tries: the sign-in page says until when; an owner lifts the lock", async ({ browser }) => {
  test.setTimeout(180_000)
  // An address of its own on each run and browser: the server and its failure records are shared by both.
  const octet = () => Math.floor(Math.random() * 250) + 1
  const office = `10.${octet()}.${octet()}.${octet()}`
  const ownerPage = await fromAddress(browser, '198.51.100.70')
  const ownerEmail = `${uniqueName('owner').toLowerCase()}@firm.example`
  const ownerSecret = await setUp(ownerPage, cliCreate(ownerEmail, true))
  const colleague = await fromAddress(browser, office)
  const colleagueEmail = `${uniqueName('colleague').toLowerCase()}@firm.example`
  const colleagueSecret = await setUp(colleague, cliCreate(colleagueEmail, false))

  // Someone behind the office's address tries 20 e-mails, once each.
  const stranger = await fromAddress(browser, office)
  await openAdmin(stranger, '/admin/sign-in')
  const statuses = await stranger.evaluate(async () => {
    const { csrf } = JSON.parse(document.getElementById('admin-props')!.textContent!) as { csrf: string }
    const answers: number[] = []
    for (let i = 0; i < 20; i++) {
      const res = await fetch('/admin/api/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ email: `guess${i}@elsewhere.example`, password: 'a guessed password', code: '123456' }),
      })
      answers.push(res.status)
    }
    return answers
  })
  expect(statuses).toEqual(Array(20).fill(401))

  // The colleague at the office, with the right details, is told until when.
  await signIn(colleague, colleagueEmail, PASSWORD, totp(colleagueSecret, Date.now() + 30_000))
  await expect(
    colleague.getByText(
      /^Too many failed attempts from this address\. Sign-in is locked until \d\d:\d\d Istanbul time \(in 15 minutes\); an owner of the back office can lift the lock sooner\.$/,
    ),
  ).toBeVisible()

  // An owner, elsewhere, lifts the lock.
  await signIn(ownerPage, ownerEmail, PASSWORD, totp(ownerSecret, Date.now() + 30_000))
  await ownerPage.waitForURL(/\/admin\/posts$/)
  await openAdmin(ownerPage, '/admin/accounts')
  const locks = ownerPage.getByRole('region', { name: 'Sign-in locks' })
  await expect(locks.getByRole('row', { name: new RegExp(office.replace(/\./g, '\\.')) })).toContainText('every e-mail')
  // Resting-state axe scans of the back office run in Chromium only (e2e/support/sampling.ts).
  if (test.info().project.name === 'chromium') expect(await axeViolations(ownerPage)).toEqual([])
  await locks.getByRole('button', { name: `Lift the lock on ${office}` }).click()
  await expect(locks.getByRole('status')).toHaveText(`The lock on ${office} has been lifted: sign-in from there works again.`)
  await expect(locks.getByRole('button', { name: `Lift the lock on ${office}` })).toHaveCount(0)

  // The colleague signs in again (the code refreshed, in case its 30 seconds ran out meanwhile).
  await colleague.getByLabel('Code from your authenticator app').fill(totp(colleagueSecret, Date.now() + 30_000))
  await colleague.getByRole('button', { name: 'Sign in' }).click()
  await colleague.waitForURL(/\/admin\/posts$/)

  await openAdmin(ownerPage, '/admin/audit')
  await expect(
    ownerPage.getByRole('row', { name: new RegExp(`sign-in lock lifted address ${office.replace(/\./g, '\\.')}`) }),
  ).toBeVisible()
})
