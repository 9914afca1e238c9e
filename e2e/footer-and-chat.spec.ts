import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'

/** Footer and floating chat menu. */

const footer = (page: Page): Locator => page.getByRole('contentinfo')

/** The list of links under one footer column heading. */
const columnList = (page: Page, heading: string): Locator =>
  footer(page).getByRole('heading', { name: heading, exact: true }).locator('xpath=following-sibling::ul[1]')

test.describe('footer', () => {
  test('social links open in a new tab', async ({ page }) => {
    await page.goto('/faq')
    const social = footer(page).getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(4)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(social.first()).toContainText('LinkedIn')
  })

  test('quick links lead to the main pages', async ({ page }) => {
    await page.goto('/faq')
    const quick = columnList(page, 'Quick links')
    for (const [name, href] of [
      ['About us', '/about-us'],
      ['Our Team', '/our-team'],
      ['Services', '/services'],
      ['Guides', '/guides'],
      ['FAQ', '/faq'],
      ['Blog', '/blog'],
      ['Case Studies', '/case-studies'],
      ['Contact us', '/contact-us'],
    ]) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  test('the three service groups list every service (11, 11, 7)', async ({ page }) => {
    await page.goto('/faq')
    const groups = [
      {
        heading: 'Corporate',
        href: '/all-corporate-services',
        count: 11,
        sample: ['Company Establishment', '/services/company-establishment'],
      },
      {
        heading: 'Individual',
        href: '/all-individual-services',
        count: 11,
        sample: ['Work Permit in Turkey for Employees', '/services/work-permit-in-turkey-for-employees'],
      },
      {
        heading: 'Global Citizenship & Residency Programs',
        href: '/global-citizienship-programs',
        count: 7,
        sample: ['Saint Lucia Citizenship by Investment', '/services/saint-luca-citizienship'],
      },
    ]
    for (const group of groups) {
      await expect(footer(page).getByRole('heading', { name: group.heading, exact: true }).getByRole('link')).toHaveAttribute(
        'href',
        group.href,
      )
      const links = columnList(page, group.heading).getByRole('link')
      await expect(links).toHaveCount(group.count)
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
        expect(href).toMatch(/^\/services\/[a-z0-9-]+$/)
      }
      await expect(columnList(page, group.heading).getByRole('link', { name: group.sample[0], exact: true })).toHaveAttribute(
        'href',
        group.sample[1],
      )
    }
  })

  test('breadcrumb: Home / FAQ on /faq', async ({ page }) => {
    await page.goto('/faq')
    const crumbs = footer(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toHaveText(/^\s*Home\s*\/\s*FAQ\s*$/)
    await expect(crumbs.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('FAQ')
  })

  test('breadcrumb: Home / Services / service title on a service page', async ({ page }) => {
    await page.goto('/services/company-establishment')
    const crumbs = footer(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toHaveText(/^\s*Home\s*\/\s*Services\s*\/\s*Company Establishment\s*$/)
    await expect(crumbs.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services')
    await expect(crumbs.getByText('Company Establishment', { exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('breadcrumb: only the last crumb is announced as the current page', async ({ page }) => {
    await gotoHydrated(page, '/services/company-establishment')
    const crumbs = footer(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Company Establishment')
  })

  test('the breadcrumb follows client-side navigation', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await columnList(page, 'Quick links').getByRole('link', { name: 'Guides', exact: true }).click()
    await page.waitForURL('**/guides')
    await expect(footer(page).getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^\s*Home\s*\/\s*Guides\s*$/)
  })

  test('the about pages get their own footer background', async ({ page }) => {
    for (const [path, variant] of [
      ['/about-us', 'about'],
      ['/our-team', 'about'],
      ['/faq', 'default'],
      ['/contact-us', 'default'],
    ]) {
      await page.goto(path)
      await expect(footer(page), path).toHaveAttribute('data-variant', variant)
    }
  })

  test('the footer background also changes on client-side navigation', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await expect(footer(page)).toHaveAttribute('data-variant', 'default')
    const defaultBackground = await footer(page).evaluate(
      (el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor,
    )
    await columnList(page, 'Quick links').getByRole('link', { name: 'Our Team', exact: true }).click()
    await page.waitForURL('**/our-team')
    await expect(footer(page)).toHaveAttribute('data-variant', 'about')
    const aboutBackground = await footer(page).evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor)
    expect(aboutBackground).not.toBe(defaultBackground)
  })
})

test.describe('floating "Text us" menu', () => {
  test('toggles the WhatsApp, Telegram and WeChat links, each opening in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: 'Text us' })
    const chatList = page.getByRole('list', { name: 'Chat with us' })
    const chats = chatList.getByRole('link')

    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(chatList).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(chats).toHaveText([/^WhatsApp/, /^Telegram/, /^WeChat/])
    for (const link of await chats.all()) await expect(link).toBeVisible()
    const attributes = await chats.evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    )
    expect(attributes).toEqual([
      { href: expect.stringMatching(/^https:\/\/wa\.me\//), target: '_blank', rel: expect.stringMatching(/\bnoopener\b/) },
      { href: expect.stringMatching(/^https:\/\/t\.me\//), target: '_blank', rel: expect.stringMatching(/\bnoopener\b/) },
      { href: expect.stringMatching(/^https:\/\/[^/]*wechat/), target: '_blank', rel: expect.stringMatching(/\bnoopener\b/) },
    ])

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(chatList).toBeHidden()
  })
})
