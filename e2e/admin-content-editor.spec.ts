import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { DatabaseSync } from 'node:sqlite'
import { databaseFile } from '../server/db/data-files.ts'
import { totp, totpStep } from '../server/admin/crypto.ts'
import {
  ADMIN_BASE,
  backOfficeOf,
  cliCreate,
  fromAddress,
  openAdmin,
  PASSWORD,
  setUpAccount,
  signInWith,
  type BackOffice,
} from './support/admin'
import { open, uniqueName } from './support/app'

/**
 * Issue 36, the site editor as a new office manager meets it: the firm's phone and hours changed in the back office,
 * autosaved with a visible state, a bad number refused next to its field, the draft there after a reload; two
 * people saving the same part see a conflict and lose nothing; a session that ends mid-edit keeps the typing until
 * the person signs in again; a translator cannot open the English.
 */

test.use({ baseURL: ADMIN_BASE })

// Accounts set up through the CLI and the browser, autosave's idle time, a sign-in step to wait for.
test.beforeEach(() => test.slow())

interface Account {
  page: Page
  email: string
  secret: string
  /** The authenticator step the last sign-in used: the next must use a later one (a code is good once). */
  step: number
}

/** A new account on `office` (the shared back office unless said), set up and signed in from `address`. */
async function signedIn(
  browser: Browser,
  prefix: string,
  address: string,
  owner = false,
  office: BackOffice = backOfficeOf('chromium'),
): Promise<Account> {
  const email = `${uniqueName(prefix).toLowerCase()}@firm.example`
  const page = await fromAddress(browser, address, office.base)
  const secret = await setUpAccount(page, cliCreate(email, owner, office.dataDir))
  const at = Date.now() + 30_000
  await signInWith(page, email, PASSWORD, totp(secret, at))
  await page.waitForURL(/\/admin\/posts$/)
  return { page, email, secret, step: totpStep(at) }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' })
const saveState = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved at|Saving…|No unsaved changes|Not saved|Changes not saved yet)/ })

/**
 * The first of `options` that a field does not hold now. A journey runs more than once on one server (CI's retry,
 * `--repeat-each`): typing what is already saved would save nothing.
 */
const otherThan = (now: string, options: string[]) => options.find((option) => option !== now)!

/** Each engine edits its own documents: both run at once against one back-office server. */
const testimonials = (project: string) =>
  project === 'firefox'
    ? { conflict: 'james-r-united-kingdom', expiry: 'khalid-m-jordan' }
    : { conflict: 'anna-l-germany', expiry: 'elena-s-ukraine' }

