import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import { createRenderer } from '../../entry-server'
import { seedContentSource } from '../../../server/content/seed-source'
import { merge } from '../../content/documents'
import type { ContentSource } from '../../lib/content-source'
import type { Locale } from '../../i18n/locales'

/**
 * The Schedule buttons (issue 37; decisions, fourth round): the site's own booking page by default, in the same tab;
 * the firm's external scheduler, in a new tab, only when the firm document sets one that is not a sample.
 */
const seed = seedContentSource()
const firmFile = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../content/seed/firm/firm/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>

function withExternal(url: string | undefined): ContentSource {
  return {
    ...seed,
    layout: async (locale) => {
      const layout = await seed.layout(locale)
      return { ...layout, firm: { ...layout.firm, externalBookingUrl: url } }
    },
  }
}

async function scheduleOn(locale: Locale, content: ContentSource) {
  const { html } = await createRenderer('')(locale === 'en' ? '/contact-us' : `/${locale}/contact-us`, { locale, content })
  const window = new Window()
  window.document.write(html)
  return window.document.querySelector('aside[aria-labelledby="free-consultation"] a')!
}

describe('the Schedule button', () => {
  it.each(['en', 'tr', 'ar'] as const)('leads to the site’s own booking page in %s, in the same tab', async (locale) => {
    const link = await scheduleOn(locale, seed)
    expect(link.getAttribute('href')).toBe(locale === 'en' ? '/book-a-consultation' : `/${locale}/book-a-consultation`)
    expect(link.getAttribute('target')).toBeNull()
    expect(link.textContent).not.toMatch(/new tab|yeni sekme|علامة تبويب/)
  })

  it('opens the firm’s own scheduler in a new tab when the firm sets one', async () => {
    const link = await scheduleOn('en', withExternal('https://cal.aksoykaya.example/15min'))
    expect(link.getAttribute('href')).toBe('https://cal.aksoykaya.example/15min')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.textContent).toContain('opens in a new tab')
  })

  it('takes the setting from the firm document: none by default, and never a sample address', () => {
    const neutral = firmFile('neutral.json')
    const localized = firmFile('en.json')
    const firm = (booking: object) => merge('firm', { ...neutral, booking }, localized, { locale: 'en' })
    expect(merge('firm', neutral, localized, { locale: 'en' }).externalBookingUrl).toBeUndefined()
    expect(firm({ url: 'https://calendly.com/example-atlaslaw/15min', sample: true }).externalBookingUrl).toBeUndefined()
    expect(firm({ url: 'https://cal.aksoykaya.example/15min', sample: false }).externalBookingUrl).toBe(
      'https://cal.aksoykaya.example/15min',
    )
    expect(firm({ url: 'https://cal.aksoykaya.example/15min' }).externalBookingUrl).toBe('https://cal.aksoykaya.example/15min')
  })
})
