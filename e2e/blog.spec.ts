import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { open } from './support/app'
import { waitForHydration } from './support/hydration'
import { apiPaths } from '../src/config/api'
import { pageTitle } from '../src/config/site'
import { ONE_ENGINE } from './support/sampling'

/**
 * Issue 4: the blog list (search, pages, URL), the article page, and the home page's recent posts, against the
 * real server with its 16 seeded sample posts.
 */

interface Post {
  projectId: number
  slug: string | null
  maintitle: string
  contentTitle: string
  content: string
  metaTitle: string | null
  metaDescription: string | null
  keywords: string[]
  createdAt: string
}

const API = apiPaths.projects
/** The list's own paginated call, which client-side navigation uses (any query string). */
const LIST_CALL = `**${apiPaths.blogList}*`
const ARTICLE_SLUG = 'buying-property-in-turkey-as-a-foreigner'

async function allPosts(request: APIRequestContext): Promise<Post[]> {
  const res = await request.get(API)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { success: boolean; data: Post[] }
  expect(body.success).toBe(true)
  return [...body.data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

/** Test-side copy of the spec's rule: lower-cased, punctuation removed, spaces to hyphens. */
function derivedSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** MM-DD-YYYY → "D MMMM YYYY". */
function shownDate(mmddyyyy: string): string {
  const [mm, dd, yyyy] = mmddyyyy.split('-').map(Number)
  return `${dd} ${MONTHS[mm - 1]} ${yyyy}`
}

const readMoreLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Read more/i })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Blog' })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' })
const cardTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading')

