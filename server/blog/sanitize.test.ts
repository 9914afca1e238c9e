import { describe, expect, it } from 'vitest'
import { sanitizePostHtml } from './sanitize.ts'

describe('post bodies', () => {
  it('keep <bdi> around a Latin name in Arabic text, and still drop scripts', () => {
    const html = '<p>راجع مكتب <bdi>e-Devlet</bdi> الإلكتروني<script>alert(1)</script></p>'
    expect(sanitizePostHtml(html)).toBe('<p>راجع مكتب <bdi>e-Devlet</bdi> الإلكتروني</p>')
  })
})