/** The firm's number and closing time as the public site of `base` publishes them now (its structured data). */
async function publishedFirm(request: APIRequestContext, base: string): Promise<{ e164: string; closes: string }> {
  const html = await (await request.get(`${base}/`)).text()
  return { e164: /"telephone":"(\+\d+)"/.exec(html)![1]!, closes: /"closes":"(\d\d:\d\d)/.exec(html)![1]! }
}

/**
 * A number and closing time the site does not show now. The journeys run more than once on one server (a retry in
 * CI, `--repeat-each`), so each changes the facts to values of its own and checks them against what was published.
 */
function newFirmFacts(now: { e164: string; closes: string }) {
  let digits: string
  do digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0')
  while (`+90212555${digits}` === now.e164)
  const times = ['17:00', '17:30', '18:00', '18:30'].filter((t) => t !== now.closes)
  return {
    e164: `+90212555${digits}`,
    display: `+90 212 555 ${digits.slice(0, 2)} ${digits.slice(2)}`,
    closes: times[Math.floor(Math.random() * times.length)]!,
  }
}

/**
 * The firm's facts are one document: its journeys run one after the other, each starting from what the last left.
 * Both engines run them, each on its own back office (backOfficeOf): there is no other firm document to give one.
 */
test.describe('firm facts', () => {
  test.describe.configure({ mode: 'serial' })

  test('an editor changes the firm phone and office hours: autosaved, a bad number refused at its field, the draft kept', async ({
    browser,
  }, testInfo) => {
    const office = backOfficeOf(testInfo.project.name)
    const { page } = await signedIn(browser, 'firm-editor', '198.51.100.80', false, office)
    const published = await publishedFirm(page.request, office.base)
    const changed = newFirmFacts(published)
    await nav(page).getByRole('link', { name: 'Firm facts' }).click()
    await page.waitForURL(/\/admin\/content\/firm\/firm$/)
    const phone = page.getByLabel('International number', { exact: true })
    await expect(phone).toHaveValue(/^\+90\d+$/)
    await expect(saveState(page)).toHaveText('No unsaved changes')

    // A number in local form: refused next to the field, in plain words, and not saved.
    await phone.fill('0212 555 01 99')
    await phone.blur()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(/international number/)
    await expect(saveState(page)).toHaveText('Not saved: check the highlighted fields')

    // The right number and a new closing time: saved after a pause in typing, the state says when.
    await phone.fill(changed.e164)
    await page.getByLabel('Number as pages show it').fill(changed.display)
    await page.getByLabel('Closes').fill(changed.closes)
    await expect(saveState(page)).toHaveText('Changes not saved yet')
    await expect(saveState(page)).toHaveText(/^Saved at \d\d:\d\d$/)
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')

    // A reload opens the draft, not the published facts.
    await openAdmin(page, '/admin/content/firm/firm')
    await expect(page.getByLabel('International number', { exact: true })).toHaveValue(changed.e164)
    await expect(page.getByLabel('Closes')).toHaveValue(changed.closes)

    // The site content index says the firm has an unpublished draft.
    await nav(page).getByRole('link', { name: 'Site content' }).click()
    await expect(page.getByRole('row', { name: /Firm facts/ })).toContainText('1 with unpublished drafts')

    // History: the shared facts' published version restored into the draft; the form shows the number and hours it had.
    await nav(page).getByRole('link', { name: 'Firm facts' }).click()
    await page.getByRole('button', { name: 'Show versions' }).click()
    await page.getByRole('combobox', { name: 'Part' }).selectOption({ label: 'Shared facts (every language)' })
    await page
      .getByRole('button', { name: /^Restore version \d+$/ })
      .first()
      .click()
    await expect(page.getByRole('status').filter({ hasText: /draft is now version \d+/ })).toBeVisible()
    await expect(page.getByLabel('International number', { exact: true })).toHaveValue(published.e164)
    await expect(page.getByLabel('Closes')).toHaveValue(published.closes)
  })

  test('an editor publishes the new phone number and hours: the public site shows them in three languages and JSON-LD', async ({
    browser,
  }, testInfo) => {
    const office = backOfficeOf(testInfo.project.name)
    const { page } = await signedIn(browser, 'firm-publisher', '198.51.100.86', false, office)
    const before = await publishedFirm(page.request, office.base)
    const changed = newFirmFacts(before)
    await openAdmin(page, '/admin/content/firm/firm')
    await page.getByLabel('International number', { exact: true }).fill(changed.e164)
    await page.getByLabel('Number as pages show it').fill(changed.display)
    await page.getByLabel('Closes').fill(changed.closes)
    const opens = await page.getByLabel('Opens').inputValue()
    await expect(saveState(page)).toHaveText(/^Saved at \d\d:\d\d$/)

    // English and the shared facts are ticked for an English editor; the publish answers in plain words.
    const publish = page.getByRole('region', { name: 'Publish' })
    await expect(publish.getByRole('checkbox', { name: 'Shared facts (every language)' })).toBeChecked()
    await publish.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Published / })).toContainText('English')
    await expect(publish.getByRole('alert')).toHaveCount(0)

    // The public site, served by the same running server (no restart), in all three languages, within seconds.
    const site = await browser.newPage({ baseURL: office.base })
    for (const path of ['/', '/tr/', '/ar/']) {
      // The server's answer is held to the seconds, not the browser's load of the page (itself seconds on a loaded
      // machine): the HTML is polled, then the page opened once.
      await expect
        .poll(async () => (await site.request.get(path)).text(), { timeout: 5_000, message: `the new number in the HTML of ${path}` })
        .toContain(changed.display)
      await site.goto(path)
      await expect(site.getByRole('contentinfo').getByRole('link', { name: changed.display })).toHaveCount(1)
      await expect(site.getByRole('contentinfo')).toContainText(`${opens}–${changed.closes}`)
      await expect(site.getByRole('contentinfo').locator(`a[href="tel:${before.e164}"]`)).toHaveCount(0)
      // The firm's structured data: the number in E.164 form and the new closing time.
      const ld = (await site.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
      expect(ld, `JSON-LD of ${path}`).toContain(`"telephone":"${changed.e164}"`)
      expect(ld, `JSON-LD of ${path}`).toContain(`"closes":"${changed.closes}:00`)
      expect(ld, `JSON-LD of ${path}`).not.toContain(before.e164)
    }
    await site.close()

    // History: the version published before compared with the one just published shows both numbers.
    await page.getByRole('button', { name: 'Show versions' }).click()
    await page.getByRole('combobox', { name: 'Part' }).selectOption({ label: 'Shared facts (every language)' })
    // Listed newest first: at least the first content and the version just published.
    await expect(page.getByRole('button', { name: /^Restore version \d+$/ }).nth(1)).toBeVisible()
    const versions = await page
      .getByRole('combobox', { name: 'Compare version' })
      .locator('option[value]:not([value=""])')
      .allTextContents()
    await page.getByRole('combobox', { name: 'Compare version' }).selectOption(versions[1]!)
    await page.getByRole('combobox', { name: 'with', exact: true }).selectOption({ label: `version ${versions[0]}` })
    await page.getByRole('button', { name: 'Compare' }).click()
    const differences = page.getByLabel('Differences')
    // Each changed fact shows what it was before what it is now.
    await expect(differences).toContainText(new RegExp(`\\${before.e164}[^]*\\${changed.e164}`))
    await expect(differences).toContainText(new RegExp(`${before.closes}[^]*${changed.closes}`))
  })
})

