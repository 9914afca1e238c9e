import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated, scrollWindowTo } from './support/hydration'

/** Header navigation: desktop header at 1280 px, mobile drawer at 375 px. */

const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' })

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows every top-level entry', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    await expect(nav).toBeVisible()
    for (const [name, href] of [
      ['Home', '/'],
      ['Guides', '/guides'],
      ['FAQ', '/faq'],
      ['Blog', '/blog'],
      ['Case Studies', '/case-studies'],
      ['Contact us', '/contact-us'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // Entries with a dropdown are buttons that toggle it.
    await expect(nav.getByRole('button', { name: 'About us', exact: true })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('aria-expanded', 'false')
    // The order is the spec's (Radix NavigationMenu puts its list in a box of its own, hence no `:scope > ul`).
    await expect(nav.locator('ul').first().locator(':scope > li')).toHaveText([
      'Home',
      'About us',
      'Services',
      'Guides',
      'FAQ',
      'Blog',
      'Case Studies',
      'Contact us',
    ])
  })

  test('About us dropdown: opens on click with About us and Our Team; a second click closes it', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    const trigger = nav.getByRole('button', { name: 'About us', exact: true })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const aboutLink = nav.getByRole('link', { name: 'About us', exact: true })
    const teamLink = nav.getByRole('link', { name: 'Our Team', exact: true })
    await expect(aboutLink).toBeVisible()
    await expect(aboutLink).toHaveAttribute('href', '/about-us')
    await expect(teamLink).toBeVisible()
    await expect(teamLink).toHaveAttribute('href', '/our-team')

    // Same trigger again: closes instead of navigating.
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(teamLink).toBeHidden()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('About us dropdown: hovering or focusing Our Team swaps the image', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    await nav.getByRole('button', { name: 'About us', exact: true }).click()
    const image = page.getByTestId('about-dropdown-image')
    await expect(image).toBeVisible()
    const first = await image.getAttribute('src')
    expect(first).toBeTruthy()

    await nav.getByRole('link', { name: 'Our Team', exact: true }).hover()
    await expect(image).not.toHaveAttribute('src', first!)
    await nav.getByRole('link', { name: 'About us', exact: true }).focus()
    await expect(image).toHaveAttribute('src', first!)
    await nav.getByRole('link', { name: 'Our Team', exact: true }).focus()
    await expect(image).not.toHaveAttribute('src', first!)
  })

  test('a dropdown closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    const trigger = nav.getByRole('button', { name: 'About us', exact: true })
    await trigger.click()
    await expect(nav.getByRole('link', { name: 'Our Team', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Our Team', exact: true })).toBeHidden()
  })

  test('a dropdown closes on a click outside', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    const trigger = nav.getByRole('button', { name: 'Services', exact: true })
    await trigger.click()
    await expect(nav.getByRole('link', { name: 'Corporate Services', exact: true })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Corporate Services', exact: true })).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })

  const serviceGroups = [
    {
      title: 'Corporate Services',
      href: '/all-corporate-services',
      sample: 'Company Establishment',
      sampleHref: '/services/company-establishment',
    },
    {
      title: 'Individual Services',
      href: '/all-individual-services',
      sample: 'Work Permit in Turkey for Employees',
      sampleHref: '/services/work-permit-in-turkey-for-employees',
    },
    {
      title: 'Global Citizenship & Residency Programs',
      href: '/global-citizienship-programs',
      sample: 'Saint Lucia Citizenship by Investment',
      sampleHref: '/services/saint-luca-citizienship',
    },
  ]
  const chevronFor = (nav: Locator, groupTitle: string): Locator =>
    nav.getByRole('button', { name: new RegExp(`^(Show|Hide) ${groupTitle.replace(/[&]/g, '\\$&')}$`) })

  test('Services dropdown: the desktop-only Services link and three group headings linking to their pages', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    await nav.getByRole('button', { name: 'Services', exact: true }).click()
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services')
    for (const group of serviceGroups) {
      await expect(nav.getByRole('link', { name: group.title, exact: true })).toHaveAttribute('href', group.href)
    }
    await nav.getByRole('link', { name: 'Individual Services', exact: true }).click()
    await page.waitForURL('**/all-individual-services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Individual Services')
  })

  for (const group of serviceGroups) {
    test(`Services dropdown: the ${group.title} chevron expands and collapses its sub-list`, async ({ page }) => {
      await gotoHydrated(page, '/')
      const nav = mainNav(page)
      await nav.getByRole('button', { name: 'Services', exact: true }).click()
      const chevron = chevronFor(nav, group.title)
      const sample = nav.getByRole('link', { name: group.sample, exact: true })
      await expect(chevron).toHaveAttribute('aria-expanded', 'false')
      await expect(sample).toBeHidden()
      await chevron.click()
      await expect(chevron).toHaveAttribute('aria-expanded', 'true')
      await expect(sample).toBeVisible()
      await expect(sample).toHaveAttribute('href', group.sampleHref)
      await chevron.click()
      await expect(chevron).toHaveAttribute('aria-expanded', 'false')
      await expect(sample).toBeHidden()
    })
  }

  test('Services dropdown: the employee work-permit entry opens the employees page', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    await nav.getByRole('button', { name: 'Services', exact: true }).click()
    await chevronFor(nav, 'Individual Services').click()
    const employee = nav.getByRole('link', { name: /for Employees/ })
    await expect(employee).toHaveCount(1)
    await expect(employee).toHaveAttribute('href', '/services/work-permit-in-turkey-for-employees')
    await employee.click()
    await page.waitForURL('**/services/work-permit-in-turkey-for-employees')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work Permit in Turkey for Employees')
  })

  test('keyboard only: Tab to Services, Enter opens, Tab reaches links, Enter navigates', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    const trigger = nav.getByRole('button', { name: 'Services', exact: true })

    await page.locator('body').focus()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      if (await trigger.evaluate((el) => el === document.activeElement)) break
    }
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    const target = nav.getByRole('link', { name: 'Corporate Services', exact: true })
    await expect(target).toBeVisible()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      if (await target.evaluate((el) => el === document.activeElement)) break
    }
    await expect(target).toBeFocused()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/all-corporate-services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Services')
  })

  test('arrow keys move between the entries and into an open panel (Radix), mirrored in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNav(page)
    await nav.getByRole('link', { name: 'Home', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    const about = nav.getByRole('button', { name: 'About us', exact: true })
    await expect(about).toBeFocused()
    // Focus alone opens nothing: Enter does, and ArrowDown then enters the panel.
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'About us', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).toBeFocused()
    await page.keyboard.press('End')
    await expect(nav.getByRole('link', { name: 'Contact us', exact: true })).toBeFocused()

    // Right to left, the next entry is to the left.
    await gotoHydrated(page, '/ar/')
    const arNav = page.locator('header nav:has([data-menu-trigger])')
    await arNav.locator('a[href="/ar/"]').first().focus()
    await page.keyboard.press('ArrowLeft')
    await expect(arNav.locator('[data-menu-trigger="about"]')).toBeFocused()
  })

  test('the current page is highlighted', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Guides', exact: true })).not.toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page')

    // A page inside a dropdown marks its parent entry and its own link.
    await gotoHydrated(page, '/our-team')
    const about = nav.getByRole('button', { name: 'About us', exact: true })
    await expect(about).toHaveAttribute('data-active', 'true')
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('data-active', 'false')
    await about.click()
    await expect(nav.getByRole('link', { name: 'Our Team', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'About us', exact: true })).not.toHaveAttribute('aria-current', 'page')
  })

  test('the header changes style past 90 px of scroll and back at the top', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await scrollWindowTo(page, 80)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await scrollWindowTo(page, 300)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await scrollWindowTo(page, 0)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the hamburger opens a drawer with the accordion; Services has groups but no overview link', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(mainNav(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()

    for (const name of ['Home', 'Guides', 'FAQ', 'Blog', 'Case Studies', 'Contact us']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    const about = drawer.getByRole('button', { name: 'About us', exact: true })
    const services = drawer.getByRole('button', { name: 'Services', exact: true })
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(services).toHaveAttribute('aria-expanded', 'false')

    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer.getByRole('link', { name: 'Corporate Services', exact: true })).toHaveAttribute('href', '/all-corporate-services')
    await expect(drawer.getByRole('link', { name: 'Individual Services', exact: true })).toHaveAttribute('href', '/all-individual-services')
    await expect(drawer.getByRole('link', { name: 'Global Citizenship & Residency Programs', exact: true })).toHaveAttribute(
      'href',
      '/global-citizienship-programs',
    )
    // The desktop-only overview entry is left out of the drawer.
    await expect(drawer.getByRole('link', { name: 'Services', exact: true })).toHaveCount(0)

    // A group's chevron reveals its services.
    const chevron = drawer.getByRole('button', { name: /Individual Services/ })
    const employee = drawer.getByRole('link', { name: 'Work Permit in Turkey for Employees', exact: true })
    await expect(employee).toBeHidden()
    await chevron.click()
    await expect(chevron).toHaveAttribute('aria-expanded', 'true')
    await expect(employee).toBeVisible()
    await expect(employee).toHaveAttribute('href', '/services/work-permit-in-turkey-for-employees')

    // Opening About us collapses Services (one section at a time) and shows its two links.
    await about.click()
    await expect(drawer.getByRole('link', { name: 'Our Team', exact: true })).toBeVisible()
  })

  test('every entry of the drawer is set in one font', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' })
    await nav.getByRole('button', { name: 'Services', exact: true }).click()
    const fonts = await nav
      .locator('a, button')
      .evaluateAll((entries) =>
        entries.filter((e) => e.getClientRects().length > 0).map((e) => `${e.textContent?.trim()}: ${getComputedStyle(e).fontFamily}`),
      )
    const families = new Set(fonts.map((f) => f.slice(f.indexOf(': ') + 2)))
    expect(families.size, fonts.join('\n')).toBe(1)
    expect(fonts.some((f) => f.startsWith('About us:'))).toBe(true)
  })

  test('choosing a page in the drawer navigates and closes it', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.getByRole('button', { name: 'Services', exact: true }).click()
    await drawer.getByRole('button', { name: /Corporate Services/ }).click()
    await drawer.getByRole('link', { name: 'Company Establishment', exact: true }).click()
    await page.waitForURL('**/services/company-establishment')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Establishment')

    // And a plain entry too.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'FAQ', exact: true }).click()
    await page.waitForURL('**/faq')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  })
})
