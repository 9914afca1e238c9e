import { expect, test, type Page } from '@playwright/test'
import { open } from './support/app'

/**
 * Client-side navigation reads the firm's copy one document at a time from /api/content/ (ADR 36): the page shows
 * the same copy as when it is loaded directly, the browser asks for that one document in the page's language, and
 * never for a whole language's copy module nor for the layout's data again (the first page carried it in its HTML).
 */

/** Every request the page makes from now on, by path. */
function requests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => seen.push(new URL(r.url()).pathname))
  return seen
}

/**
 * What a visit asked for beyond the document it shows: no layout data again, no copy module (a links' preload on
 * hover may fetch other documents, one each).
 */
function expectOnlyDocuments(seen: string[]) {
  expect(seen.filter((p) => /^\/api\/content\/[^/]+\/layout/.test(p))).toEqual([])
  expect(seen.filter((p) => /^\/assets\/(services|guides|team|faq|home)-/.test(p))).toEqual([])
}

test('a service page reached from the menu shows its copy, fetched as one document', async ({ page }) => {
  await open(page, '/services')
  const seen = requests(page)
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'Turkish Residence Permit', exact: true }).click()
  await expect(page).toHaveURL(/\/services\/turkish-residence-permit$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turkish Residence Permit')
  // The body and the group come with it: the description's own headings and the way back to its group.
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(page.getByRole('article').getByText('Global Citizenship & Residency Programs', { exact: true })).toBeVisible()
  expect(seen).toContain('/api/content/en/service/turkish-residence-permit')
  expectOnlyDocuments(seen)
  // The footer and the header kept the firm's facts without asking again.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '+90 212 555 01 23' })).toBeVisible()
})

test('a Turkish guide reached from the guides list shows its Turkish copy and its author', async ({ page }) => {
  await open(page, '/tr/guides')
  const seen = requests(page)
  const direct = await page.request.get('/api/content/tr/guide/business-in-turkey')
  const guide = (await direct.json()) as { title: string; author: { member: string } }
  await page.getByRole('main').getByRole('link', { name: guide.title, exact: true }).click()
  await expect(page).toHaveURL(/\/tr\/guides\/business-in-turkey$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  expect(seen).toEqual(
    expect.arrayContaining(['/api/content/tr/guide/business-in-turkey', `/api/content/tr/team-member/${guide.author.member}`]),
  )
  expectOnlyDocuments(seen)
})

test('an address with no such service shows the not-found page after a client-side visit too', async ({ page }) => {
  await open(page, '/faq')
  await page.evaluate(() => {
    // The router's own navigation, as a link to a removed service would trigger.
    history.pushState({}, '', '/services/no-such-service')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found')
})
