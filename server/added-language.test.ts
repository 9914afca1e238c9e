import { execFile } from 'node:child_process'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '../src/config/api.ts'
import { prerenderedPaths, repoRoot, startHarness, validContact } from './test/harness.ts'
import { startServerProcess, type ServerProcess } from './test/server-process.ts'
import { copyRepository } from './test/repository-copy.ts'
import { recognisableEnglishStrings, visibleText } from './test/page-text.ts'

/**
 * Adding a language is data (issue 22, docs/languages.md): a copy of the site gets German from the three things
 * docs/languages.md asks for, and nothing else: the one line below in src/i18n/locales.ts, a dictionary and its
 * copy (server/test/locale-de/, laid out as in the repository: src/i18n/dictionaries/de.ts and the German parts of
 * the documents the server seeds on first run, src/content/seed/<type>/<key>/de.*, ADR 36). The copy must then pass
 * the compiler (a table keyed by language that still needs a hand-written line fails here), the dictionary test,
 * publish-time validation of the whole seed with German in it (GERMAN_PUBLISH_TEST, below), and the real build; its
 * real server answers /de/ in German.
 *
 * Why a copy and not a switch (an environment variable, a Vite alias over an extra folder): the server and the
 * scripts read src/i18n/locales.ts with Node, not through Vite, so a build-time switch would give the pages German
 * and leave the server (its language prefixes, forms and e-mails) without it; and only the compiler run over the
 * files as they would really be proves that no other place needs a line. Nothing the site ships changes for it.
 *
 * German has home, service-catalogue, team and testimonials (the home page needs them) and privacy, and not faq or
 * services: its FAQ and service pages do not exist. Everything runs once, in this file: about 100 s of CPU time (type
 * check 32 s, build 56 s, the copy's two test files 9 s).
 */
const LOCALE_LINE = `  de: { name: 'Deutsch', dir: 'ltr', intl: 'de-DE', ogLocale: 'de_DE', latinDigits: true },`

/**
 * Publish-time validation of the copy's whole seed, German included: every rule a publish applies (schemas, links,
 * legal figures, required fields, images, slugs). German passes them all but one, said here rather than hidden: its
 * service groups (which the German menus and home page need) list services German has no pages for, and a language
 * publishes a service group only with its services' pages (the parity rule), so a publish of those groups in German
 * is refused, saying which services are missing, until German has them. Written into the copy, which has German, as a test
 * of its own: this repository's copy of the rules has no German to run it with.
 */
const GERMAN_PUBLISH_TEST = `
import { expect, it } from 'vitest'
import { site } from '../../src/config/site'
import { facts } from '../../src/content/facts'
import { staticPages } from '../../src/entry-server'
import { locales } from '../../src/i18n/locales'
import { SEED_DIR } from './first-run'
import { contentIndex } from './page-index'
import { documentsValidationInput } from './publish'
import { readSeed } from './seed-files'
import { seedContentSource } from './seed-source'
import { validateContent } from './validate'

it('German meets every publish rule; only its service groups wait for their services', async () => {
  const pages = staticPages(await contentIndex(seedContentSource()))
  const problems = validateContent({
    content: documentsValidationInput(readSeed(SEED_DIR), new Map()).content,
    firm: site,
    figures: facts,
    paths: Object.fromEntries(locales.map((l) => [l, new Set(['/blog', ...pages.filter((p) => p.locale === l).map((p) => p.sourcePath)])])),
  })
  const groups = problems.filter((p) => p.documentType === 'service-group' && p.locale === 'de')
  expect(problems.filter((p) => !groups.includes(p))).toEqual([])
  expect(groups.length).toBeGreaterThan(0)
  for (const p of groups)
    expect(p.message).toMatch(/^The German services of the service group "[^"]+" are 0 where English has \\d+|lists the service "[a-z-]+", which is not published in Deutsch/)
})
`

const run = promisify(execFile)
/** As `npm run build` runs (Vitest's NODE_ENV=test would make Vite bundle React's development build). */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')))