async function expectNoCrash(page: Page) {
  await expect(page.getByText('Application Error')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(searchBox(page)).toBeVisible()
}

test.describe('blog list', () => {
  test(
    'page 1 shows 12 cards with image, date, title and Read More, and a pagination nav',
    { tag: ONE_ENGINE },
    async ({ page, request }) => {
      const posts = await allPosts(request)
      expect(posts.length).toBe(16)
      const calls: string[] = []
      page.on('request', (r) => calls.push(new URL(r.url()).pathname))
      await open(page, '/blog')
      // The page arrives with its posts: hydrating it calls no blog API.
      expect(calls.filter((c) => c.startsWith('/api/'))).toEqual([])

      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
      await expect(searchBox(page)).toBeVisible()
      await expect(readMoreLinks(page)).toHaveCount(12)

      // The newest post comes first, with its picture, its date as "D MMMM YYYY" and a link to its article.
      const newest = posts[0]
      const first = page.getByRole('main').getByRole('article').first()
      await expect(first.getByRole('heading', { name: newest.maintitle })).toBeVisible()
      await expect(first.getByRole('img')).toBeVisible()
      await expect(first.getByText(shownDate(newest.contentTitle), { exact: true })).toBeVisible()
      expect(shownDate(newest.contentTitle)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
      await expect(first.getByRole('link', { name: /^Read more/i })).toContainText('Read More')
      await expect(first.getByRole('link', { name: /^Read more/i })).toHaveAttribute('href', `/blog/${newest.slug}`)

      // Cards are in order, newest first.
      await expect(cardTitles(page)).toHaveText(posts.slice(0, 12).map((p) => p.maintitle))

      await expect(pager(page)).toBeVisible()
      await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
      await expect(pager(page).getByRole('link', { name: 'Page 2' })).toBeVisible()
    },
  )

  test('a page from the server’s page cache, rendered minutes ago, hydrates without fetching its posts again', async ({ page }) => {
    // The browser's clock runs ten minutes ahead of the server: the page's data looks ten minutes old.
    await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) })
    const calls: string[] = []
    page.on('request', (r) => calls.push(new URL(r.url()).pathname))
    await open(page, '/blog?page=2')
    await expect(readMoreLinks(page)).toHaveCount(4)
    await page.waitForLoadState('networkidle')
    expect(calls.filter((c) => c.startsWith('/api/'))).toEqual([])
  })

  test('page 2 shows the remaining four posts at /blog?page=2', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    await open(page, '/blog')
    await pager(page).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(readMoreLinks(page)).toHaveCount(4)
    await expect(cardTitles(page)).toHaveText(posts.slice(12).map((p) => p.maintitle))
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test(
    'search matches title, description and body, title matches first, and resets to page 1',
    { tag: ONE_ENGINE },
    async ({ page, request }) => {
      const posts = await allPosts(request)
      const byTitle = posts.filter((p) => p.maintitle.toLowerCase().includes('residence'))
      const onlyInContent = posts.filter(
        (p) => !p.maintitle.toLowerCase().includes('residence') && p.content.toLowerCase().includes('residence'),
      )
      expect(byTitle.length).toBeGreaterThan(0)
      // Makes the test meaningful: some posts mention residence in their text but not in their title.
      expect(onlyInContent.length).toBeGreaterThan(0)

      await open(page, '/blog?page=2')
      await expect(readMoreLinks(page)).toHaveCount(4)
      await searchBox(page).fill('RESIDENCE')

      await expect(page).toHaveURL(/\/blog\?q=RESIDENCE$/)
      await expect(readMoreLinks(page)).toHaveCount(Math.min(12, byTitle.length + onlyInContent.length))
      await expect(cardTitles(page).first()).toHaveText(byTitle[0].maintitle)
      const shown = await cardTitles(page).allTextContents()
      expect(shown.slice(0, byTitle.length)).toEqual(byTitle.map((p) => p.maintitle))
      expect(shown).toContain(onlyInContent[0].maintitle)
    },
  )

  test(
    '"visa" finds the four posts about visas, each with an excerpt that marks the word',
    { tag: ONE_ENGINE },
    async ({ page, request }) => {
      const posts = await allPosts(request)
      expect(posts.filter((p) => /visa/i.test(p.maintitle))).toEqual([])
      await open(page, '/blog')
      await searchBox(page).fill('visa')
      await expect(page).toHaveURL(/\/blog\?q=visa$/)
      await expect(readMoreLinks(page)).toHaveCount(4)
      const cards = page.getByRole('main').getByRole('listitem')
      for (let i = 0; i < 4; i++) await expect(cards.nth(i).locator('mark').first()).toHaveText(/^visa$/i)
    },
  )

  test('emptying the search restores the full first page and its pagination', async ({ page }) => {
    await open(page, '/blog')
    await searchBox(page).fill('visa')
    await expect(page).toHaveURL(/\?q=visa$/)
    await expect(readMoreLinks(page)).toHaveCount(4)

    await searchBox(page).fill('')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(readMoreLinks(page)).toHaveCount(12)
    await expect(pager(page)).toBeVisible()
  })

  test('a search matching nothing shows an empty state with a way back', { tag: ONE_ENGINE }, async ({ page }) => {
    await open(page, '/blog')
    await searchBox(page).fill('zzqx no such words')
    await expect(page.getByText(/No articles match/)).toBeVisible()
    await expect(readMoreLinks(page)).toHaveCount(0)
    await expect(pager(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Show all articles' }).click()
    await expect(readMoreLinks(page)).toHaveCount(12)
    await expect(searchBox(page)).toHaveValue('')
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('URL round trip: /blog?q=permit opens the filtered list with the box filled in', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    const matching = posts.filter((p) => p.maintitle.toLowerCase().includes('permit'))
    expect(matching.length).toBeGreaterThan(1)

    const response = await open(page, '/blog?q=permit')
    expect(response?.status()).toBe(200)
    await expect(searchBox(page)).toHaveValue('permit')
    // Title matches first; posts that mention permits only in their text follow.
    await expect(cardTitles(page).first()).toHaveText(matching[0].maintitle)
    expect((await cardTitles(page).allTextContents()).slice(0, matching.length)).toEqual(matching.map((p) => p.maintitle))
  })

  test('the served /blog HTML already holds the filtered list (no JavaScript needed)', { tag: ONE_ENGINE }, async ({ request }) => {
    const res = await request.get('/blog?q=permit')
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="permit"|<input[^>]*value="permit"[^>]*name="q"/)
    expect(html).toContain('Residence Permits')
  })

  test('back and forward move between page 1 and page 2', async ({ page, request }) => {
    const posts = await allPosts(request)
    await open(page, '/blog')
    await pager(page).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(readMoreLinks(page)).toHaveCount(4)

    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(readMoreLinks(page)).toHaveCount(12)
    await expect(cardTitles(page).first()).toHaveText(posts[0].maintitle)

    await page.goForward()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(readMoreLinks(page)).toHaveCount(4)
    await expect(cardTitles(page).first()).toHaveText(posts[12].maintitle)
  })

  test('a card opens its article without a page load, and back returns to the same list page', async ({ page, request }) => {
    const posts = await allPosts(request)
    await open(page, '/blog?page=2')
    const calls: string[] = []
    page.on('request', (r) => calls.push(new URL(r.url()).pathname))
    await page.getByRole('main').getByRole('link', { name: posts[13].maintitle, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${posts[13].slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[13].maintitle)
    // Client-side: the article came from its own call, not a new document or the whole list.
    expect(calls).toContain(`${apiPaths.blogArticle}/${posts[13].slug}`)
    expect(calls).not.toContain(`/blog/${posts[13].slug}`)
    expect(calls).not.toContain(API)

    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(cardTitles(page)).toHaveText(posts.slice(12).map((p) => p.maintitle))
  })

  test('bad page values fall back gracefully', { tag: ONE_ENGINE }, async ({ page }) => {
    const notANumber = await page.goto('/blog?page=abc')
    expect(notANumber?.status()).toBe(200)
    await waitForHydration(page)
    await expectNoCrash(page)
    await expect(readMoreLinks(page)).toHaveCount(12)

    const tooFar = await page.goto('/blog?page=999')
    expect(tooFar?.status()).toBe(200)
    await waitForHydration(page)
    await expectNoCrash(page)
    // Clamped to the last page.
    await expect(readMoreLinks(page)).toHaveCount(4)
  })

  test('a numeric q works: the box shows it and the list is filtered by it', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    const with500 = posts.filter((p) => p.maintitle.includes('500'))
    expect(with500.length).toBeGreaterThan(0)
    const textWith500 = posts.filter(
      (p) => !p.maintitle.includes('500') && `${p.metaDescription} ${p.content.replace(/<[^>]*>/g, ' ')}`.includes('500'),
    )

    await page.goto('/blog?q=500')
    await waitForHydration(page)
    await expectNoCrash(page)
    await expect(searchBox(page)).toHaveValue('500')
    await expect(cardTitles(page)).toHaveText([...with500, ...textWith500].map((p) => p.maintitle))

    await page.goto('/blog?q=123')
    await waitForHydration(page)
    await expectNoCrash(page)
    await expect(searchBox(page)).toHaveValue('123')
    await expect(page.getByText(/No articles match/)).toBeVisible()
    // A shared link keeps its plain form (no JSON quotes added by the router).
    expect(new URL(page.url()).search).toBe('?q=123')
  })

  test('a spinner shows while the posts load on a client-side visit', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    // A page whose HTML carries no blog posts, so going to /blog has to call the API.
    await open(page, '/about-us', (p) => p.locator('header'))
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(LIST_CALL, async (route) => {
      await gate
      await route.continue()
    })

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
    release()

    await expect(page).toHaveURL(/\/blog$/)
    await expect(readMoreLinks(page)).toHaveCount(12)
    await expect(cardTitles(page).first()).toHaveText(posts[0].maintitle)
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0)
  })

  test('when the API fails the page still works: heading, search box, empty list', { tag: ONE_ENGINE }, async ({ page }) => {
    await open(page, '/about-us', (p) => p.locator('header'))
    await page.route(LIST_CALL, (route) => route.fulfill({ status: 500, body: 'Internal error' }))

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expectNoCrash(page)
    await expect(readMoreLinks(page)).toHaveCount(0)
    await expect(pager(page)).toHaveCount(0)
  })

  test(
    'when TanStack Query’s code cannot be fetched, trying again fetches it and shows the posts',
    { tag: ONE_ENGINE },
    async ({ page, request }) => {
      const posts = await allPosts(request)
      // A page whose HTML carries no blog posts, so Query's code is not loaded yet.
      await open(page, '/about-us', (p) => p.locator('header'))
      // As after a deploy that removed the old chunk, or a dropped connection.
      let block = true
      await page.route(/\/assets\/query-client-[^/]+\.js$/, (route) => (block ? route.abort() : route.continue()))
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible()

      block = false
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(readMoreLinks(page)).toHaveCount(12)
      await expect(cardTitles(page).first()).toHaveText(posts[0].maintitle)
    },
  )
})

test.describe('blog search form and pages, for keyboard and screen-reader users', () => {
  test('the Search button (WCAG H32) takes focus to the results heading, which says what is shown', async ({ page }) => {
    await open(page, '/blog')
    const button = page.getByRole('search').getByRole('button', { name: 'Search' })
    await expect(button).toBeVisible()
    await searchBox(page).fill('visa')
    await searchBox(page).press('Enter')
    const heading = page.getByRole('heading', { level: 2, name: /Results for “visa”/ })
    await expect(heading).toBeFocused()
    await expect(heading).toContainText('4 posts')
  })

  test('after choosing page 2, focus is on the results heading, which reads "Page 2 of 2, 4 posts"', async ({ page }) => {
    await open(page, '/blog')
    const link = pager(page).getByRole('link', { name: 'Page 2' })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    const heading = page.getByRole('heading', { level: 2, name: /All articles/ })
    await expect(heading).toBeFocused()
    await expect(heading).toContainText('Page 2 of 2, 4 posts')
    await expect(heading).toBeInViewport()
    // The next Tab goes on into the new page's cards, not back to the header or the old link.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('main').getByRole('listitem').first().locator(':focus')).toHaveCount(1)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the Search button sends the form and /blog?q=visa shows the four posts with their marked excerpts', async ({ page }) => {
      await page.goto('/blog')
      await searchBox(page).fill('visa')
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/blog\?q=visa$/)
      await expect(readMoreLinks(page)).toHaveCount(4)
      await expect(page.getByRole('main').getByRole('listitem').locator('mark')).not.toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2, name: /Results for “visa”/ })).toContainText('4 posts')
    })
  })
})

