import { expect, test } from '@playwright/test'

test('a page that fails to load shows the Application Error page with a retry that recovers', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  // As after a deploy that removed an old chunk: the FAQ page's code cannot be fetched.
  let block = true
  await page.route(/\/assets\/faq-[^/]+\.js$/, (route) => (block ? route.abort() : route.continue()))
  await expect(async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible({ timeout: 2000 })
  }).toPass()
  await expect(page.getByRole('alert')).toContainText('Something went wrong while showing this page')

  block = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible()
})
