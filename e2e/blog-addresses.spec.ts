import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support/hydration'

/**
 * An Arabic post's address is in Arabic, as a Turkish post's is in Turkish: the language prefix already tells them
 * apart (issue 33). The sample Arabic posts were first published as `/ar/blog/ar-<English slug>`: those addresses
 * answer 301 to the Arabic ones, in one hop, and the reader lands on the post, hydrated, at its Arabic address.
 */
const ARABIC_POSTS = [
  { old: 'ar-deportation-decision-in-turkey', slug: 'قرار-الترحيل-في-تركيا', title: 'ماذا تفعلون إذا تلقيتم قرار ترحيل في تركيا' },
  { old: 'ar-turkish-citizenship-by-investment', slug: 'الجنسية-التركية-عن-طريق-الاستثمار', title: 'الجنسية التركية عن طريق الاستثمار' },
  { old: 'ar-buying-property-in-turkey-as-a-foreigner', slug: 'شراء-العقارات-في-تركيا-للأجانب', title: 'شراء العقارات في تركيا للأجانب' },
]

test('the old ar- addresses of the Arabic posts answer 301 to their Arabic addresses', async ({ request }) => {
  for (const post of ARABIC_POSTS) {
    for (const old of [`/ar/blog/${post.old}`, `/blog/${post.old}`]) {
      const response = await request.get(old, { maxRedirects: 0 })
      expect(response.status(), old).toBe(301)
      expect(response.headers().location, old).toBe(encodeURI(`/ar/blog/${post.slug}`))
    }
  }
})

test('the Arabic blog links each post at its Arabic address, and the post opens there', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await gotoHydrated(page, '/ar/blog')
  const post = ARABIC_POSTS[0]
  const link = page.locator('main').getByRole('link', { name: post.title }).first()
  expect(decodeURI((await link.getAttribute('href'))!)).toBe(`/ar/blog/${post.slug}`)
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  expect(decodeURI(new URL(page.url()).pathname)).toBe(`/ar/blog/${post.slug}`)

  // Loaded afresh at that address, the page is the post, with its Arabic canonical link, percent-encoded.
  const response = await gotoHydrated(page, `/ar/blog/${post.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${encodeURI(`/ar/blog/${post.slug}`)}$`))
  // Its share image, named after the Arabic slug, is served.
  const image = await page.request.get(new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!).pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  expect(errors).toEqual([])
})

test("a Turkish post's language links lead to the Arabic post's Arabic address", async ({ page }) => {
  await gotoHydrated(page, '/tr/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim')
  const arabic = page.locator('footer a[hreflang="ar"]')
  expect(decodeURI((await arabic.getAttribute('href'))!)).toBe(`/ar/blog/${ARABIC_POSTS[1].slug}`)
  await arabic.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ARABIC_POSTS[1].title)
})