let copy: string
let server: ServerProcess | undefined

async function step(label: string, args: string[]): Promise<void> {
  try {
    await run(process.execPath, args, { cwd: copy, env: buildEnv, maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${label} failed in the copy with German added:\n${stdout ?? ''}\n${stderr ?? ''}`.slice(0, 20_000), { cause: error })
  }
}

beforeAll(async () => {
  copy = copyRepository('law-site-de-')
  // The end-to-end tests are not needed, but the type check reads what playwright.config.ts imports (their sampling
  // and the pinned font set) and what npm test's runner (scripts/test-all.ts) asks whether WebKit can run.
  for (const file of ['e2e/support/sampling.ts', 'e2e/support/fonts.ts', 'e2e/webkit/tools.ts'])
    cpSync(path.join(repoRoot, file), path.join(copy, file))
  cpSync(path.join(repoRoot, 'server/test/locale-de/src'), path.join(copy, 'src'), { recursive: true })
  const config = path.join(copy, 'src/i18n/locales.ts')
  const before = readFileSync(config, 'utf8')
  const after = before.replace(/^\} as const satisfies/m, `${LOCALE_LINE}\n} as const satisfies`)
  expect(after, 'the place for the line in src/i18n/locales.ts').not.toBe(before)
  writeFileSync(config, after)

  // One after the other: side by side they would take both cores from the test files running beside this one.
  await step('The type check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'])
  await step('The build', ['scripts/build.ts'])
  // After the build, so the copy's Vitest set-up finds its dist/ current and does not build again.
  writeFileSync(path.join(copy, 'server/content/german-publish.test.ts'), GERMAN_PUBLISH_TEST)
  await step('The dictionary and publish validation tests', [
    'node_modules/vitest/vitest.mjs',
    'run',
    'src/i18n/dictionaries.test.ts',
    'server/content/german-publish.test.ts',
  ])
  server = await startServerProcess({ FORM_MIN_FILL_MS: '0', OUTBOX_INTERVAL_MS: '100' }, { root: copy })
}, 15 * 60_000)

afterAll(async () => {
  await server?.stop()
  if (server) rmSync(server.dataDir, { recursive: true, force: true })
  if (copy) rmSync(copy, { recursive: true, force: true })
})

const get = (p: string) => fetch(`${server!.base}${p}`, { redirect: 'manual' })

const recognisable = recognisableEnglishStrings()

/** The language links of a page: [language, address] of each. */
const languageLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" lang="([a-z]+)" hrefLang="[a-z]+"/g)].map((m) => [m[2], m[1]] as const)

describe('a language added as data (German, from server/test/locale-de)', () => {
  it.each([
    ['/de/', 'Ihr rechtlicher Partner in der Türkei für'],
    ['/de/privacy-notice', 'Datenschutzhinweis'],
    ['/de/our-team', 'Unser Team'],
  ])('%s is a German page: lang and dir, German interface and copy, the honesty notice, noindex', async (p, copyText) => {
    const res = await get(p)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<html lang="de" dir="ltr"')
    const text = visibleText(html)
    expect(text).toContain(copyText)
    expect(text).toContain('Kontakt')
    expect(text).toContain('Zum Inhalt springen')
    // Unreviewed, so said on the page in German with the English page one link away, and kept out of search.
    expect(text).toContain(
      'Dies ist eine maschinelle Übersetzung, die unsere Anwälte noch nicht geprüft haben; maßgeblich ist der englische Text.',
    )
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
    expect(html).not.toMatch(/<link rel="alternate" hrefLang=/i)
    expect(recognisable.filter((s) => text.includes(s))).toEqual([])
  })

  it('the header and footer of a German page link only to pages German has', async () => {
    const html = await (await get('/de/privacy-notice')).text()
    const layout = [/<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '', /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''].join('')
    const links = new Set([...layout.matchAll(/href="(\/de\/[^"#?]*)"/g)].map((m) => m[1]))
    for (const present of ['/de/our-team', '/de/privacy-notice', '/de/contact-us', '/de/blog', '/de/services'])
      expect([...links], present).toContain(present)
    // German has no FAQ, guides, about, case studies or service copy: none of those pages, nor a service group or page.
    const missing = [
      '/de/faq',
      '/de/guides',
      '/de/about-us',
      '/de/case-studies',
      '/de/all-corporate-services',
      '/de/global-citizienship-programs',
    ]
    expect([...links].filter((l) => missing.some((m) => l === m || l.startsWith(`${m}/`)) || l.startsWith('/de/services/'))).toEqual([])
  })

  it('a page whose copy German lacks is not there: /de/faq and a service page answer 404, in German', async () => {
    for (const [p, heading] of [
      ['/de/faq', 'Seite nicht gefunden'],
      ['/de/services/company-establishment', 'Leistung nicht gefunden'],
    ]) {
      const res = await get(p)
      expect(res.status, p).toBe(404)
      const html = await res.text()
      expect(html).toContain('<html lang="de" dir="ltr"')
      expect(visibleText(html)).toContain(heading)
    }
  })

  it('the language links offer Deutsch only where the German page exists, named in German and marked lang="de"', async () => {
    const privacy = await (await get('/privacy-notice')).text()
    expect(languageLinks(privacy)).toContainEqual(['de', '/de/privacy-notice'])
    expect(privacy).toMatch(/<a href="\/de\/privacy-notice" lang="de" hrefLang="de" dir="ltr"[^>]*>Deutsch<\/a>/)
    const faq = await (await get('/faq')).text()
    expect(languageLinks(faq).map(([l]) => l)).toEqual(expect.arrayContaining(['en', 'tr', 'ar']))
    expect(languageLinks(faq).map(([l]) => l)).not.toContain('de')
    // And back: the German page leads to the same page in the other languages.
    expect(languageLinks(await (await get('/de/privacy-notice')).text())).toContainEqual(['en', '/privacy-notice'])
  })

  it('an unreviewed German page stays out of the sitemap', async () => {
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain('/privacy-notice</loc>')
    expect(sitemap).not.toContain('/de/')
  })

  it('a contact message from a German page is stored as German and acknowledged in German; the firm is told', async () => {
    const res = await fetch(`${server!.base}${apiPaths.contactUs}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validContact, language: 'de' }),
    })
    expect(res.status).toBe(200)
    const db = new DatabaseSync(path.join(server!.dataDir, 'site.db'), { readOnly: true })
    try {
      expect(db.prepare('SELECT language FROM submissions').all()).toEqual([{ language: 'de' }])
      // Sent: written as .eml files (no SMTP_URL), as the visitor and the firm would receive them.
      const sent = () => db.prepare("SELECT purpose, message FROM outbox WHERE status = 'sent' ORDER BY id").all()
      await expect.poll(() => sent().length, { timeout: 10_000 }).toBe(2)
      const messages = Object.fromEntries(
        sent().map((row) => [row.purpose, JSON.parse(String(row.message)) as { subject: string; text: string }]),
      )
      expect(messages['visitor-acknowledgement'].subject).toBe('Wir haben Ihre Nachricht erhalten – Atlas Law Istanbul')
      expect(messages['visitor-acknowledgement'].text).toContain('Vielen Dank für Ihre Nachricht.')
      expect(messages['firm-notification'].text).toContain('Language: Deutsch (de)')
    } finally {
      db.close()
    }
  })
})

describe('the site as built without it', () => {
  it('has no German: no /de/ page, /de/ is not a language prefix', async () => {
    expect(prerenderedPaths().filter((p) => p.startsWith('/de'))).toEqual([])
    const h = await startHarness()
    try {
      expect((await h.request('/de/privacy-notice')).status).toBe(404)
      expect(await (await h.request('/privacy-notice')).text()).not.toContain('hrefLang="de"')
    } finally {
      await h.close()
    }
  })
})
