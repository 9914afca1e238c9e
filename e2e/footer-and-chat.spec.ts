import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { ONE_ENGINE } from './support/sampling'

/** Footer and floating chat menu. */

const footer = (page: Page): Locator => page.getByRole('contentinfo')

/** The list of links under one footer column heading. */
const columnList = (page: Page, heading: string): Locator =>
  footer(page).getByRole('heading', { name: heading, exact: true }).locator('xpath=following-sibling::ul[1]')

test.describe('footer', () => {
  test('social links open in a new tab', { tag: ONE_ENGINE }, async ({ page }) => {
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

  test('quick links lead to the main pages', { tag: ONE_ENGINE }, async ({ page }) => {
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

  test('the three service groups list every service (11, 11, 7)', { tag: ONE_ENGINE }, async ({ page }) => {
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

  test('breadcrumb: Home / FAQ on /faq', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/faq')
    const crumbs = footer(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toHaveText(/^\s*Home\s*\/\s*FAQ\s*$/)
    await expect(crumbs.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('FAQ')
  })

  test('breadcrumb: Home / Services / service title on a service page', { tag: ONE_ENGINE }, async ({ page }) => {
    await page.goto('/services/company-establishment')
    const crumbs = footer(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toHaveText(/^\s*Home\s*\/\s*Services\s*\/\s*Company Establishment\s*$/)
    await expect(crumbs.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services')
    await expect(crumbs.getByText('Company Establishment', { exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('breadcrumb: only the last crumb is announced as the current page', { tag: ONE_ENGINE }, async ({ page }) => {
    await gotoHydrated(page, '/services/company-establishment')
    const crumbs = footer(page).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Company Establishment')
  })

  test('the breadcrumb follows client-side navigation', { tag: ONE_ENGINE }, async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await columnList(page, 'Quick links').getByRole('link', { name: 'Guides', exact: true }).click()
    await page.waitForURL('**/guides')
    await expect(footer(page).getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^\s*Home\s*\/\s*Guides\s*$/)
  })

  test('the about pages get their own footer background', { tag: ONE_ENGINE }, async ({ page }) => {
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

  test('the footer background also changes on client-side navigation', { tag: ONE_ENGINE }, async ({ page }) => {
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

/**
 * Rectangles of what the visitor reads or operates in the page's content area (below the sticky header): every
 * link, button, field and summary, and every line of text. The chat menu itself is left out.
 */
function contentBoxesOverlapping(toggle: { x: number; y: number; width: number; height: number }) {
  const header = document.querySelector('header')!.getBoundingClientRect()
  const chat = (el: Element) => !!el.closest('[data-chat-menu]')
  const visible = (el: Element) => {
    const style = getComputedStyle(el)
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
  }
  const hits = (r: DOMRect) => {
    // Only the part of the box below the header is on show; what scrolls under the header is behind it.
    const top = Math.max(r.top, header.bottom)
    return (
      r.width > 0 &&
      r.bottom > top &&
      r.left < toggle.x + toggle.width &&
      r.right > toggle.x &&
      top < toggle.y + toggle.height &&
      r.bottom > toggle.y
    )
  }
  const found: string[] = []
  for (const el of document.querySelectorAll(
    'main a, main button, main input, main select, main textarea, main summary, footer a, footer button',
  )) {
    if (chat(el) || !visible(el)) continue
    for (const r of el.getClientRects()) if (hits(r)) found.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || chat(parent) || parent.closest('header, script, style') || !visible(parent)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const r of range.getClientRects()) if (hits(r)) found.push(`text "${node.textContent.trim().slice(0, 40)}"`)
  }
  return found
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`"Text us" on a phone, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled })

    for (const path of ['/', '/contact-us', '/faq', '/services/company-establishment']) {
      test(`covers no text or control on ${path} at any scroll position`, async ({ page, browserName }) => {
        // Dozens of scroll positions on the long home page, each with a walk over every text node.
        test.slow()
        // Firefox over WebDriver BiDi runs scripts whatever javaScriptEnabled says: refuse the page's scripts there,
        // as e2e/no-js.spec.ts does.
        if (!javaScriptEnabled && browserName === 'firefox') await page.route(/\.m?js(\?|$)/, (route) => route.abort())
        if (javaScriptEnabled) await gotoHydrated(page, path)
        else await page.goto(path)
        const toggle = javaScriptEnabled
          ? page.getByRole('button', { name: 'Text us' })
          : page.locator('summary:visible', { hasText: 'Text us' })
        await expect(toggle).toBeVisible()
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
        const step = 400
        for (let y = 0; y <= height + step - 1; y += step) {
          const top = Math.min(y, height)
          await page.evaluate((t) => window.scrollTo({ top: t, behavior: 'instant' }), top)
          const box = await toggle.boundingBox()
          expect(box, `"Text us" is on screen at ${top} px`).not.toBeNull()
          const covered = await page.evaluate(contentBoxesOverlapping, box!)
          expect(covered, `under "Text us" at scroll ${top} px`).toEqual([])
        }
      })
    }
  })
}