/** Languages the answer about languages does not name: each run adds a sentence about one it does not name yet. */
const INTERPRETED = ['Russian', 'Persian', 'Spanish', 'Italian', 'Dutch', 'Greek', 'Ukrainian', 'Chinese', 'Kazakh', 'Polish']

/**
 * An FAQ answer gains a sentence: previewed with its banner, published, on /faq, in the diff, the page still in the
 * sitemap. The FAQ is one document: both engines run this, each on its own back office (backOfficeOf).
 */
test('an editor edits an FAQ answer, previews it, publishes it and compares the two versions', async ({ browser }, testInfo) => {
  const office = backOfficeOf(testInfo.project.name)
  const { page } = await signedIn(browser, 'faq-editor', '198.51.100.87', false, office)
  await openAdmin(page, '/admin/content/faq/faq')
  // The item whose question is asked (a text box's value is not its text: found by the value React mirrors).
  const item = page
    .getByRole('group', { name: /^Item \d+$/ })
    .filter({ has: page.locator('input[value="Which languages do you work in?"]') })
  const answer = item.getByLabel('Answer', { exact: true })
  const before = await answer.inputValue()
  // A sentence no earlier run added: the journey runs again on the same server (CI's retry, `--repeat-each`).
  const unnamed = INTERPRETED.filter((language) => !before.includes(language))
  const language = unnamed[Math.floor(Math.random() * unnamed.length)]!
  const sentence = `For meetings in ${language} we can arrange an interpreter.`
  await answer.fill(`${before.trimEnd()} ${sentence}`)
  await expect(saveState(page)).toHaveText(/^Saved at \d\d:\d\d$/)

  // The preview is the real page with the draft in it, under a banner saying it is not published.
  const publish = page.getByRole('region', { name: 'Publish' })
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    publish.getByRole('link', { name: 'Preview in English' }).click(),
  ])
  await expect(preview.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible()
  await expect(preview.locator('main')).toContainText(sentence)
  await preview.close()
  // Not on the public site before it is published.
  const site = await browser.newPage({ baseURL: office.base })
  expect(await (await site.request.get('/faq')).text()).not.toContain(sentence)

  await publish.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Published / })).toBeVisible()
  await expect(publish.getByRole('alert')).toHaveCount(0)
  await expect
    .poll(async () => (await site.request.get('/faq')).text(), { timeout: 5_000, message: 'the sentence on /faq' })
    .toContain(sentence)
  await open(site, '/faq')
  await site.getByRole('button', { name: 'Which languages do you work in?' }).click()
  await expect(site.getByText(sentence)).toBeVisible()

  // The sitemap still lists the page.
  const sitemap = await (await site.request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/faq<\/loc>/)
  await site.close()

  // History: the English version published before compared with the one just published marks the added words.
  await page.getByRole('button', { name: 'Show versions' }).click()
  await page.getByRole('combobox', { name: 'Part' }).selectOption({ label: 'English' })
  await expect(page.getByRole('button', { name: /^Restore version \d+$/ }).nth(1)).toBeVisible()
  const versions = await page.getByRole('combobox', { name: 'Compare version' }).locator('option[value]:not([value=""])').allTextContents()
  await page.getByRole('combobox', { name: 'Compare version' }).selectOption(versions[1]!)
  await page.getByRole('combobox', { name: 'with', exact: true }).selectOption({ label: `version ${versions[0]}` })
  await page.getByRole('button', { name: 'Compare' }).click()
  const differences = page.getByLabel('Differences')
  await expect(differences.locator('ins').filter({ hasText: language }).first()).toBeVisible()
  await expect(differences.locator('del')).toHaveCount(0)
})

