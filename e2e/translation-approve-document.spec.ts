import { expect, test, type Browser, type Page } from '@playwright/test'
import { totp } from '../server/admin/crypto.ts'
import { ADMIN_BASE, cliCreate, fromAddress, openAdmin, PASSWORD, setUpAccount, signInWith } from './support/admin'
import { uniqueName } from './support/app'
import { gotoHydrated } from './support/hydration'

/**
 * Issue 36, the reviewing lawyer's journey (ADR 36, 3.4): an owner lets the lawyer approve translations on the
 * accounts screen; the lawyer approves the Turkish interface on the translations screen, then corrects a sentence
 * of a Turkish service page in the document editor and approves it there in one action. The public Turkish page
 * then shows the correction, has no machine-translation notice and no noindex, and is in hreflang (its own and the
 * English page's) and the sitemap, where it was in neither before. Against the back office's own server (its own
 * database). Both engines, each on a service page of its own: they run at once against the one back-office server,
 * and an approved page cannot be seen unapproved again. Both approve the Turkish interface, which an approval
 * leaves approved whichever engine comes first: each page still starts with its notice, its own unit unreviewed.
 */

test.use({ baseURL: ADMIN_BASE })

/** Sign-in hashes a password and approvals render pages: on a loaded machine they take seconds. */
const patient = expect.configure({ timeout: 30_000 })

/**
 * The service page each engine approves (no other spec touches them on the back-office server), and the lawyer's
 * correction of one of its Turkish sentences: a phrase the machine translation got wrong, and its fix.
 */
const pages = (project: string) =>
  project === 'firefox'
    ? {
        slug: 'criminal-law-services',
        wrong: 'Dil, usul ve süreler alışılmadıktır',
        corrected: 'Dil, usul ve süreler size yabancı gelebilir',
      }
    : {
        slug: 'inheritance-law',
        wrong: 'Türk prosedürlerini izlemek zorundadır',
        corrected: "Türkiye'deki yasal prosedürleri izlemek zorundadır",
      }

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
}, testInfo) => {
  // Firefox over BiDi draws the interface's thousand strings and the editor slower than Chromium: measured on a
  // loaded 2-core machine, 300 s to the approval where Chromium took 40 s.
  test.setTimeout(testInfo.project.name === 'firefox' ? 480_000 : 240_000)
  const { slug, wrong, corrected } = pages(testInfo.project.name)
  const visitor = await (await browser.newContext({ baseURL: ADMIN_BASE })).newPage()
  await gotoHydrated(visitor, `/tr/services/${slug}`)
  await patient(visitor.getByTestId('translation-notice')).toBeVisible()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // Unreviewed, it is in neither the English page's hreflang nor the sitemap.
  await gotoHydrated(visitor, `/services/${slug}`)
  await expect(visitor.locator('link[rel="alternate"][hreflang="tr"]')).toHaveCount(0)
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/tr/services/${slug}</loc>`)

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

  // Then opens the Turkish service page in the editor, beside its English, corrects a sentence and approves it in
  // one action: the correction saved, the Turkish published and marked reviewed.
  await openAdmin(lawyer.page, `/admin/content/service/${slug}/tr`)
  const review = lawyer.page.getByRole('region', { name: 'Review of the Turkish translation' })
  await patient(review.getByText('machine translation', { exact: true })).toBeVisible()
  const text = lawyer.page.getByLabel('Page text', { exact: true })
  await patient(text).toHaveAttribute('lang', 'tr')
  const before = await text.inputValue()
  expect(before).toContain(wrong)
  await text.fill(before.replace(wrong, corrected))
  await patient(lawyer.page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible()
  await review.getByRole('button', { name: 'Approve and publish Turkish' }).click()
  await patient(lawyer.page.getByRole('status').filter({ hasText: 'The Turkish translation is published and approved.' })).toBeVisible()
  await patient(review.getByText('reviewed', { exact: true })).toBeVisible()

  // Visitors get the reviewed page: no notice, no noindex, hreflang both ways, listed in the sitemap.
  await patient(async () => {
    await gotoHydrated(visitor, `/tr/services/${slug}`)
    await expect(visitor.getByTestId('translation-notice')).toHaveCount(0)
  }).toPass({ timeout: 30_000 })
  await expect(visitor.locator('main')).toContainText(corrected)
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/services/${slug}$`))
  await expect(visitor.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', new RegExp(`/tr/services/${slug}$`))
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/tr/services/${slug}</loc>`)
  // The English page names its Turkish translation now.
  await gotoHydrated(visitor, `/services/${slug}`)
  await expect(visitor.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', new RegExp(`/tr/services/${slug}$`))
  // Arabic was not approved: its page keeps the notice.
  await gotoHydrated(visitor, `/ar/services/${slug}`)
  await patient(visitor.getByTestId('translation-notice')).toBeVisible()
})
