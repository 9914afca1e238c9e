import { expect, test, type Page } from '@playwright/test'
import { openStore } from '../server/db/open-store.ts'
import { openAvailability } from '../server/test/booking.ts'
import { holdScripts, waitForHydration } from './support/hydration'
import { ONE_ENGINE } from './support/sampling'

/**
 * The server's HTML is the page React keeps. When the browser's first render differs from it (a date formatted in
 * another time zone or by another ICU, a count, an id, text from another content version), React 19 reports a
 * recoverable error, throws the server's nodes away and renders the whole document again on the client: the
 * visitor sees nothing wrong, but a phone spends hundreds of milliseconds of main-thread time on it (Lighthouse's
 * Total Blocking Time), and any field typed into before the code arrived loses its text.
 *
 * One page of each public page type in each language. The page's scripts are held back until the server's elements
 * are in hand, so "kept" means the very nodes the server sent are still in the document after hydration, not only
 * that the text matches. Any console error or uncaught error during the visit fails the page too: src/main.tsx gives
 * `hydrateRoot` no `onRecoverableError`, so React reports a mismatch through `window.reportError`, which both
 * engines surface as an uncaught error ("Minified React error #418" in a production build). Runs in Chromium and
 * Firefox (a sample there, below): the engines' date and number formatting (their ICU) can differ from Node's.
 */

const PAGE_TYPES: Record<string, string> = {
  home: '/',
  service: '/services/company-establishment',
  guide: '/guides/business-in-turkey',
  'blog list': '/blog',
  'case study': '/case-studies/a-swift-return-overturning-an-unfair-entry-ban',
  FAQ: '/faq',
  team: '/our-team',
  contact: '/contact-us',
  about: '/about-us',
  privacy: '/privacy-notice',
  // Rendered per request with the server's data: a lawyer with hours (set below), so the page lists days and times.
  booking: '/book-a-consultation?lawyer=selin-aksoy&kind=phone&tz=Europe%2FIstanbul',
}

// A fresh server has no lawyer with hours; the booking page would show only "closed".
test.beforeAll(async () => {
  const store = await openStore({ dataDir: process.env.E2E_DATA_DIR! })
  try {
    await store.bookings.putAvailability('selin-aksoy', openAvailability, 'owner@firm.example', new Date().toISOString())
  } finally {
    await store.close()
  }
})

/** A post in each language (posts have their own slug per language). */
const ARTICLES: Record<string, string> = {
  en: '/blog/buying-property-in-turkey-as-a-foreigner',
  tr: '/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim',
  ar: '/blog/الجنسية-التركية-عن-طريق-الاستثمار',
}

const LANGUAGES = ['en', 'tr', 'ar'] as const
const prefixed = (lang: string, path: string) => (lang === 'en' ? path : path === '/' ? `/${lang}/` : `/${lang}${path}`)

/** The server's landmarks and the page's heading, found in the HTML before any script ran. */
const LANDMARKS = ['header', 'main', 'main h1', 'footer']

async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`))
  const release = await holdScripts(page)
  const response = await page.goto(path, { waitUntil: 'commit' })
  expect(response?.status(), path).toBe(200)
  await page.locator('footer').waitFor({ state: 'attached' })
  const held = await Promise.all(LANDMARKS.map((s) => page.locator(s).first().elementHandle()))
  release()
  await waitForHydration(page)
  for (const [i, handle] of held.entries()) {
    if (!handle) problems.push(`${LANDMARKS[i]}: not in the server's HTML`)
    else if (!(await handle.evaluate((el) => el.isConnected))) problems.push(`${LANDMARKS[i]}: replaced by the client's render`)
  }
  return problems
}

// Chromium visits every page type in every language; Firefox one language per type, in turn (en, tr, ar, en, ...),
// so each language and each type still meets Firefox's ICU while CI's time stays short (33 visits took 4.4 min there).
for (const lang of LANGUAGES) {
  for (const [index, [type, path]] of Object.entries({ ...PAGE_TYPES, article: ARTICLES[lang] }).entries()) {
    const url = prefixed(lang, path)
    const details = LANGUAGES[index % LANGUAGES.length] === lang ? {} : { tag: ONE_ENGINE }
    test(`${lang} ${type} (${decodeURI(url)}) hydrates on the server's HTML without a mismatch`, details, async ({ page }) => {
      expect(await visit(page, url)).toEqual([])
    })
  }
}