test('two editors save the same part: the second sees the conflict, merges field by field and nothing is lost', async ({
  browser,
}, testInfo) => {
  const key = testimonials(testInfo.project.name).conflict
  const first = await signedIn(browser, 'editor-one', '198.51.100.81')
  const second = await signedIn(browser, 'editor-two', '198.51.100.82')
  for (const { page } of [first, second]) await openAdmin(page, `/admin/content/testimonial/${key}`)
  const quote = await first.page.getByLabel('Quote', { exact: true }).inputValue()
  const nowAuthor = await first.page.getByLabel('Author', { exact: true }).inputValue()
  const matter = otherThan(await first.page.getByLabel('Matter', { exact: true }).inputValue(), [
    'Residence permit renewal',
    'Work permit renewal',
  ])
  const firstAuthor = otherThan(nowAuthor, ['Anna L., Austria', 'Anna L., Belgium'])
  const secondAuthor = otherThan(nowAuthor, ['Anna L., Switzerland', 'Anna L., Norway'])

  // The first changes the matter and the author, and it is saved.
  await first.page.getByLabel('Matter', { exact: true }).fill(matter)
  await first.page.getByLabel('Author', { exact: true }).fill(firstAuthor)
  await expect(saveState(first.page)).toHaveText(/^Saved at/)

  // The second, opened before that save, changes the quote and the author.
  await second.page.getByLabel('Quote', { exact: true }).fill(`${quote} They answered every question.`)
  await second.page.getByLabel('Author', { exact: true }).fill(secondAuthor)
  const conflict = second.page.getByRole('alert').filter({ hasText: 'while you were editing' })
  await expect(conflict).toContainText(`${first.email} saved English while you were editing`)
  await expect(saveState(second.page)).toHaveText(/^Not saved: someone else saved/)
  // Only the field both changed is offered, each side's text shown.
  const author = conflict.getByRole('group', { name: 'Author' })
  await expect(author).toContainText(secondAuthor)
  await expect(author).toContainText(firstAuthor)
  await expect(conflict.getByRole('group')).toHaveCount(1)
  await author.getByRole('radio', { name: `Take ${first.email}'s` }).check()
  await conflict.getByRole('button', { name: 'Use this merge and save' }).click()
  await expect(saveState(second.page)).toHaveText(/^Saved at/)

  // Both see the merge: the first's matter and author, the second's quote.
  for (const { page } of [second, first]) {
    await openAdmin(page, `/admin/content/testimonial/${key}`)
    await expect(page.getByLabel('Matter', { exact: true })).toHaveValue(matter)
    await expect(page.getByLabel('Author', { exact: true })).toHaveValue(firstAuthor)
    await expect(page.getByLabel('Quote', { exact: true })).toHaveValue(`${quote} They answered every question.`)
  }
})

test('the session ends mid-edit: the typing is kept, and after signing in again it is back and saved', async ({ browser }, testInfo) => {
  const key = testimonials(testInfo.project.name).expiry
  const editor = await signedIn(browser, 'expiring-editor', '198.51.100.83')
  await openAdmin(editor.page, `/admin/content/testimonial/${key}`)
  const { page } = editor
  await page.getByLabel('Matter', { exact: true }).fill('Work permit')
  await expect(saveState(page)).toHaveText(/^Saved at/)

  // The session ends (the cookie is gone); what is typed next cannot be saved and is not thrown away.
  await page.context().clearCookies()
  await page.getByLabel('Matter', { exact: true }).fill('Work permit and family residence')
  const dialog = page.getByRole('dialog', { name: 'Sign in again to save' })
  await expect(dialog).toBeVisible()
  await expect(saveState(page)).toHaveText(/^Not saved: your session ended/)

  // Signing in again (a later authenticator step: a code is good once) comes back to the editor with the typing.
  await dialog.getByRole('link', { name: 'Sign in again' }).click()
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/)
  await expect.poll(() => totpStep(Date.now() + 30_000), { timeout: 35_000 }).toBeGreaterThan(editor.step)
  await page.getByLabel('E-mail').fill(editor.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Code from your authenticator app').fill(totp(editor.secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(new RegExp(`/admin/content/testimonial/${key}$`))
  await expect(page.getByLabel('Matter', { exact: true })).toHaveValue('Work permit and family residence')
  await expect(page.getByText('What you typed before and had not saved is back')).toBeVisible()
  await expect(saveState(page)).toHaveText(/^Saved at/)

  // Saved on the server: a fresh page (storage cleared) shows it.
  await page.evaluate(() => localStorage.clear())
  await openAdmin(page, `/admin/content/testimonial/${key}`)
  await expect(page.getByLabel('Matter', { exact: true })).toHaveValue('Work permit and family residence')
})

