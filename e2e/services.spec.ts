import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'

/** Issue 3: services, case studies and guides. */

const CONSULTATION_HEADING = 'Book Your Free 15-Minute Consultation Now!'
const CONSULTATION_TEXT = 'Speak Directly With Our Expert Lawyers to Find Clear Answers and Immediate Guidance.'

const learnMoreLinks = (page: Page): Locator => page.getByRole('main').getByRole('link', { name: /^Learn more about /i })
const consultation = (page: Page): Locator => page.getByRole('complementary', { name: CONSULTATION_HEADING })

async function expectConsultationBlock(page: Page): Promise<void> {
  const block = consultation(page)
  await expect(block).toBeVisible()
  await expect(block.getByRole('heading', { name: CONSULTATION_HEADING })).toBeVisible()
  await expect(block.getByText(CONSULTATION_TEXT, { exact: true })).toBeVisible()
  const schedule = block.getByRole('link', { name: /^Schedule/ })
  await expect(schedule).toHaveText(/^Schedule/)
  // The site's own booking page, in the same tab (issue 37); an external scheduler is the firm's setting.
  await expect(schedule).toHaveAttribute('href', '/book-a-consultation')
  await expect(schedule).not.toHaveAttribute('target', '_blank')
}

test.describe('service group pages', () => {
  for (const { path, title, count, first, last } of [
    {
      path: '/all-corporate-services',
      title: 'Corporate Services',
      count: 11,
      first: 'company-establishment',
      last: 'work-permit-in-turkey-for-employers',
    },
    {
      path: '/all-individual-services',
      title: 'Individual Services',
      count: 11,
      first: 'maritime-yacht-services',
      last: 'work-permit-in-turkey-for-employees',
    },
    {
      path: '/global-citizienship-programs',
      title: 'Global Citizenship & Residency Programs',
      count: 7,
      first: 'turkish-citizienship',
      last: 'saint-luca-citizienship',
    },
  ]) {
    test(`${path} shows ${count} service cards`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const links = learnMoreLinks(page)
      await expect(links).toHaveCount(count)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(count)
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
      expect(new Set(hrefs).size).toBe(count)
      expect(hrefs[0]).toBe(`/services/${first}`)
      expect(hrefs[count - 1]).toBe(`/services/${last}`)
      // Each card has an image.
      await expect(page.getByRole('main').getByRole('listitem').locator('img')).toHaveCount(count)
    })
  }

  test('journey: group page → service detail with title, consultation block, hero image and description', async ({ page }) => {
    await gotoHydrated(page, '/all-individual-services')
    await page.getByRole('link', { name: 'Learn more about Family Law' }).click()
    await page.waitForURL('**/services/family-law')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Law')
    await expectConsultationBlock(page)

    const article = page.getByRole('article')
    const hero = article.locator('img[src*="/media/services/family-law"]')
    await expect(hero).toBeVisible()
    // The image really loads (not a broken-image icon).
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    // The description: structured HTML with several h2 sections besides the consultation block.
    const descriptionHeadings = article.getByRole('heading', { level: 2 }).filter({ hasNotText: CONSULTATION_HEADING })
    expect(await descriptionHeadings.count()).toBeGreaterThanOrEqual(3)
    const words = (await article.innerText()).split(/\s+/).length
    expect(words).toBeGreaterThan(400)
  })

  test('a service page is served prerendered with its title', async ({ request }) => {
    const response = await request.get('/services/turkish-citizienship')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).toContain(CONSULTATION_HEADING)
    expect(html).toMatch(/<title>[^<]*Citizenship[^<]*Atlas Law Istanbul<\/title>/)
  })
})

test.describe('unknown slugs and aliases', () => {
  test('an unknown service answers 404 with "Service Not Found"', async ({ page }) => {
    const response = await page.goto('/services/no-such-service')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found')
    await expect(page.getByText('The service you are looking for does not exist.')).toBeVisible()
  })

  test('an unknown service reached in the app also shows "Service Not Found"', async ({ page }) => {
    await gotoHydrated(page, '/services')
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services/no-such-service')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found')
    await expect(page.getByText('The service you are looking for does not exist.')).toBeVisible()
  })

  for (const [alias, target] of [
    ['/global-citizenship-programs', '/global-citizienship-programs'],
    ['/services/saint-lucia-citizenship', '/services/saint-luca-citizienship'],
    ['/services/saint-lucia-citizienship', '/services/saint-luca-citizienship'],
    ['/services/turkish-citizenship', '/services/turkish-citizienship'],
  ]) {
    test(`${alias} redirects to the published spelling ${target}`, async ({ page, request }) => {
      const first = await request.get(alias, { maxRedirects: 0 })
      expect(first.status()).toBe(301)
      expect(new URL(first.headers().location, 'http://x').pathname).toBe(target)

      const response = await page.goto(alias)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(target)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Not Found/)
    })
  }
})

