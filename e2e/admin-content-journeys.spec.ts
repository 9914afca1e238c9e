import { expect, test, type Browser, type Page } from '@playwright/test'
import { DatabaseSync } from 'node:sqlite'
import { databaseFile } from '../server/db/data-files.ts'
import { totp } from '../server/admin/crypto.ts'
import { ADMIN_BASE, cliCreate, fromAddress, openAdmin, PASSWORD, setUpAccount, signInWith } from './support/admin'
import { uniqueName } from './support/app'

/**
 * Issue 36's "Done when", the journeys of a new office manager not covered by admin-content-editor.spec.ts: a
 * paragraph of a service page changed in English, Turkish and Arabic, previewed and published, on the public site
 * within seconds with its sitemap date moved; a version restored through History, published content untouched until
 * the next publish, and the restore in the audit log; a translator who cannot publish English and an editor who
 * cannot manage accounts, in the interface and at the server. Both engines, each on documents of its own: they run
 * at once against the one back-office server (its own database, shared by the back-office specs).
 */

test.use({ baseURL: ADMIN_BASE })

// Accounts set up through the CLI and the browser, autosave's idle time, publishes that render pages.
test.beforeEach(() => test.slow())

/** The service pages each engine edits; no other spec touches them on the back-office server. */
const services = (project: string) =>
  project === 'firefox'
    ? { edited: 'turkish-residence-permit', restored: 'family-law', translated: 'labor-law' }
    : { edited: 'turkish-citizienship', restored: 'rental-contracts', translated: 'trademark-registration' }

async function signedIn(
  browser: Browser,
  prefix: string,
  address: string,
  opts: { owner?: boolean; translator?: boolean } = {},
): Promise<{ page: Page; email: string }> {
  const email = `${uniqueName(prefix).toLowerCase()}@firm.example`
  const page = await fromAddress(browser, address)
  const secret = await setUpAccount(page, cliCreate(email, opts.owner ?? false))
  if (opts.translator) makeTranslator(email)
  await signInWith(page, email, PASSWORD, totp(secret, Date.now() + 30_000))
  await page.waitForURL(/\/admin\/posts$/)
  return { page, email }
}

/** The translator role, as an owner gives it on the accounts screen (admin-content-editor.spec.ts does it there). */
function makeTranslator(email: string) {
  const db = new DatabaseSync(databaseFile(process.env.E2E_ADMIN_DATA_DIR!))
  try {
    db.prepare("UPDATE admin_users SET role = 'translator' WHERE email = ?").run(email)
  } finally {
    db.close()
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' })
const saveState = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved at|Saving…|No unsaved changes|Not saved|Changes not saved yet)/ })
const pageText = (page: Page) => page.getByLabel('Page text', { exact: true })

/** The page text with `sentence` added to its first paragraph (the first block that is not a heading). */
function withSentence(markdown: string, sentence: string): string {
  const blocks = markdown.split('\n\n')
  const at = blocks.findIndex((b) => b.trim() !== '' && !b.startsWith('#'))
  blocks[at] = `${blocks[at]!.trimEnd()} ${sentence}`
  return blocks.join('\n\n')
}

/** Adds `sentence` to the open editor's page text and waits for the autosave. */
async function addSentence(page: Page, sentence: string): Promise<string> {
  const before = await pageText(page).inputValue()
  await pageText(page).fill(withSentence(before, sentence))
  await expect(saveState(page)).toHaveText(/^Saved at \d\d:\d\d$/)
  return before
}

/** Presses Publish now with the parts ticked and waits for the answer. */
async function publishNow(page: Page): Promise<void> {
  const publish = page.getByRole('region', { name: 'Publish' })
  // The publish makes the editor fetch the document again and, its revisions being new, draw its body (History
  // included) again: waited for, so what the test opens next is not closed by that.
  const refetched = page.waitForResponse((r) => /\/admin\/api\/content\/documents\/\d+$/.test(r.url()) && r.request().method() === 'GET')
  await publish.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Published / })).toBeVisible({ timeout: 30_000 })
  await refetched
  await expect(page.getByRole('region', { name: 'Publish' }).getByRole('alert')).toHaveCount(0)
}

/** The preview of a language opened from the Publish panel: the real page under its banner. */
async function preview(page: Page, language: string): Promise<Page> {
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('region', { name: 'Publish' })
      .getByRole('link', { name: `Preview in ${language}` })
      .click(),
  ])
  await expect(opened.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible()
  return opened
}

/** Polls the public page until its HTML holds `text` (the publish re-renders it on the running server). */
async function servedWithin(site: Page, path: string, text: string, timeout = 5_000): Promise<number> {
  const since = Date.now()
  await expect.poll(async () => (await site.request.get(path)).text(), { timeout, message: `"${text}" on ${path}` }).toContain(text)
  return Date.now() - since
}