test('a translator cannot open the English of a document, only its translations', async ({ browser }, testInfo) => {
  const owner = await signedIn(browser, 'content-owner', '198.51.100.84', true)
  // The translator's account: made an editor by the command line, then given the translator role by the owner.
  const email = `${uniqueName('translator').toLowerCase()}@firm.example`
  const page = await fromAddress(browser, '198.51.100.85')
  const secret = await setUpAccount(page, cliCreate(email, false))
  await openAdmin(owner.page, '/admin/accounts')
  await owner.page.getByLabel(`Role of ${email}`).selectOption('translator')
  await expect(owner.page.getByLabel(`Role of ${email}`)).toHaveValue('translator')
  await signInWith(page, email, PASSWORD, totp(secret, Date.now() + 30_000))
  await page.waitForURL(/\/admin\/posts$/)

  await expect(nav(page).getByRole('link', { name: 'Site content' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Firm facts' })).toHaveCount(0)
  await openAdmin(page, '/admin/content/firm/firm')
  await expect(page.getByText('may write only the translations')).toBeVisible()
  await expect(page.getByLabel('International number', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'English and shared facts' })).toHaveCount(0)

  // The Arabic translation opens beside the English, written right to left.
  await page.getByRole('link', { name: 'العربية' }).click()
  await page.waitForURL(/\/admin\/content\/firm\/firm\/ar$/)
  await expect(page.getByText('Translating into')).toBeVisible()
  const mapTitle = page.getByLabel('Map title', { exact: true })
  await expect(mapTitle).toHaveAttribute('dir', 'rtl')
  await expect(mapTitle).toHaveAttribute('lang', 'ar')
  // A translator's change to the translation is autosaved like any other. Each engine saves a language of its own:
  // two translators saving one part at once would meet as a conflict (the test above).
  if (testInfo.project.name === 'firefox') {
    await page.getByRole('link', { name: 'Türkçe' }).click()
    await page.waitForURL(/\/admin\/content\/firm\/firm\/tr$/)
    await expect(mapTitle).toHaveAttribute('lang', 'tr')
    await mapTitle.fill(otherThan(await mapTitle.inputValue(), ['İstanbul hukuk bürosunun haritası', 'İstanbul ofisimizin haritası']))
  } else await mapTitle.fill(otherThan(await mapTitle.inputValue(), ['خريطة مكتب المحاماة في إسطنبول', 'خريطة مكتبنا في إسطنبول']))
  await expect(saveState(page)).toHaveText(/^Saved at/)
})

test('an approver approves a translation in the editor: the message stays once the document reloads', async ({ browser }, testInfo) => {
  const { page, email } = await signedIn(browser, 'content-approver', '198.51.100.87')
  // The approver right, as the owner grants it on the accounts screen (read on each request, so no new sign-in).
  const db = new DatabaseSync(databaseFile(process.env.E2E_ADMIN_DATA_DIR!))
  try {
    db.prepare('UPDATE admin_users SET may_approve_translations = 1 WHERE email = ?').run(email)
  } finally {
    db.close()
  }
  // Each engine approves a member of its own: an approved translation cannot be approved for the first time again.
  await openAdmin(page, `/admin/content/team-member/${testInfo.project.name === 'firefox' ? 'omar-haddad' : 'deniz-arslan'}/tr`)
  const review = page.getByRole('region', { name: 'Review of the Turkish translation' })
  // The approval publishes, so the editor fetches the document again and, its revisions being new, draws its body
  // again: the message must outlive that.
  const refetched = page.waitForResponse((r) => /\/admin\/api\/content\/documents\/\d+$/.test(r.url()) && r.request().method() === 'GET')
  await review.getByRole('button', { name: 'Approve and publish Turkish' }).click()
  await refetched
  await expect(review.getByText('reviewed', { exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'The Turkish translation is published and approved.' })).toBeVisible()
})
