import { expect, test, type Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { ADMIN_BASE, signedInEditor } from './support/admin'
import { uniqueName } from './support/app'

/**
 * Issue 36, "Done when": a new lawyer joins, and the office manager adds them from the back office: a new team
 * member with a portrait from the media library (alt text in each language), name and role, a biography in English,
 * Turkish and Arabic (the Arabic written right to left), previewed, published; within seconds the team page shows
 * them in the three languages, with the portrait and its alt text, and names them in its structured data.
 *
 * Both engines run this at once against one back-office server: each makes its own member ("Test Lawyer …", test
 * data by its name) and looks for it by name, never at the count or order of the team.
 */

test.use({ baseURL: ADMIN_BASE })
test.beforeEach(() => test.slow())

const saveState = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved at|Saving…|No unsaved changes|Not saved|Changes not saved yet)/ })

test('an editor adds a team member with a portrait in three languages; the team pages show them within seconds', async ({
  browser,
}, testInfo) => {
  const page = await signedInEditor(browser, 'team-editor', testInfo.project.name === 'firefox' ? '198.51.100.93' : '198.51.100.92')
  const tail = uniqueName('').toLowerCase()
  const key = `test-lawyer-${tail}`
  const name = `Test Lawyer ${tail.charAt(0).toUpperCase()}${tail.slice(1)}`
  const alt = { en: `${name} at the office`, tr: `${name} ofiste`, ar: `${name} في المكتب` }
  const bio = {
    en: `${name} advises foreign clients on residence permits and company formation in Istanbul.`,
    tr: `${name}, İstanbul'da yabancı müvekkillere ikamet izinleri ve şirket kuruluşu konusunda danışmanlık verir.`,
    ar: `يقدّم ${name} المشورة للعملاء الأجانب في تصاريح الإقامة وتأسيس الشركات في إسطنبول.`,
  }

  // Site content › Team › New team member.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Site content' }).click()
  await page.getByRole('link', { name: 'Team', exact: true }).click()
  await page.waitForURL(/\/admin\/content\/team-member$/)
  await page.getByRole('button', { name: 'New team member' }).click()
  const form = page.getByRole('form', { name: 'New team member' })
  const shortName = form.getByLabel('Short name')

  // A name with capitals and a space is refused next to the field; so is the name of someone already on the team.
  await shortName.fill(name)
  await form.getByRole('button', { name: 'Make the draft' }).click()
  await expect(shortName).toHaveAttribute('aria-invalid', 'true')
  await expect(shortName).toHaveAccessibleDescription(/lower-case letters a to z, digits and single hyphens only/)
  await shortName.fill('emre-kaya')
  await form.getByRole('button', { name: 'Make the draft' }).click()
  await expect(shortName).toHaveAccessibleDescription(/“emre-kaya” is already used by team-member\/emre-kaya/)

  // A free name: the editor opens on the new draft.
  await shortName.fill(key)
  await form.getByRole('button', { name: 'Make the draft' }).click()
  await page.waitForURL(new RegExp(`/admin/content/team-member/${key}$`))
  await expect(page.getByRole('heading', { name: `Team member: ${key.replace(/-/g, ' ')}`, level: 1 })).toBeVisible()

  // The shared facts and the English biography.
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Associate' })
  await page.getByLabel('Grammatical gender of the title').selectOption({ label: 'Masculine' })
  const languages = page.getByRole('group', { name: 'Languages' })
  // Picked by their names, as the back office names languages; stored as codes.
  await languages.getByRole('button', { name: 'Add language' }).click()
  await languages.getByLabel('Language 1').selectOption({ label: 'Türkçe' })
  await languages.getByRole('button', { name: 'Add language' }).click()
  await languages.getByLabel('Language 2').selectOption({ label: 'English' })

  // The portrait: a new image uploaded into the media library from the field, described in three languages.
  const png = await sharp({
    // A colour of this run's own: the library keeps one copy of identical files, so two engines' portraits of the same
    // colour would be one image under the first upload's name (letters outside a-f once gave both grey #888888).
    create: { width: 600, height: 800, channels: 3, background: `#${createHash('sha256').update(key).digest('hex').slice(0, 6)}` },
  })
    .png()
    .toBuffer()
  const file = `${key}.png`
  await page.getByText('Upload a new image').click()
  const upload = page.getByRole('group', { name: 'Upload an image' })
  await upload.getByLabel('Image file').setInputFiles({ name: file, mimeType: 'image/png', buffer: png })
  await upload.getByLabel('Alt text (English)').fill(alt.en)
  await upload.getByLabel('Alt text (Türkçe)').fill(alt.tr)
  const arabicAlt = upload.getByLabel('Alt text (العربية)')
  await expect(arabicAlt).toHaveAttribute('dir', 'rtl')
  await arabicAlt.fill(alt.ar)
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByLabel('Portrait (optional)', { exact: true })).toHaveValue(/^\/media\//)
  await expect(page.getByLabel('Portrait (optional)', { exact: true }).locator('option:checked')).toHaveText(file)

  await page.getByLabel('Biography', { exact: true }).fill(bio.en)
  await expect(saveState(page)).toHaveText(/^Saved at \d\d:\d\d$/)

  // The translations, each beside the English; the Arabic field right to left.
  const languageNav = page.getByRole('navigation', { name: 'Languages of this document' })
  for (const [locale, label] of [
    ['tr', 'Türkçe'],
    ['ar', 'العربية'],
  ] as const) {
    await languageNav.getByRole('link', { name: label }).click()
    await page.waitForURL(new RegExp(`/admin/content/team-member/${key}/${locale}$`))
    const field = page.getByLabel(/^Biography/).and(page.locator(`[lang="${locale}"]`))
    await expect(field).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await field.fill(bio[locale])
    await expect(saveState(page)).toHaveText(/^Saved at \d\d:\d\d$/)
  }
  await languageNav.getByRole('link', { name: 'English and shared facts' }).click()
  await page.waitForURL(new RegExp(`/admin/content/team-member/${key}$`))

  // The preview is the real team page with the draft in it, under its banner; the public page does not have it yet.
  const publish = page.getByRole('region', { name: 'Publish' })
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    publish.getByRole('link', { name: 'Preview in English' }).click(),
  ])
  await expect(preview.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible()
  await expect(preview.locator('main').getByRole('heading', { name, level: 2 })).toBeVisible()
  await preview.close()
  const site = await browser.newPage({ baseURL: ADMIN_BASE })
  expect(await (await site.request.get('/our-team')).text()).not.toContain(name)

  // Published in every language at once.
  for (const part of ['Turkish', 'Arabic']) await publish.getByRole('checkbox', { name: part }).check()
  await publish.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Published / })).toBeVisible()
  await expect(publish.getByRole('alert')).toHaveCount(0)

  // Within seconds, on the running server: the card with the portrait described in the page's language.
  for (const [locale, path] of [
    ['en', '/our-team'],
    ['tr', '/tr/our-team'],
    ['ar', '/ar/our-team'],
  ] as const) {
    await expect.poll(async () => (await site.request.get(path)).text(), { timeout: 5_000, message: `${name} on ${path}` }).toContain(name)
    await site.goto(path)
    const card = site.getByRole('listitem').filter({ has: site.getByRole('heading', { name, level: 2 }) })
    await expect(card.getByRole('img', { name: alt[locale] })).toHaveAttribute('src', /^\/media\//)
    await expect(card).toContainText(bio[locale])
    const ld = (await site.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
    expect(ld, `JSON-LD of ${path}`).toContain(`"name":"${name}"`)
  }
  await site.close()
})
