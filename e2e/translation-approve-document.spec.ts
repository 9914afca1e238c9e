import { expect, test, type Browser, type Page } from '@playwright/test'
import { totp } from '../server/admin/crypto.ts'
import { ADMIN_BASE, cliCreate, fromAddress, openAdmin, PASSWORD, setUpAccount, signInWith } from './support/admin'
import { uniqueName } from './support/app'
import { gotoHydrated } from './support/hydration'

/**
 * Issue 36, the reviewing lawyer's journey (ADR 36, 3.4): an owner lets the lawyer approve translations on the
 * accounts screen; the lawyer approves the Turkish interface on the translations screen, then corrects a sentence
 * of a Turkish service page and approves it in one action (the call the document editor makes). The public Turkish
 * page then has no machine-translation notice and no noindex, and is in hreflang and the sitemap. Against the back
 * office's own server (its own database).
 */

test.use({ baseURL: ADMIN_BASE })

/** Sign-in hashes a password and approvals render pages: on a loaded machine they take seconds. */
const patient = expect.configure({ timeout: 30_000 })
const SLUG = 'inheritance-law'

async function signedInAccount(browser: Browser, prefix: string, address: string, owner = false): Promise<{ page: Page; email: string }> {
  const email = `${uniqueName(prefix).toLowerCase()}@firm.example`
  const page = await fromAddress(browser, address)
  const secret = await setUpAccount(page, cliCreate(email, owner))
  await signInWith(page, email, PASSWORD, totp(secret, Date.now() + 30_000))
  await page.waitForURL(/\/admin\/posts$/)
  return { page, email }
}

test('an owner grants the approver right; the lawyer corrects and approves a Turkish service page, visitors see it reviewed', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const visitor = await (await browser.newContext({ baseURL: ADMIN_BASE })).newPage()
  await gotoHydrated(visitor, `/tr/services/${SLUG}`)
  await patient(visitor.getByTestId('translation-notice')).toBeVisible()

  const owner = await signedInAccount(browser, 'owner', '198.51.100.80', true)
  const lawyer = await signedInAccount(browser, 'lawyer', '198.51.100.81')

  // The owner grants the right on the accounts screen; it is audited with who gave it.
  await openAdmin(owner.page, '/admin/accounts')
  const row = owner.page.getByRole('row').filter({ hasText: lawyer.email })
  await row.getByRole('button', { name: `Let ${lawyer.email} approve translations` }).click()
  await patient(owner.page.getByRole('button', { name: `Withdraw the right to approve translations from ${lawyer.email}` })).toBeVisible()
  await openAdmin(owner.page, '/admin/audit')
  await patient(
    owner.page.getByRole('row').filter({ hasText: 'may approve translations: granted' }).filter({ hasText: lawyer.email }).first(),
  ).toContainText(owner.email)

  // The lawyer approves the Turkish interface (menus, forms, messages) on the translations screen.
  await openAdmin(lawyer.page, '/admin/translations/tr/interface')
  await patient(lawyer.page.locator('h2', { hasText: 'English (source)' })).toBeVisible()
  // A dispatched click, as translation-review.spec.ts explains: the interface's page lists about a thousand strings.
  await lawyer.page.locator('button', { hasText: 'Approve translation' }).dispatchEvent('click')
  await patient(lawyer.page.locator('[role="status"]', { hasText: 'Approved.' })).toBeVisible()

  // Then corrects a sentence of the Turkish service page and approves it in one action.
  const answer = await lawyer.page.evaluate(async (slug) => {
    const { csrf } = JSON.parse(document.getElementById('admin-props')!.textContent!) as { csrf: string }
    const list = (await (await fetch('/admin/api/content/documents?type=service')).json()) as { documents: { id: number; key: string }[] }
    const id = list.documents.find((d) => d.key === slug)!.id
    const doc = (await (await fetch(`/admin/api/content/documents/${id}`)).json()) as {
      parts: { part: string; draft: { rev: number; data: Record<string, string> } }[]
      reviews: { tr: { status: string; sourceHash: string } }
      mayApprove: boolean
    }
    const tr = doc.parts.find((p) => p.part === 'tr')!.draft
    const data = {
      ...tr.data,
      description: `${tr.data.description.trim()} Miras davalarında süreler kısadır; avukatınıza erken danışın.\n`,
    }
    const res = await fetch(`/admin/api/content/documents/${id}/parts/tr/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: JSON.stringify({ rev: tr.rev, data, sourceHash: doc.reviews.tr.sourceHash }),
    })
    return {
      before: doc.reviews.tr.status,
      mayApprove: doc.mayApprove,
      status: res.status,
      body: (await res.json()) as { review: { status: string } },
    }
  }, SLUG)
  expect(answer).toMatchObject({ before: 'machine', mayApprove: true, status: 200, body: { review: { status: 'reviewed' } } })

  // Visitors get the reviewed page: no notice, no noindex, hreflang both ways, listed in the sitemap.
  await patient(async () => {
    await gotoHydrated(visitor, `/tr/services/${SLUG}`)
    await expect(visitor.getByTestId('translation-notice')).toHaveCount(0)
  }).toPass({ timeout: 30_000 })
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/services/${SLUG}$`))
  await expect(visitor.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', new RegExp(`/tr/services/${SLUG}$`))
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/tr/services/${SLUG}</loc>`)
  // Arabic was not approved: its page keeps the notice.
  await gotoHydrated(visitor, `/ar/services/${SLUG}`)
  await patient(visitor.getByTestId('translation-notice')).toBeVisible()
})
