import { expect, test, type Page, type Request } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { NO_SCRIPT_OVER_BIDI, open } from './support/app'
import { seedContentSource } from '../server/content/seed-source.ts'

import { hasSamples } from '../src/content/samples'
import { sampleWording } from './support/sample-wording'
import { ONE_ENGINE } from './support/sampling'

// The copy the test server publishes on its first run.
const testimonials = (await seedContentSource().testimonials('en'))!

/** Issue 2: Home, FAQ, Our Team, Contact us, not-found, scroll to top, no-JavaScript reading, page metadata. */

const TEAM = [
  { name: 'Selin Aksoy', title: 'Founder Attorney', linkedin: true },
  { name: 'Emre Kaya', title: 'Partner', linkedin: true },
  { name: 'Deniz Arslan', title: 'Associate Attorney', linkedin: false },
  { name: 'Zeynep Çelik', title: 'Legal Intern', linkedin: false },
  { name: 'Omar Haddad', title: 'Client Representative', linkedin: true },
]

const regionNames = (page: Page): Promise<string[]> =>
  page
    .getByRole('main')
    .locator('section')
    .evaluateAll((sections) =>
      sections.map((s) => {
        const labelledBy = s.getAttribute('aria-labelledby')
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : s.getAttribute('aria-label')
        return (label ?? '').replace(/\s+/g, ' ').trim()
      }),
    )

test.describe('home page', () => {
  test('shows every section in the spec order', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('heading', { level: 1 })
    await expect(hero).toContainText('Your legal partner in Turkey for')
    const expected = [
      'Your legal partner in Turkey for', // hero
      'A word from our founder',
      'What we offer',
      'Our Approach',
      'Services',
      'Meet Our Experts',
      sampleWording.testimonialsTitle[hasSamples(testimonials) ? 'sample' : 'real'], // testimonials
      'Plan your next step in Istanbul', // timelapse
      'Recent articles',
      'Contact us',
    ]
    const names = await regionNames(page)
    const positions = expected.map((name) => names.findIndex((n) => n.startsWith(name)))
    expect(positions, `sections found: ${JSON.stringify(names)}`).not.toContain(-1)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  test('the hero word cycles through WEALTH, SMOOTHNESS and FREEDOM', { tag: ONE_ENGINE }, async ({ page }) => {
    await gotoHydrated(page, '/')
    const word = page.getByTestId('rotating-word')
    await expect(word).toHaveAttribute('data-word', 'WEALTH')
    await expect(word).toHaveAttribute('data-word', 'SMOOTHNESS', { timeout: 8_000 })
    await expect(word).toHaveAttribute('data-word', 'FREEDOM', { timeout: 8_000 })
    // The whole sentence is available to screen readers.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/wealth, smoothness, freedom/i)
  })

  test('the founder quote has a Contact us button to /contact-us', { tag: ONE_ENGINE }, async ({ page }) => {
    await gotoHydrated(page, '/')
    const quote = page.getByRole('region', { name: 'A word from our founder' })
    await expect(quote.locator('blockquote')).toContainText('2022')
    await quote.getByRole('link', { name: 'Contact us' }).click()
    await page.waitForURL('**/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  })

  test('Services: three cards, each with Learn More to its group page', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/')
    const services = page.getByRole('region', { name: 'Services', exact: true })
    const cards = services.getByRole('listitem')
    await expect(cards).toHaveCount(3)
    for (const [title, href] of [
      ['Corporate Services', '/all-corporate-services'],
      ['Individual Services', '/all-individual-services'],
      ['Global Citizenship', '/global-citizienship-programs'],
    ]) {
      await expect(services.getByRole('heading', { name: title, exact: true })).toBeVisible()
      const learnMore = services.getByRole('link', { name: `Learn more about ${title}` })
      await expect(learnMore).toContainText('Learn More')
      await expect(learnMore).toHaveAttribute('href', href)
    }
  })

  test('Meet Our Experts shows the five people; testimonials are shown', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/')
    const team = page.getByRole('region', { name: 'Meet Our Experts' })
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(TEAM.map((m) => m.name))
    for (const member of TEAM) await expect(team.getByText(member.title, { exact: true })).toBeVisible()
    await expect(team.getByRole('img')).toHaveCount(5)

    const quotes = page.getByRole('region', { name: sampleWording.testimonialsTitle[hasSamples(testimonials) ? 'sample' : 'real'] })
    expect(await quotes.locator('blockquote').count()).toBeGreaterThan(0)
  })

  test("the timelapse section's Contact us jumps to the contact section on the same page", { tag: ONE_ENGINE }, async ({ page }) => {
    await gotoHydrated(page, '/')
    const timelapse = page.getByRole('region', { name: 'Plan your next step in Istanbul' })
    await timelapse.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByRole('heading', { name: 'Contact us', level: 2 })).toBeInViewport()
  })

  test('recent articles: View All goes to /blog', { tag: ONE_ENGINE }, async ({ page }) => {
    await gotoHydrated(page, '/')
    const recent = page.getByRole('region', { name: 'Recent articles' })
    await recent.getByRole('link', { name: /View All/ }).click()
    await page.waitForURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the contact section comes with the form', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/')
    const contact = page.locator('#contact')
    await expect(contact.getByRole('heading', { name: 'Contact us' })).toBeVisible()
    await expect(contact.getByRole('textbox').first()).toBeVisible()
  })
})

