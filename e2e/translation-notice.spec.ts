import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { mailsContaining, open, uniqueName } from './support/app'
import { mailParts } from './support/eml'
import { gotoHydrated } from './support/hydration'
import { apiPaths } from '../src/config/api'
import { ONE_ENGINE } from './support/sampling'

/**
 * The notice on a translation no lawyer has reviewed (issue 33): its "read this page in English" link leads to the
 * English original's own address, and it says "machine translation" in the page's language, on the page, in the
 * guide e-mail and on the guide PDF's first page (decisions, fourth round: "A machine translation says so").
 */
const ENGLISH_POST = '/blog/what-to-do-if-you-receive-a-deportation-decision-in-turkey'
const TRANSLATED_POSTS = {
  tr: '/tr/blog/turkiyede-sinir-disi-etme-karari-teblig-edilirse-ne-yapmalisiniz',
  // The Arabic post's first address: it answers 301 to the post's Arabic address, which has the same notice.
  ar: '/ar/blog/ar-deportation-decision-in-turkey',
}
/** The words each language uses for a machine translation, as a Turkish lawyer and an Arabic reader would say it. */
const MACHINE = { tr: 'makine çevirisi', ar: 'ترجمة آلية' }

for (const locale of ['tr', 'ar'] as const) {
  test(`${locale}: a translated post's notice links to the English original, which opens in English`, async ({ page }) => {
    await gotoHydrated(page, TRANSLATED_POSTS[locale])
    const link = page.getByTestId('translation-notice').getByRole('link')
    // The same address as the header's "English" link (the English post has its own slug).
    await expect(link).toHaveAttribute('href', ENGLISH_POST)
    await expect(page.locator('header a[hreflang="en"]').first()).toHaveAttribute('href', ENGLISH_POST)
    const answers: number[] = []
    page.on('response', (r) => {
      if (r.request().isNavigationRequest()) answers.push(r.status())
    })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${ENGLISH_POST}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('translation-notice')).toHaveCount(0)
    // Straight there: no redirect on the way (the old link answered 301 back to the translation).
    expect(answers).toEqual([200])
  })

  test(`${locale}: the notice says it is a machine translation, on a page and on a post`, { tag: ONE_ENGINE }, async ({ page }) => {
    for (const url of [`/${locale}/faq`, TRANSLATED_POSTS[locale]]) {
      await gotoHydrated(page, url)
      await expect(page.getByTestId('translation-notice'), url).toContainText(MACHINE[locale])
    }
  })
}

/** Text compared as the PDF gives it back: without spaces, bidi controls or Arabic vowel marks. */
const solid = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/[\s\u2066-\u2069\u202a-\u202e\u200e\u200f]+/g, '')
    .replace(/\p{Mn}/gu, '')

for (const [locale, message] of [
  ['tr', 'İstanbul’da oturma izni almak istiyorum; hangi belgeler gerekiyor?'],
  ['ar', 'نرغب في الحصول على إقامة في إسطنبول، فما المستندات المطلوبة؟'],
] as const) {
  test(`${locale}: the guide e-mail and the PDF's first page say "machine translation"`, { tag: ONE_ENGINE }, async ({ page }) => {
    const form = (p: typeof page) => p.locator('#document-request form')
    await open(page, `/${locale}/guides/turkish-residence-permit-checklist`, form)
    const visitor = uniqueName('Machine')
    const address = `${visitor.toLowerCase()}@example.com`
    await form(page).locator('[name="firstName"]').fill(visitor)
    await form(page)
      .locator('[name="lastName"]')
      .fill(locale === 'tr' ? 'Yılmaz' : 'Haddad')
    await form(page).locator('[name="email"]').fill(address)
    await form(page).locator('[name="message"]').fill(message)
    const answered = page.waitForResponse((r) => r.url().endsWith(apiPaths.downloadGuide))
    await form(page).locator('button[type="submit"]').click()
    expect((await answered).status()).toBe(200)

    await expect.poll(async () => (await mailsContaining(`To: ${address}`)).length, { timeout: 30_000 }).toBe(1)
    const [eml] = await mailsContaining(`To: ${address}`)
    const parts = mailParts(eml)
    const text = parts.find((p) => p.type === 'text/plain')!.body.toString('utf8')
    expect(text).toContain(MACHINE[locale])
    const html = parts.find((p) => p.type === 'text/html')!.body.toString('utf8')
    expect(html).toContain(MACHINE[locale])

    const pdf = parts.find((p) => p.type === 'application/pdf')
    expect(pdf?.filename).toBe(`turkish-residence-permit-checklist-${locale}.pdf`)
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'guide-pdf-')), pdf!.filename!)
    writeFileSync(file, pdf!.body)
    const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' })
    expect(solid(firstPage)).toContain(solid(MACHINE[locale]))
  })
}
