import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { NO_REDUCED_MOTION_OVER_BIDI } from './support/app'
import { site } from '../src/config/site'
import { formatIsoDay } from '../src/i18n/format'
import { seedContentSource } from '../server/content/seed-source.ts'
import { hasSamples } from '../src/content/samples'
import { sampleWording } from './support/sample-wording'

// The copy the test server publishes on its first run.
const seed = seedContentSource()
const faqPage = (await seed.faq('en'))!
const caseStudies = (await seed.caseStudies('en'))!
const testimonials = (await seed.testimonials('en'))!

/** Issue 11: review dates, sample wording, the firm's identity, the FAQ booking answer, service page order, FAQ motion. */

test.describe('last reviewed', () => {
  for (const path of ['/services/deportation', '/guides/turkish-residence-permit-checklist', '/faq']) {
    test(`${path} says when it was last reviewed, in the site's date format`, async ({ page }) => {
      await page.goto(path)
      const line = page.getByText(/^Last reviewed: /)
      await expect(line).toHaveText(
        /^Last reviewed: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      )
      if (path === '/faq') await expect(line).toHaveText(`Last reviewed: ${formatIsoDay(faqPage.lastReviewed, 'en')}`)
    })
  }

  test('the deportation page states the 7-day appeal period with its article', async ({ page }) => {
    await page.goto('/services/deportation')
    await expect(page.getByRole('main')).toContainText(
      'within 7 days of notification (article 53(3) of Law No. 6458, as amended by Law No. 7196',
    )
    await expect(page.getByRole('main')).not.toContainText('15 days')
  })
})

// Against whatever content ships: samples are called illustrative examples, real items are not.
test.describe('samples say so', () => {
  test('the case studies are called illustrative examples while they are samples', async ({ page }) => {
    const samples = hasSamples(caseStudies)
    await page.goto('/case-studies')
    const main = page.getByRole('main')
    await expect(main).toContainText(samples ? sampleWording.caseStudiesIntro.sample : sampleWording.caseStudiesIntro.real)
    await expect(main).not.toContainText(samples ? sampleWording.caseStudiesIntro.real : sampleWording.caseStudiesIntro.sample)
    const story = caseStudies.find((c) => c.slug === 'a-swift-return-overturning-an-unfair-entry-ban')!
    await page.goto(`/case-studies/${story.slug}`)
    if (story.sample) await expect(page.getByRole('main')).toContainText(sampleWording.caseStudyNote)
    else await expect(page.getByRole('main')).not.toContainText(sampleWording.caseStudyNote)
  })

  test('the testimonials are called illustrative examples while they are samples', async ({ page }) => {
    const samples = hasSamples(testimonials)
    await page.goto('/services')
    const testimonialsRegion = page.getByRole('region', {
      name: samples ? sampleWording.testimonialsTitle.sample : sampleWording.testimonialsTitle.real,
    })
    await expect(testimonialsRegion).toContainText(samples ? sampleWording.testimonialsIntro.sample : sampleWording.testimonialsIntro.real)
    await expect(testimonialsRegion).not.toContainText(
      samples ? sampleWording.testimonialsIntro.real : sampleWording.testimonialsIntro.sample,
    )
    await expect(testimonialsRegion.getByText(sampleWording.sampleLabel, { exact: true })).toHaveCount(
      testimonials.filter((t) => t.sample).length,
    )
  })
})