test.describe('FAQ', () => {
  const questions = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')

  test('lists 23 questions, all closed', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
    await expect(questions(page)).toHaveCount(23)
    for (const q of await questions(page).all()) await expect(q).toHaveAttribute('aria-expanded', 'false')
  })

  test('one question open at a time; clicking the open one closes it', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const first = questions(page).nth(0)
    const second = questions(page).nth(1)
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    const firstAnswer = page.getByRole('region', { name: await first.innerText() })
    await expect(firstAnswer).toBeVisible()
    await expect(firstAnswer).toContainText('USD 400,000')

    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(firstAnswer).toBeHidden()
    await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(1)

    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(0)
  })

  test('Enter and Space toggle a question from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const third = questions(page).nth(2)
    await third.focus()
    await page.keyboard.press('Enter')
    await expect(third).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(third).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(third).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Enter')
    await expect(third).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('Our Team', () => {
  test('five cards, each with View profile', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/our-team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team')
    // The cards' names, then the section holding every full profile (its own h2, the names as h3).
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...TEAM.map((m) => m.name), 'Profiles'])
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(TEAM.map((m) => m.name))
    await expect(page.getByRole('button', { name: /^View profile/ })).toHaveCount(5)
  })

  for (const member of [TEAM[0], TEAM[2]]) {
    test(`the profile dialog of ${member.name} (${member.linkedin ? 'with' : 'without'} LinkedIn) closes with Escape and returns focus`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/our-team')
      const trigger = page.getByRole('button', { name: `View profile of ${member.name}` })
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: member.name })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name: member.name })).toBeVisible()
      await expect(dialog).toHaveAccessibleDescription(member.title)
      await expect(dialog.getByRole('img', { name: `Portrait of ${member.name}` })).toBeVisible()
      // Biography: several sentences of prose.
      const bio = await dialog.locator('p').allInnerTexts()
      expect(bio.join(' ').length).toBeGreaterThan(200)

      const linkedin = dialog.getByRole('link', { name: /LinkedIn/ })
      await expect(linkedin).toHaveCount(1)
      if (member.linkedin) {
        await expect(linkedin).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
        await expect(linkedin).toHaveAttribute('target', '_blank')
        await expect(linkedin).toHaveAttribute('rel', /noopener/)
        await expect(linkedin).not.toHaveAttribute('aria-disabled', 'true')
      } else {
        await expect(linkedin).toHaveAttribute('aria-disabled', 'true')
        await expect(linkedin).not.toHaveAttribute('href', /.+/)
      }

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
    })
  }
})

