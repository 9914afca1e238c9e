import { describe, expect, it } from 'vitest'
import { sanitizePostHtml } from './sanitize.ts'

describe('post bodies', () => {
  it('keep <bdi> around a Latin name in Arabic text, and still drop scripts', () => {
    const html = '<p>راجع مكتب <bdi>e-Devlet</bdi> الإلكتروني<script>alert(1)</script></p>'
    expect(sanitizePostHtml(html)).toBe('<p>راجع مكتب <bdi>e-Devlet</bdi> الإلكتروني</p>')
  })

  it('keep the direction of a <bdi>, and only a direction', () => {
    const html = '<p>من <bdi dir="ltr">09:00–20:00</bdi> <bdi dir="up" onclick="x()">Atlas</bdi></p>'
    expect(sanitizePostHtml(html)).toBe('<p>من <bdi dir="ltr">09:00–20:00</bdi> <bdi>Atlas</bdi></p>')
  })
})
