import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_URL, siteUrlFrom, withoutTrailingSlash } from './url'
import { escapeHtml } from './html'

describe('withoutTrailingSlash', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(withoutTrailingSlash('https://www.firm.example/')).toBe('https://www.firm.example')
    expect(withoutTrailingSlash('/faq//')).toBe('/faq')
    expect(withoutTrailingSlash('/faq')).toBe('/faq')
    expect(withoutTrailingSlash('/')).toBe('/')
    expect(withoutTrailingSlash('')).toBe('')
  })
})

describe('siteUrlFrom', () => {
  it('reads the one setting SITE_URL, falls back to VITE_SITE_URL, then the sample origin', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://www.firm.example/', VITE_SITE_URL: 'https://old.example' })).toBe('https://www.firm.example')
    expect(siteUrlFrom({ VITE_SITE_URL: 'https://old.example/' })).toBe('https://old.example')
    expect(siteUrlFrom({ SITE_URL: '' })).toBe(DEFAULT_SITE_URL)
  })
})

describe('escapeHtml', () => {
  it('makes text safe in HTML content, attributes and XML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;')
  })
})