test.describe('Contact us page', () => {
  test(
    'Schedule leads to the booking page on this site; contact details and office hours are shown',
    { tag: ONE_ENGINE },
    async ({ page }) => {
      await page.goto('/contact-us')
      await expect(page.getByRole('heading', { name: 'Book Your Free 15-Minute Consultation Now!' })).toBeVisible()
      const schedule = page.getByRole('link', { name: /^Schedule/ })
      // The site's own booking page, in the same tab (issue 37); an external scheduler is the firm's setting.
      await expect(schedule).toHaveAttribute('href', '/book-a-consultation')
      await expect(schedule).not.toHaveAttribute('target', '_blank')

      const contact = page.locator('#contact')
      await expect(contact.getByRole('link', { name: /^\+90/ })).toHaveAttribute('href', /^tel:/)
      await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
      await expect(contact.locator('address')).toContainText('İstanbul')
      await expect(contact.getByText('Office hours', { exact: true })).toBeVisible()
      await expect(contact).toContainText('Monday to Friday')
      await expect(contact).toContainText('09:00–20:00')
      await expect(contact).toContainText('GMT+3')
    },
  )

  test('the map loads only when asked for, with no request to the map provider before', async ({ page }) => {
    const mapRequests: Request[] = []
    page.on('request', (request) => {
      if (/openstreetmap/i.test(request.url())) mapRequests.push(request)
    })
    // Keep the test off the network: answer the provider's page locally once it is asked for.
    await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }))

    await gotoHydrated(page, '/contact-us')
    await page.getByRole('heading', { name: 'Find our office' }).scrollIntoViewIfNeeded()
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(mapRequests.map((r) => r.url())).toEqual([])

    await page.getByRole('button', { name: 'Show the map' }).click()
    const map = page.locator('iframe[title^="Map of the office"]')
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('src', /openstreetmap\.org/)
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 with a helpful page', { tag: ONE_ENGINE }, async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    const main = page.getByRole('main')
    for (const [name, href] of [
      ['Services', '/services'],
      ['Guides', '/guides'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
    ]) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  test('declares no canonical address and keeps itself out of the index', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    // Reached by client-side navigation too: the previous page's canonical goes.
    await open(page, '/faq')
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
    await page.evaluate(() => window.history.pushState({}, '', '/no-such-page'))
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  })

  test('its links work', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/no-such-page')
    await page.getByRole('main').getByRole('link', { name: /^FAQ/ }).click()
    await page.waitForURL('**/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  })
})

test('a path change scrolls to the top', async ({ page }) => {
  await gotoHydrated(page, '/faq')
  const guides = page.getByRole('contentinfo').getByRole('link', { name: 'Guides', exact: true })
  await guides.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await guides.click()
  await page.waitForURL('**/guides')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Guides')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.skip(({ browserName }) => browserName === 'firefox', NO_SCRIPT_OVER_BIDI)

  test('the FAQ answers can be read', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
    // Answers of the first and the second question are in the page.
    await expect(page.getByText(/The most common route is buying real estate worth at least USD 400,000/)).toBeVisible()
    await expect(page.getByText(/In our experience the process takes about 4 to 5 months/)).toBeVisible()
  })

  test('the links on the FAQ page work', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('button', { name: 'How does Turkish citizenship by investment work?' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Guides', exact: true }).click()
    await page.waitForURL('**/guides')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Guides')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
    await page.waitForURL('**/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  })
})

test('every page has its own title, description, canonical and og:title', { tag: ONE_ENGINE }, async ({ request }) => {
  const paths = ['/', '/faq', '/our-team', '/contact-us', '/services/company-establishment']
  const titles = new Set<string>()
  const attr = (html: string, pattern: RegExp): string | undefined => html.match(pattern)?.[1]
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const head = (await response.text()).split('</head>')[0]
    const title = attr(head, /<title>([^<]*)<\/title>/)
    // The firm's name ends each of these titles: they are short enough for it (60 characters in all).
    expect(title, `${path}: <title>`).toMatch(/Atlas Law Istanbul$/)
    titles.add(title!)
    // Whole sentences that search results show whole (server/seo.test.ts checks every page and post).
    expect(attr(head, /<meta name="description" content="([^"]*)"/), `${path}: meta description`).toMatch(/^.{40,160}$/)
    expect(attr(head, /<meta name="description" content="([^"]*)"/), `${path}: meta description`).toMatch(/[.?!]$/)
    const canonical = attr(head, /<link rel="canonical" href="([^"]*)"/)
    expect(canonical, `${path}: canonical`).toMatch(/^https?:\/\//)
    expect(new URL(canonical!).pathname, `${path}: canonical path`).toBe(path)
    expect(attr(head, /<meta property="og:title" content="([^"]*)"/), `${path}: og:title`).toBe(title)
  }
  expect(titles.size, [...titles].join(' | ')).toBe(paths.length)
})

test('the title in the browser follows client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/faq')
  await expect(page).toHaveTitle(/^Frequently Asked Questions .+ Atlas Law Istanbul$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team', exact: true }).click()
  await page.waitForURL('**/our-team')
  await expect(page).toHaveTitle(/^Our Team .+ Atlas Law Istanbul$/)
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /five|team|attorney/i)
})

test('pages reached in the browser load their own copy: home, /services and /about-us from /faq', async ({ page }) => {
  // /faq loads none of the home page's copy; the three pages that show it load it in their loaders.
  await gotoHydrated(page, '/faq')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Atlas Law Istanbul, home' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your legal partner in Turkey for')
  await expect(page.locator('#contact')).toContainText('We reply on working days, Monday to Friday')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click()
  await page.waitForURL('**/about-us')
  await expect(page.getByRole('heading', { name: 'What we offer' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click()
  await page.waitForURL('**/services')
  await expect(page.getByRole('link', { name: /Learn More/ }).first()).toBeVisible()
})

test('a service page names its sidebar for screen readers', { tag: ONE_ENGINE }, async ({ page }) => {
  await page.goto('/services/labor-law')
  const sidebar = page.getByRole('complementary', { name: 'Next steps' })
  await expect(sidebar).toBeAttached()
  await expect(sidebar.getByRole('complementary', { name: /Free 15-Minute Consultation/ })).toBeAttached()
  // Every complementary landmark on the page has a name.
  const unnamed = await page
    .locator('aside, [role="complementary"]')
    .evaluateAll((asides) => asides.filter((a) => !a.getAttribute('aria-labelledby') && !a.getAttribute('aria-label')).length)
  expect(unnamed).toBe(0)
})

/** Content-Security-Policy violations a page reports (the event, and the console message some engines add). */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy|Refused to|unsafe-eval/i.test(m.text())) violations.push(m.text())
  })
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return violations
}

test.describe('zod runs without eval under the policy', () => {
  test('the public contact form validates without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await open(page, '/contact-us', () => form)
    await form.getByRole('textbox', { name: 'Email address', exact: true }).fill('not-an-email')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText(/Please correct/).first()).toBeVisible()
    expect(violations).toEqual([])
  })

  test.describe('in the back office', () => {
    test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}` })

    test('the sign-in page validates and sends without a violation', async ({ page }) => {
      // Its own address, so this refusal counts against no other test's sign-ins (the server trusts the proxy).
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.77' })
      const violations = await watchCspViolations(page)
      const res = await page.goto('/admin/sign-in')
      expect(res?.headers()['content-security-policy']).not.toContain('unsafe-eval')
      await page.waitForFunction(() => {
        const main = document.querySelector('#admin-root main')
        return !!main && Object.keys(main).some((k) => k.startsWith('__reactProps$'))
      })
      await page.getByLabel('E-mail').fill('nobody@firm.example')
      await page.getByLabel('Password').fill('a long enough wrong passphrase')
      await page.getByLabel('Code from your authenticator app').fill('000000')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByText('The e-mail, password or code is not right.')).toBeVisible()
      expect(violations).toEqual([])
    })
  })
})
