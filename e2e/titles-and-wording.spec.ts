import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { mailsContaining, uniqueName } from './support/app'
import { apiPaths } from '../src/config/api'

/**
 * Issue 33, item 8 and its wording list, as a reader sees them: each person's title in the page's language and in
 * the person's grammatical gender, the same on the team cards, in the profile dialog, under the founder's quote and
 * in a guide PDF's byline (name and title once, no "Av." before a title that says it again); and the Arabic pages'
 * plural address, Arabic commas and one brand.
 */

interface Titles {
  locale: 'en' | 'tr' | 'ar'
  founder: string
  intern: string
  /** Titles the pages once showed for the same people: a regulated title or the wrong gender. */
  wrong: string[]
}

const TITLES: Titles[] = [
  { locale: 'en', founder: 'Founder Attorney', intern: 'Legal Intern', wrong: [] },
  // "Stajyer Avukat" is the bar's registered trainee status; the intern is a law student.
  { locale: 'tr', founder: 'Kurucu Avukat', intern: 'Hukuk Stajyeri', wrong: ['Stajyer Avukat'] },
  { locale: 'ar', founder: 'المحامية المؤسِّسة', intern: 'متدرّبة قانونية', wrong: ['المحامي المؤسس', 'محامٍ متدرب'] },
]

const prefix = (locale: Titles['locale']) => (locale === 'en' ? '' : `/${locale}`)

/** The card on a team list whose heading names the person. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) })

for (const { locale, founder, intern, wrong } of TITLES) {
  test(`${locale}: the team cards, the profile dialog and the founder's quote give each title once, in the person's gender`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix(locale)}/our-team`)
    const main = page.getByRole('main')
    await expect(card(page, 'Selin Aksoy')).toContainText(founder)
    await expect(card(page, 'Zeynep Çelik')).toContainText(intern)
    for (const title of wrong) await expect(main).not.toContainText(title)

    for (const [name, title] of [
      ['Selin Aksoy', founder],
      ['Zeynep Çelik', intern],
    ] as const) {
      await card(page, name).getByRole('button').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading')).toHaveText(name)
      await expect(dialog).toContainText(title)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }

    await gotoHydrated(page, `${prefix(locale)}/`)
    // The quote is signed with the founder's name and her title from the same table as the cards.
    await expect(page.locator('figure figcaption, blockquote + *').filter({ hasText: 'Selin Aksoy' }).first()).toContainText(founder)
    await expect(card(page, 'Zeynep Çelik')).toContainText(intern)
    if (locale === 'ar') {
      // No Turkish "Av." inside Arabic: not in a name, not in a portrait's text.
      await expect(page.locator('main')).not.toContainText('Av.')
      await expect(page.locator('img[alt*="Av."]')).toHaveCount(0)
    }
  })
}

/** The PDF attached to the one message sent to `address`, as pdftotext reads it. */
async function guidePdfText(address: string): Promise<string> {
  let eml = ''
  await expect
    .poll(async () => (eml = (await mailsContaining(`To: ${address}`)).find((m) => /application\/pdf/i.test(m)) ?? ''), {
      timeout: 30_000,
    })
    .not.toBe('')
  const part = eml.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!
  const base64 = part.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, '')
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'guide-pdf-')), 'guide.pdf')
  writeFileSync(file, Buffer.from(base64, 'base64'))
  // Poppler marks right-to-left runs with embedding controls: not text.
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '')
}

async function requestGuide(page: Page, language: Titles['locale']): Promise<string> {
  const visitor = uniqueName('Byline')
  const email = `${visitor.toLowerCase()}@example.com`
  const response = await page.request.post(apiPaths.downloadGuide, {
    data: {
      firstName: visitor,
      lastName: 'Testmann',
      email,
      message: 'I would like to renew my residence permit.',
      guidelineName: 'ResidencePermit_Guideline',
      language,
    },
  })
  expect(response.status()).toBe(200)
  return guidePdfText(email)
}

test('the guide PDF byline names the author with the title once, in each language', async ({ page }) => {
  test.setTimeout(120_000)
  // The residence guide is by the associate, Deniz Arslan: "Av." and "Avukat" say the same thing.
  const turkish = await requestGuide(page, 'tr')
  expect(turkish).toContain('Yazan: Deniz Arslan, Avukat')
  expect(turkish).not.toMatch(/Av\. Deniz Arslan, Avukat/)

  const english = await requestGuide(page, 'en')
  expect(english).toContain('By Deniz Arslan, Associate Attorney')

  // The same person is "محامٍ" on the team page and in the guide, not "محامٍ مساعد"; no Turkish "Av." in Arabic.
  const arabic = await requestGuide(page, 'ar')
  const byline = arabic.split('\n').find((line) => line.includes('بقلم'))
  expect(byline).toContain('Deniz Arslan')
  expect(byline).not.toContain('مساعد')
  expect(arabic).not.toContain('Av.')
})

test.describe('Arabic wording', () => {
  test('one form of address (the plural), Arabic commas in the office hours, one brand', async ({ page }) => {
    await gotoHydrated(page, '/ar/contact-us')
    const body = page.locator('body')
    // The booking box and the form's privacy line address the reader in the plural, as the rest of the page does.
    await expect(body).toContainText('احجزوا استشارتكم المجانية')
    await expect(body).toContainText('تحدثوا مباشرة')
    await expect(body).toContainText('نستخدم بياناتكم للرد عليكم')
    // Playwright trims a string it looks for: the singular suffix ـك is matched where no م follows it.
    for (const singular of [/احجز استشارتك(?!م)/, /تحدث مباشرة/, /بياناتك(?!م)/, /لحالتك(?!م)/])
      await expect(body).not.toContainText(singular)
    // "من الاثنين إلى الجمعة، 09:00–20:00 بتوقيت إسطنبول": no Latin comma between Arabic words.
    await expect(body).not.toContainText(/[\u0600-\u06ff] ?, /)
    // The brand is written one way, in Latin letters, in the logo and the title alike.
    await expect(page).toHaveTitle(/Atlas Law Istanbul$/)
    await expect(page.locator('header')).not.toContainText('إسطنبول')
  })

  test('the home page lists the hero words with "و" and invites in the plural', async ({ page }) => {
    await gotoHydrated(page, '/ar/')
    const main = page.getByRole('main')
    await expect(main).toContainText('تعرّفوا إلى فريقنا')
    await expect(main).not.toContainText('تعرّف إلى فريقنا')
    await expect(main).not.toContainText('اعرف المزيد')
    await expect(main).not.toContainText('الثروة، اليُسر')
  })
})

test.describe('Turkish wording', () => {
  test('the brand is one spelling, and the terms are the ones Turkish readers use', async ({ page }) => {
    await gotoHydrated(page, '/tr/')
    await expect(page).toHaveTitle(/Atlas Law Istanbul$/)
    await expect(page.locator('header')).not.toContainText(/İstanbul/i)
    // "Golden Visa" is "Altın Vize" in Turkish (the address keeps its published slug).
    await gotoHydrated(page, '/tr/services/portugal-golden-visa')
    await expect(page.locator('main h1')).toHaveText('Portekiz Altın Vizesi')
    await expect(page.locator('body')).not.toContainText('Golden Visa')
  })
})