test.describe('case studies', () => {
  test('/case-studies lists eight stories with Read More', async ({ page }) => {
    await page.goto('/case-studies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies')
    const readMore = page.getByRole('main').getByRole('link', { name: /^Read more about /i })
    await expect(readMore).toHaveCount(8)
    await expect(readMore).toContainText(Array(8).fill('Read More'))
    const hrefs = await readMore.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
    expect(hrefs).toEqual([
      '/case-studies/from-homeowner-to-successfull-airbnb-host-a-legal-journey',
      '/case-studies/bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey',
      expect.stringMatching(/^\/case-studies\/[a-z]+-journey-to-turkish-citizenship$/),
      expect.stringMatching(/^\/case-studies\/[a-z]+-journey-with-private-banking-in-turkey$/),
      expect.stringMatching(/^\/case-studies\/reclaiming-a-legacy-the-journey-of-[a-z]+$/),
      '/case-studies/a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name',
      '/case-studies/a-swift-return-overturning-an-unfair-entry-ban',
      '/case-studies/assisting-a-palestinian-client-in-purchasing-property-in-turkey',
    ])
  })

  test('Read More opens the story: consultation block first, then the story', async ({ page }) => {
    await gotoHydrated(page, '/case-studies')
    const readMore = page.getByRole('link', { name: 'Read more about A Swift Return: Overturning an Unfair Entry Ban' })
    await readMore.click()
    await page.waitForURL('**/case-studies/a-swift-return-overturning-an-unfair-entry-ban')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Swift Return: Overturning an Unfair Entry Ban')
    await expectConsultationBlock(page)

    const story = page.getByRole('article').getByRole('heading', { level: 2 }).filter({ hasNotText: CONSULTATION_HEADING })
    expect(await story.count()).toBeGreaterThanOrEqual(2)
    const blockBox = await consultation(page).boundingBox()
    const storyBox = await story.first().boundingBox()
    expect(blockBox && storyBox && blockBox.y + blockBox.height <= storyBox.y).toBe(true)
  })

  test('an unknown case study answers 404 with a not-found message and a link back', async ({ page }) => {
    const response = await page.goto('/case-studies/unknown')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i)
    await expect(page.getByText(/does not exist/)).toBeVisible()
    const back = page.getByRole('main').getByRole('link', { name: /case studies/i })
    await expect(back).toHaveAttribute('href', '/case-studies')
    await back.click()
    await page.waitForURL(/\/case-studies$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies')
  })
})

test.describe('guides', () => {
  const GUIDES = [
    { slug: 'real-estate-guide', title: 'Investing in Turkish Real Estate' },
    { slug: 'business-in-turkey', title: 'Doing Business in Turkey' },
    { slug: 'turkish-residence-permit-checklist', title: 'Turkish Residence Permit Checklist' },
  ]

  test('/guides shows three cards with Get the Document, then the contact section', async ({ page }) => {
    await page.goto('/guides')
    const buttons = page.getByRole('main').getByRole('link', { name: /^Get the Document for /i })
    await expect(buttons).toHaveCount(3)
    await expect(buttons).toContainText(Array(3).fill('Get the Document'))
    for (const guide of GUIDES) {
      await expect(page.getByRole('main').getByRole('heading', { name: guide.title, level: 2 })).toBeVisible()
      await expect(page.getByRole('link', { name: `Get the Document for ${guide.title}` })).toHaveAttribute(
        'href',
        `/guides/${guide.slug}#document-request`,
      )
    }
    await expect(page.locator('#contact').getByRole('heading', { name: 'Contact us' })).toBeVisible()
  })

  for (const guide of GUIDES) {
    test(`${guide.title}: the hero's Get the Document jumps to the Document Request Form`, async ({ page }) => {
      await gotoHydrated(page, `/guides/${guide.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
      const formHeading = page.getByRole('heading', { name: 'Document Request Form' })
      await expect(formHeading).not.toBeInViewport()
      await page.getByRole('article').getByRole('link', { name: 'Get the Document', exact: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}#document-request$`))
      await expect(formHeading).toBeInViewport()
    })
  }

  test('real-estate guide: 7 chapters, a testimonial and best cities', async ({ page }) => {
    await page.goto('/guides/real-estate-guide')
    const toc = page.getByRole('navigation', { name: 'Chapters' }).getByRole('listitem')
    await expect(toc).toHaveCount(7)
    for (let i = 1; i <= 7; i++) {
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${i}\\.`) })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: /Cities foreign buyers/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Istanbul', level: 3 })).toBeVisible()
    await expect(page.getByRole('main').locator('figure blockquote')).toHaveCount(1)
  })

  test('business guide: 12 chapters plus "15 Things to Know Before You Start" with 15 items', async ({ page }) => {
    await page.goto('/guides/business-in-turkey')
    const toc = page.getByRole('navigation', { name: 'Chapters' }).getByRole('listitem')
    await expect(toc).toHaveCount(13)
    await expect(toc.last()).toHaveText('15 Things to Know Before You Start')
    const things = page.getByRole('region', { name: /15 Things to Know Before You Start/ })
    await expect(things.getByRole('heading', { level: 3 })).toHaveText(/13\.\s*15 Things to Know Before You Start/)
    await expect(things.getByRole('listitem')).toHaveCount(15)
  })

  test('residence guide: a usable checklist with unticked boxes', async ({ page }) => {
    await gotoHydrated(page, '/guides/turkish-residence-permit-checklist')
    const checklist = page.getByRole('region', { name: 'Your residence permit checklist' })
    const boxes = checklist.getByRole('checkbox')
    expect(await boxes.count()).toBeGreaterThanOrEqual(10)
    for (const box of await boxes.all()) await expect(box).not.toBeChecked()
    // Every box has a label, and clicking the label ticks it.
    const first = boxes.first()
    const label = await first.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent ?? '')
    expect(label.length).toBeGreaterThan(5)
    await checklist.getByText(label, { exact: true }).click()
    await expect(first).toBeChecked()
    await first.click()
    await expect(first).not.toBeChecked()
  })
})
