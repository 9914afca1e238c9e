import { expect, test, type Locator, type Page } from '@playwright/test'
import { apiPaths } from '../src/config/api'
import { site } from '../src/config/site'
import { mailsContaining, uniqueName } from './support/app'
import { gotoHydrated } from './support/hydration'
import { expectLeftToRight, textBoxes, textMatches } from './support/visual-order'

/**
 * Left-to-right runs inside Arabic text (issue 33): a postal code and city, an hours range, a phone number keep their
 * own order on the page. Without isolation the bidi algorithm splits "34394 İstanbul, Türkiye" into "İstanbul,
 * Türkiye 34394" and shows "09:00–20:00" as "20:00–09:00". Checked by where the browser drew each part (the boxes
 * of its characters), so it runs in both engines. Selectors avoid interface words, which are translated.
 */

const [opens, closes] = site.hours.time.split('–')
const [postcode, city] = site.address.city.split(' ')
const phoneGroups = site.phone.display.split(' ')

async function openArabic(page: Page, path: string): Promise<void> {
  const response = await gotoHydrated(page, `/ar${path}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
}

/** The phone, e-mail, address and hours list (src/components/layout/contact-details.tsx) inside `scope`. */
async function expectContactDetailsInOrder(scope: Locator): Promise<void> {
  const details = scope.locator('dl').filter({ has: scope.page().locator('address') })
  await expect(details).toHaveCount(1)
  await expectLeftToRight(details.locator('address'), [postcode, city, site.address.country])
  await expectLeftToRight(details.locator('dd').filter({ hasText: opens }), [opens, closes])
  await expectLeftToRight(details.locator('dd').filter({ hasText: phoneGroups[1] }), phoneGroups)
}

test.describe('left-to-right runs in Arabic pages', { tag: '@rtl' }, () => {
  test('/ar/contact-us: the address, office hours and phone read left to right', async ({ page }) => {
    await openArabic(page, '/contact-us')
    const contact = page.locator('#contact')
    await expectContactDetailsInOrder(contact)
    // The introduction names the hours inside a sentence.
    await expectLeftToRight(contact.locator('p').filter({ hasText: opens }), [opens, closes])
    await expectContactDetailsInOrder(page.locator('footer'))
  })

  // The footer's contact details on every page, and the contact section where a page has one.
  for (const path of ['/', '/our-team', '/guides/turkish-residence-permit-checklist', '/blog']) {
    test(`/ar${path}: the footer's address and hours read left to right`, async ({ page }) => {
      await openArabic(page, path)
      await expectContactDetailsInOrder(page.locator('footer'))
      const contact = page.locator('#contact')
      if ((await contact.count()) > 0) await expectContactDetailsInOrder(contact)
    })
  }

  test('/ar/faq: the office hours in an answer read left to right', async ({ page }) => {
    await openArabic(page, '/faq')
    const answer = page.locator('main .accordion-content p').filter({ hasText: opens })
    await answer.locator('xpath=ancestor::*[contains(@class, "accordion-content")]/preceding-sibling::*[1]//button').click()
    await expect(answer).toBeVisible()
    await expectLeftToRight(answer, [opens, closes])
  })
})

test.describe('Latin terms such as e-İkamet at 390 px', { tag: '@rtl' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // A guide (titles, lists, chapters' HTML), a service (its summary and HTML), the guides' cards and the FAQ.
  for (const path of ['/guides/turkish-residence-permit-checklist', '/services/turkish-residence-permit', '/guides', '/faq']) {
    test(`/ar${path}: every e-İkamet and e-Devlet stays on one line`, async ({ page }) => {
      await openArabic(page, path)
      const main = page.locator('main')
      const terms = await textMatches(main, /e-(?:İkamet|Devlet|İzin)/gu)
      expect(terms.length).toBeGreaterThan(0)
      const boxes = await textBoxes(main, terms)
      for (const box of boxes) expect(box.lines, `${box.text} at ${Math.round(box.left)},${Math.round(box.top)}`).toBe(1)
    })
  }
})

/** The HTML part of a message as the server wrote it (.eml, quoted-printable or base64). */
function htmlPart(raw: string): string {
  const part = /Content-Type: text\/html[^\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw)
  if (!part) throw new Error('the message has no HTML part')
  if (part[1].toLowerCase() === 'base64') return Buffer.from(part[2], 'base64').toString('utf8')
  const bytes = part[2].replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

test(
  'an Arabic acknowledgement e-mail, opened in the browser: the office hours read left to right',
  { tag: '@rtl' },
  async ({ page, request }) => {
    const visitor = uniqueName()
    const email = `${visitor.toLowerCase()}@example.com`
    const message = 'أرغب في شراء شقة في إسطنبول والحصول على إقامة. هل يمكنكم المساعدة؟'
    const response = await request.post(apiPaths.contactUs, {
      data: { firstName: visitor, lastName: 'Haddad', email, message, language: 'ar' },
    })
    expect(response.status()).toBe(200)
    await expect.poll(async () => (await mailsContaining(`To: ${email}`)).length, { timeout: 10_000 }).toBe(1)
    const [raw] = await mailsContaining(`To: ${email}`)
    await page.setContent(htmlPart(raw))
    await expectLeftToRight(page.locator('div[dir="rtl"] p').filter({ hasText: opens }), [opens, closes])
  },
)