test.describe("the firm's identity", () => {
  test('the footer carries the imprint line', async ({ page }) => {
    await page.goto('/contact-us')
    const imprint = page.getByRole('contentinfo').getByTestId('imprint')
    // A sample identity marks each of its facts.
    const fact = (value: string) => (site.identity.sample ? `${value} (sample)` : value)
    const { identity } = site
    await expect(imprint).toContainText(fact(identity.registeredName))
    await expect(imprint).toContainText(
      `${fact(identity.lawyers[0].name)}, Istanbul Bar Association registration no. ${fact(identity.lawyers[0].registrationNumber)}`,
    )
    await expect(imprint).toContainText(`Tax office: ${fact(`${identity.taxOffice} Tax Office`)}, tax no. ${fact(identity.taxNumber)}`)
  })

  test('About us shows the legal information', async ({ page }) => {
    await page.goto('/about-us')
    const legal = page.getByRole('region', { name: 'Legal information' })
    await expect(legal).toContainText(site.identity.registeredName)
    await expect(legal).toContainText(site.identity.taxNumber)
  })

  test('the privacy notice names the data controller and dates itself like every other page', async ({ page }) => {
    await page.goto('/privacy-notice')
    await expect(page.getByText('Last updated 1 November 2026')).toBeVisible()
    const controller = page.locator('section', { has: page.getByRole('heading', { name: 'Data controller' }) })
    await expect(controller).toContainText(site.identity.registeredName)
    await expect(controller).toContainText(site.identity.lawyers[0].name)
    await expect(controller).toContainText(site.address.lines[0])
  })
})

const questions = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button')

test.describe('FAQ', () => {
  test('the booking answer points to the Schedule link, not the contact form', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const question = page.getByRole('button', { name: 'What happens in the free 15-minute consultation?' })
    await question.click()
    const answer = page.getByRole('region', { name: 'What happens in the free 15-minute consultation?' })
    await expect(answer).toContainText('use the Schedule link below')
    await expect(answer).not.toContainText('form on our contact page')
    const schedule = answer.getByRole('link', { name: /^Schedule/ })
    // The site's own booking page, in the same tab (issue 37); an external scheduler is the firm's setting.
    await expect(schedule).toHaveAttribute('href', '/book-a-consultation')
    await expect(schedule).not.toHaveAttribute('target', '_blank')
  })

  test('answers open and close with a short height and opacity transition, and the question does not move', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const third = questions(page).nth(2)
    // Position in the page, not in the viewport: Firefox's driver may scroll the question into view to click it.
    // Scrolled first, so the sticky header has already taken its compact height (it changes past 90 px).
    await third.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
    // The header shrinks with a transition, which moves everything below it: measure once it has finished.
    await page
      .locator('header')
      .first()
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    const pageY = () => third.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const before = await pageY()
    await third.click()
    const answer = page.getByRole('region', { name: await third.innerText() })
    await expect(answer).toBeVisible()
    const style = await answer.evaluate((el) => {
      const s = getComputedStyle(el)
      return { property: s.transitionProperty, duration: s.transitionDuration, opacity: s.opacity }
    })
    expect(style.property).toContain('grid-template-rows')
    expect(style.property).toContain('opacity')
    expect(style.duration.split(', ').slice(0, 2)).toEqual(['0.2s', '0.2s'])
    await expect.poll(() => answer.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    expect(await pageY()).toBe(before)
    await third.click()
    await expect(answer).toBeHidden()
  })

  test('no transition for visitors who prefer reduced motion', async ({ page, browserName }) => {
    test.skip(browserName === 'firefox', NO_REDUCED_MOTION_OVER_BIDI)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/faq')
    const first = questions(page).nth(0)
    await first.click()
    const answer = page.getByRole('region', { name: await first.innerText() })
    await expect(answer).toBeVisible()
    const durations = await answer.evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(durations.split(', ').every((d) => d === '0s')).toBe(true)
  })
})

test.describe('service page order', () => {
  const boxes = async (page: Page) => {
    const main = page.getByRole('main')
    const block = await main.getByRole('heading', { name: 'Book Your Free 15-Minute Consultation Now!' }).boundingBox()
    const image = await main.locator('article img').first().boundingBox()
    const description = await main.getByRole('heading', { level: 2, name: 'What this service covers' }).boundingBox()
    return { block: block!, image: image!, description: description! }
  }

  test('on a phone (375 px) the Free Consultation block comes before the hero image and the description', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/services/deportation')
    const { block, image, description } = await boxes(page)
    expect(block.y).toBeLessThan(image.y)
    expect(image.y).toBeLessThan(description.y)
  })

  test('on a wide screen the block sits beside the description', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/services/deportation')
    const { block, description } = await boxes(page)
    expect(block.x).toBeGreaterThan(description.x + description.width)
  })
})
