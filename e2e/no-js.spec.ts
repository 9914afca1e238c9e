import { expect, test, type Page } from '@playwright/test'

/**
 * A visitor without JavaScript (blocked, failed to load, or a reader mode) can still use every control of the header,
 * the chat menu, the team page and the map: each is a link or a native `<details>` in the server's HTML.
 */
test.use({ javaScriptEnabled: false })

// Firefox driven over WebDriver BiDi runs scripts whatever javaScriptEnabled says: there the page's scripts are
// refused instead, as when they fail to load, which leaves the same server HTML without its behaviour.
test.beforeEach(async ({ page, browserName }) => {
  if (browserName === 'firefox') await page.route(/\.m?js(\?|$)/, (route) => route.abort())
})

/** The native disclosure toggles have no role in Playwright's tree; they are found by their label or text. */
const summary = (page: Page, label: string) => page.locator(`summary[aria-label="${label}"]`)

/** Every visible <button> in `scope`: without JavaScript a button outside a form does nothing. */
async function visibleButtons(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(scope)
    .evaluateAll((roots) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll('button')]
          .filter((b) => b.getClientRects().length > 0 && !b.closest('form'))
          .map((b) => (b.textContent ?? '').trim() || (b.getAttribute('aria-label') ?? '?')),
      ),
    )
}

test.describe('phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the menu button opens a list of the site pages, and its links lead there', async ({ page }) => {
    await page.goto('/')
    expect(await visibleButtons(page, 'header')).toEqual([])
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await summary(page, 'Open menu').click()
    await expect(menu).toBeVisible()
    for (const [name, href] of [
      ['Our Team', '/our-team'],
      ['All services', '/services'],
      ['Individual Services', '/all-individual-services'],
      ['Contact us', '/contact-us'],
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // And the languages, each leading to this page (the header's copy shows from 1024 px only).
    const languages = menu.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link')
    await expect(languages).toHaveText(['English', 'Türkçe', 'العربية'])
    await expect(languages.nth(1)).toHaveAttribute('href', /^\/tr\/?$/)
    await menu.getByRole('link', { name: 'Our Team', exact: true }).click()
    await page.waitForURL('**/our-team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team')
  })

  test('"Text us" opens the chat links', async ({ page }) => {
    await page.goto('/faq')
    const chats = page.getByRole('list', { name: 'Chat with us' }).getByRole('link')
    await expect(chats.first()).toBeHidden()
    await page.locator('summary:visible', { hasText: 'Text us' }).click()
    await expect(chats).toHaveText([/^WhatsApp/, /^Telegram/, /^WeChat/])
    for (const link of await chats.all()) await expect(link).toBeVisible()
    await expect(chats.first()).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  })
})

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('About us and Services are links to the pages their menus summarise', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await visibleButtons(page, 'header')).toEqual([])
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services')
    await nav.getByRole('link', { name: 'About us', exact: true }).click()
    await page.waitForURL('**/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('"Text us" opens the chat links', async ({ page }) => {
    await page.goto('/')
    const chats = page.getByRole('list', { name: 'Chat with us' }).getByRole('link')
    await page.locator('summary:visible', { hasText: 'Text us' }).click()
    for (const link of await chats.all()) await expect(link).toBeVisible()
    await expect(chats).toHaveCount(3)
  })

  test('the team page holds every full profile, with languages, and "View profile" leads to it', async ({ page }) => {
    await page.goto('/our-team')
    expect(await visibleButtons(page, 'main')).toEqual([])
    const ids = await page.locator('main article[id]').evaluateAll((articles) => articles.map((a) => a.id))
    expect(ids).toEqual(['selin-aksoy', 'emre-kaya', 'deniz-arslan', 'zeynep-celik', 'omar-haddad'])

    await page.getByRole('link', { name: 'View profile of Emre Kaya' }).click()
    await expect(page).toHaveURL(/\/our-team#emre-kaya$/)
    const profile = page.locator('article#emre-kaya')
    await expect(profile.getByRole('heading', { name: 'Emre Kaya' })).toBeInViewport()
    await expect(profile).toContainText('Languages: Turkish, English, German')
    // The last paragraph of the bio, which the card leaves out.
    await expect(profile).toContainText('He works in Turkish, English and German.')
  })

  test('the map section offers a working link to the map, not a button that cannot load it', async ({ page }) => {
    await page.goto('/contact-us')
    const section = page.getByRole('region', { name: 'Find our office' })
    expect(await visibleButtons(page, 'section[aria-labelledby="office-map"]')).toEqual([])
    await expect(section.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//)
  })
})