test.describe('blog article', () => {
  test('shows title, date, first image, content and the 7 most recent posts', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    const post = posts.find((p) => p.slug === ARTICLE_SLUG)!
    expect(post).toBeTruthy()

    await open(page, `/blog/${ARTICLE_SLUG}`)
    const article = page.getByRole('main').getByRole('article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.maintitle)
    await expect(article.getByText(shownDate(post.contentTitle), { exact: true })).toBeVisible()
    await expect(article.getByRole('img').first()).toBeVisible()
    // The HTML content: its first paragraph's text is on the page.
    const firstParagraph = /<p>(.*?)<\/p>/s
      .exec(post.content)?.[1]
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim()
    expect(firstParagraph).toBeTruthy()
    await expect(article.getByText(firstParagraph!.slice(0, 60))).toBeVisible()

    const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Recently Added Blogs' }) })
    await expect(sidebar).toBeVisible()
    const links = sidebar.getByRole('link')
    await expect(links).toHaveCount(7)
    const newest7 = posts.slice(0, 7)
    for (let i = 0; i < 7; i++) {
      await expect(links.nth(i)).toContainText(newest7[i].maintitle)
      await expect(links.nth(i)).toContainText(shownDate(newest7[i].contentTitle))
      await expect(links.nth(i)).toHaveAttribute('href', `/blog/${newest7[i].slug}`)
    }
  })

  test(
    'the served HTML (no JavaScript) carries the post title, description, keywords, Open Graph and canonical',
    { tag: ONE_ENGINE },
    async ({ request }) => {
      const posts = await allPosts(request)
      const post = posts.find((p) => p.slug === ARTICLE_SLUG)!
      const res = await request.get(`/blog/${ARTICLE_SLUG}`)
      expect(res.status()).toBe(200)
      const html = await res.text()
      const head = html.slice(0, html.indexOf('</head>'))

      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]
      // The firm's name only where the whole title stays within 60 characters (ADR 21); this one is 62 with it.
      expect(title).toBe(pageTitle(post.metaTitle ?? post.maintitle))
      expect(title!.length).toBeLessThanOrEqual(60)
      expect(head).toMatch(
        new RegExp(`<meta name="description" content="[^"]*${escapeRe((post.metaDescription ?? post.maintitle).slice(0, 40))}`),
      )
      expect(head).toMatch(/<meta name="keywords" content="[^"]+"/)
      for (const keyword of post.keywords) expect(/<meta name="keywords" content="([^"]*)"/.exec(head)?.[1]).toContain(keyword)
      expect(head).toMatch(new RegExp(`<meta property="og:title" content="[^"]*${escapeRe(post.metaTitle ?? post.maintitle)}`))
      expect(head).toContain('<meta property="og:type" content="article"')
      expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${ARTICLE_SLUG}"`))
      // And the article itself is in the body.
      expect(html).toContain(escapeHtml(post.maintitle))
    },
  )

  test('a post is also found by the slug derived from its title', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    // A title with punctuation (colon, comma), whose derived slug differs from its stored slug.
    const post = posts.find((p) => /[:,]/.test(p.maintitle) && derivedSlug(p.maintitle) !== p.slug)!
    expect(post).toBeTruthy()
    const slug = derivedSlug(post.maintitle)
    expect(slug).not.toMatch(/[^a-z0-9-]/)

    const response = await open(page, `/blog/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.maintitle)
  })

  test('an unknown article answers 404 with a not-found page', { tag: ONE_ENGINE }, async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i)
    await expect(page.getByRole('main').getByRole('link', { name: /Blog/ })).toHaveAttribute('href', '/blog')
  })
})

test.describe('home page posts', () => {
  test('shows the three most recent posts and View All goes to /blog', { tag: ONE_ENGINE }, async ({ page, request }) => {
    const posts = await allPosts(request)
    await open(page, '/')
    const section = page.getByRole('region', { name: 'Recent articles' })
    await expect(section.getByRole('article')).toHaveCount(3)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(posts.slice(0, 3).map((p) => p.maintitle))

    await section.getByRole('link', { name: /View All/ }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(readMoreLinks(page)).toHaveCount(12)
  })
})

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
