import { describe, expect, it } from 'vitest'
import { buildCrumbs, crumbOfPath } from './breadcrumb'
import { routeTreeIndex } from '../../router'
import { footerVariant } from './footer'
import { describeError, isChunkLoadError } from './error-page'
import { isItemActive } from './use-active-path'
import { mainNav as localNav } from '../../config/navigation'
import { createT } from '../../i18n/translate'
import { en } from '../../i18n/dictionaries/en'
import { seedContentSource } from '../../../server/content/seed-source'

const { serviceGroups } = await seedContentSource().layout('en')

const mainNav = localNav(createT('en', en), serviceGroups, 2022)
import { revealEnabled } from '../ui/reveal'
import { describe as describeMeta } from '../ui/seo'
import { pageTitle } from '../../config/site'

describe('breadcrumb', () => {
  it('goes from Home to the current page through known sections, named by their routes', () => {
    const { routesByPath } = routeTreeIndex()
    const t = createT('en', en)
    const labelOf = (p: string) => {
      const key = crumbOfPath(routesByPath, p)
      return key ? t(key) : undefined
    }
    const crumbs = (pathname: string, label: string | undefined) => buildCrumbs(pathname, label, labelOf)
    expect(crumbs('/', undefined)).toEqual([{ label: 'Home', path: '/' }])
    expect(crumbs('/faq', 'FAQ').map((c) => c.label)).toEqual(['Home', 'FAQ'])
    expect(crumbs('/services/labor-law', 'Labor Law').map((c) => c.label)).toEqual(['Home', 'Services', 'Labor Law'])
    expect(crumbs('/blog/some-post', 'Some Post').map((c) => c.path)).toEqual(['/', '/blog', '/blog/some-post'])
  })
})

describe('footer', () => {
  it('has its own background on /about-us and /our-team only', () => {
    expect(footerVariant('/about-us')).toBe('about')
    expect(footerVariant('/our-team')).toBe('about')
    expect(footerVariant('/faq')).toBe('default')
  })
})

describe('header active item', () => {
  const item = (id: string) => mainNav.find((i) => i.id === id)!
  it('highlights the entry of the current page, its dropdown pages and sub-lists', () => {
    expect(isItemActive(item('home'), '/')).toBe(true)
    expect(isItemActive(item('home'), '/faq')).toBe(false)
    expect(isItemActive(item('about'), '/our-team')).toBe(true)
    expect(isItemActive(item('services'), '/services/labor-law')).toBe(true)
    expect(isItemActive(item('services'), '/all-individual-services')).toBe(true)
    expect(isItemActive(item('blog'), '/blog/a-post')).toBe(true)
    expect(isItemActive(item('faq'), '/blog')).toBe(false)
  })
  it('lists the desktop-only Services overview link first in the Services dropdown', () => {
    const services = item('services').dropdown!
    expect(services[0]).toMatchObject({ title: 'Services', link: '/services', desktopOnly: true })
    expect(services.slice(1).map((g) => g.children!.length)).toEqual([11, 11, 7])
  })
})

describe('error page', () => {
  it('shows status and status text when known, else Application Error', () => {
    expect(describeError({ status: 503, statusText: 'Service Unavailable' }).heading).toBe('503 Service Unavailable')
    expect(describeError(new Error('boom'))).toEqual({ heading: 'Application Error', detail: 'boom' })
    // Chromium's and Firefox's words for a code chunk that could not be fetched: Try again reloads the page.
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.example/assets/faq-1.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.example/assets/faq-1.js'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
  })
})

describe('scroll-reveal', () => {
  const win = (width: number, reduce: boolean) => ({ innerWidth: width, matchMedia: () => ({ matches: reduce }) }) as unknown as Window
  it('runs from 768 px up, never for reduced motion', () => {
    expect(revealEnabled(win(1024, false))).toBe(true)
    expect(revealEnabled(win(768, false))).toBe(true)
    expect(revealEnabled(win(767, false))).toBe(false)
    expect(revealEnabled(win(1024, true))).toBe(false)
  })
})

describe('page metadata', () => {
  it('ends titles with the firm’s name only where the whole fits in 60 characters', () => {
    expect(pageTitle('FAQ')).toBe('FAQ – Atlas Law Istanbul')
    const long = 'Saint Kitts and Nevis Citizenship by Investment'
    expect(pageTitle(long)).toBe(long)
  })

  it('keeps descriptions as written when they fit, else whole sentences, never cut mid-word', () => {
    expect(describeMeta('Answers to common questions.')).toBe('Answers to common questions.')
    const first = 'Turkish residence permits for foreigners: short-term, family, student and long-term permits explained.'
    expect(describeMeta(`${first} Fees, documents and the appointment are covered step by step with examples.`)).toBe(first)
    const oneLong = `${'word '.repeat(40)}end.`
    const cut = describeMeta(oneLong)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut).toMatch(/ word…$/)
  })

  it('does not end a sentence at the full stop of an abbreviation such as "Law No." or "Art."', () => {
    const first =
      'How a foreign flat owner in Istanbul obtained a tourism rental permit under Law No. 7464 and Art. 5 of its rules, before her first guests.'
    expect(describeMeta(`${first} The permit took six weeks, and the neighbours' consent was the longest step of all.`)).toBe(first)
  })

  it('ends a sentence before one that starts with a numeral, as Turkish often writes', () => {
    const first = "Uzun süredir Türkiye'de yaşayan bir yabancı hakkında, süresi dolan izni nedeniyle sınır dışı etme kararı verildi."
    expect(
      describeMeta(`${first} 7 gün içinde dava açtık, ardından dönebilmesi için yasak kodunu kaldırttık ve aile yeniden bir araya geldi.`),
    ).toBe(first)
  })
})