const lastmodOf = (sitemap: string, path: string) =>
  new RegExp(`<loc>[^<]*${path.replaceAll('/', '\\/')}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1]

test('an editor changes a paragraph of a service page in three languages, previews it and publishes it', async ({ browser }, testInfo) => {
  const slug = services(testInfo.project.name).edited
  const sentences = {
    en: 'We send you a written list of the documents your family needs before the first meeting.',
    tr: 'Ailenizin ihtiyaç duyduğu belgelerin yazılı listesini ilk görüşmeden önce size göndeririz.',
    ar: 'نرسل إليكم قبل الاجتماع الأول قائمة مكتوبة بالمستندات التي تحتاجها عائلتكم.',
  }
  const site = await browser.newPage({ baseURL: ADMIN_BASE })
  const sitemapBefore = await (await site.request.get('/sitemap.xml')).text()
  const lastmodBefore = lastmodOf(sitemapBefore, `/services/${slug}`)
  expect(lastmodBefore, 'the page in the sitemap before').toMatch(/^\d{4}-\d\d-\d\d$/)

  const { page } = await signedIn(browser, 'service-editor', '198.51.100.90')
  await nav(page).getByRole('link', { name: 'Site content' }).click()
  await page.getByRole('link', { name: 'Services', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(`^Edit ${slug.replaceAll('-', '.')}$`, 'i') }).click()
  await page.waitForURL(new RegExp(`/admin/content/service/${slug}$`))

  // English: the paragraph gains a sentence, autosaved; the preview shows it under its banner; the site does not yet.
  await addSentence(page, sentences.en)
  const english = await preview(page, 'English')
  await expect(english.locator('main')).toContainText(sentences.en)
  await english.close()
  expect(await (await site.request.get(`/services/${slug}`)).text()).not.toContain(sentences.en)
  await publishNow(page)
  const took = await servedWithin(site, `/services/${slug}`, sentences.en)
  console.log(`[${testInfo.project.name}] /services/${slug} served with the change ${took} ms after the publish answered`)

  // The sitemap dates the page by its publish now.
  const lastmodAfter = lastmodOf(await (await site.request.get('/sitemap.xml')).text(), `/services/${slug}`)
  expect(lastmodAfter! > lastmodBefore!, `lastmod ${lastmodBefore} -> ${lastmodAfter}`).toBe(true)

  // Turkish and Arabic: the page text is marked stale (its English changed), corrected beside the English, published.
  for (const [locale, language] of [
    ['tr', 'Turkish'],
    ['ar', 'Arabic'],
  ] as const) {
    await openAdmin(page, `/admin/content/service/${slug}/${locale}`)
    const review = page.getByRole('region', { name: `Review of the ${language} translation` })
    await expect(review).toContainText('1 field(s) marked below changed in English since')
    await expect(page.getByText('The English changed after this translation was made or approved')).toBeVisible()
    await expect(pageText(page)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await addSentence(page, sentences[locale])
    const translated = await preview(page, language)
    await expect(translated.locator('main')).toContainText(sentences[locale])
    await translated.close()
    const publish = page.getByRole('region', { name: 'Publish' })
    await expect(publish.getByRole('checkbox', { name: language })).toBeChecked()
    await expect(publish.getByRole('checkbox', { name: 'English' })).not.toBeChecked()
    await publishNow(page)
    await servedWithin(site, `/${locale}/services/${slug}`, sentences[locale])
    // Written from the English published now, the field is no longer stale.
    await openAdmin(page, `/admin/content/service/${slug}/${locale}`)
    await expect(page.getByRole('region', { name: `Review of the ${language} translation` })).not.toContainText('changed in English since')
  }

  // An editor's translation is not a lawyer's review: the pages keep their notice and noindex, and stay out of the
  // English page's hreflang and the sitemap, until an approver approves them (translation-approve-document.spec.ts).
  for (const locale of ['tr', 'ar']) {
    await site.goto(`/${locale}/services/${slug}`)
    await expect(site.getByTestId('translation-notice')).toBeVisible()
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  }
  await site.goto(`/services/${slug}`)
  await expect(site.locator('link[rel="alternate"][hreflang="tr"]')).toHaveCount(0)
  expect(await (await site.request.get('/sitemap.xml')).text()).not.toContain(`/tr/services/${slug}</loc>`)
  await site.close()
})

test('an editor restores an earlier version: a new draft, the site unchanged until published, the restore audited', async ({
  browser,
}, testInfo) => {
  const slug = services(testInfo.project.name).restored
  const sentence = 'Our fees for this work are agreed in writing before we start.'
  const owner = await signedIn(browser, 'audit-owner', '198.51.100.91', { owner: true })
  const { page, email } = await signedIn(browser, 'restoring-editor', '198.51.100.92')
  const site = await browser.newPage({ baseURL: ADMIN_BASE })

  // A change published: the page now has a second English version.
  await openAdmin(page, `/admin/content/service/${slug}`)
  const original = await addSentence(page, sentence)
  await publishNow(page)
  await servedWithin(site, `/services/${slug}`, sentence)

  // History: the first English version restored into the draft; the form shows it, the message says what to do next.
  await page.getByRole('button', { name: 'Show versions' }).click()
  await page.getByRole('combobox', { name: 'Part' }).selectOption({ label: 'English' })
  const restore = page.getByRole('button', { name: /^Restore version \d+$/ })
  await expect(restore).toHaveCount(2)
  const first = /\d+$/.exec((await restore.last().textContent())!)![0]
  await restore.last().click()
  await expect(page.getByRole('status').filter({ hasText: `draft is now version ${first}` })).toContainText(
    'Publish it to put it on the site',
  )
  await expect(pageText(page)).toHaveValue(original)

  // What is published is untouched: the site still has the sentence, a reload of the editor shows the restored draft.
  expect(await (await site.request.get(`/services/${slug}`)).text()).toContain(sentence)
  await openAdmin(page, `/admin/content/service/${slug}`)
  await expect(pageText(page)).toHaveValue(original)

  // The owner's audit log names the restore, who did it and which version.
  await openAdmin(owner.page, '/admin/audit')
  await expect(owner.page.getByRole('row').filter({ hasText: 'content.restore' }).filter({ hasText: email }).first()).toContainText(
    new RegExp(`${slug}.*en version ${first}`),
  )

  // Published, the restored version is what visitors get, and History calls it a restore.
  await publishNow(page)
  await expect
    .poll(async () => (await site.request.get(`/services/${slug}`)).text(), { timeout: 5_000, message: 'the sentence gone' })
    .not.toContain(sentence)
  await page.getByRole('button', { name: 'Show versions' }).click()
  await page.getByRole('combobox', { name: 'Part' }).selectOption({ label: 'English' })
  await expect(page.getByRole('row').filter({ hasText: 'published from a restored version' })).toHaveCount(1)
  await site.close()
})

test('a translator cannot publish English, and an editor cannot manage accounts, in the screens and at the server', async ({
  browser,
}, testInfo) => {
  const slug = services(testInfo.project.name).translated

  // The translator: the translation's Publish panel offers only its language, and the server refuses the English.
  const translator = await signedIn(browser, 'publish-translator', '198.51.100.93', { translator: true })
  await openAdmin(translator.page, `/admin/content/service/${slug}/tr`)
  const publish = translator.page.getByRole('region', { name: 'Publish' })
  await expect(publish.getByRole('checkbox', { name: 'Turkish' })).toBeVisible()
  await expect(publish.getByRole('checkbox', { name: 'English' })).toHaveCount(0)
  await expect(publish.getByRole('checkbox', { name: 'Shared facts (every language)' })).toHaveCount(0)
  await openAdmin(translator.page, `/admin/content/service/${slug}`)
  await expect(translator.page.getByText('may write only the translations')).toBeVisible()
  await expect(translator.page.getByRole('button', { name: 'Publish now' })).toHaveCount(0)
  const refused = await translator.page.evaluate(async (key) => {
    const { csrf } = JSON.parse(document.getElementById('admin-props')!.textContent!) as { csrf: string }
    const list = (await (await fetch('/admin/api/content/documents?type=service')).json()) as { documents: { id: number; key: string }[] }
    const id = list.documents.find((d) => d.key === key)!.id
    const answers = []
    for (const parts of [['en'], ['neutral']]) {
      const res = await fetch(`/admin/api/content/documents/${id}/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ parts }),
      })
      answers.push({ status: res.status, body: (await res.json()) as { ok: boolean; error: string } })
    }
    return answers
  }, slug)
  for (const answer of refused) expect(answer).toMatchObject({ status: 403, body: { ok: false, error: expect.stringMatching(/\w/) } })

  // The editor: no accounts link; the typed address says why; the accounts API refuses.
  const editor = await signedIn(browser, 'accounts-editor', '198.51.100.94')
  await expect(nav(editor.page).getByRole('link', { name: 'Site content' })).toBeVisible()
  await expect(nav(editor.page).getByRole('link', { name: 'Accounts' })).toHaveCount(0)
  await editor.page.goto('/admin/accounts')
  await expect(editor.page.getByRole('heading', { name: 'Not for your account' })).toBeVisible()
  await expect(editor.page.getByText(translator.email)).toHaveCount(0)
  await openAdmin(editor.page, '/admin/posts')
  const answers = await editor.page.evaluate(async (email) => {
    const { csrf } = JSON.parse(document.getElementById('admin-props')!.textContent!) as { csrf: string }
    const post = (path: string, body: unknown) =>
      fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: JSON.stringify(body) })
    return {
      list: (await fetch('/admin/api/pages/accounts')).status,
      create: (await post('/admin/api/accounts', { email: `new-${email}` })).status,
      promote: (await post('/admin/api/accounts/1/role', { role: 'owner' })).status,
    }
  }, editor.email)
  expect(answers).toEqual({ list: 403, create: 403, promote: 403 })
  // Nothing was made or changed on the editor's word: the owner-only screen does not list the address it sent.
  const db = new DatabaseSync(databaseFile(process.env.E2E_ADMIN_DATA_DIR!), { readOnly: true })
  try {
    expect(db.prepare('SELECT count(*) AS n FROM admin_users WHERE email = ?').get(`new-${editor.email}`)).toEqual({ n: 0 })
  } finally {
    db.close()
  }
})
