import { describe, expect, it } from 'vitest'
import { site } from '../../src/config/site.ts'
import { facts } from '../../src/content/facts.ts'
import { fillTokens, renderRichText, type RichTextContext } from './rich-text.ts'

const { url: _url, features: _features, ...firm } = site
const en: RichTextContext = { figures: facts, firm, locale: 'en' }
const arabic: RichTextContext = { ...en, locale: 'ar', firm: { ...firm, hours: { ...firm.hours, days: 'من الاثنين إلى الجمعة' } } }

describe('renderRichText', () => {
  it('renders a Table: line above a table as the table’s caption', () => {
    const html = renderRichText('Table: Company types **compared**\n| Form | Suits |\n| --- | --- |\n| Ltd. | Small firms |', en)
    expect(html).toMatch(/^<table>\s*<caption>Company types <strong>compared<\/strong><\/caption>\s*<thead>/)
    expect(html).toContain('<td>Small firms</td>')
    expect(html).not.toContain('Table:')
  })

  it('leaves a Table: paragraph that no table follows as a paragraph', () => {
    expect(renderRichText('Table: of contents', en)).toBe('<p>Table: of contents</p>\n')
  })

  it('keeps <bdi> and its direction inline, with Markdown inside it', () => {
    const html = renderRichText('شركة <bdi>Ltd. Şti.</bdi> من <bdi dir="ltr">09:00–20:00</bdi> و<bdi>**A.Ş.**</bdi>', arabic)
    expect(html).toBe('<p>شركة <bdi>Ltd. Şti.</bdi> من <bdi dir="ltr">09:00–20:00</bdi> و<bdi><strong>A.Ş.</strong></bdi></p>\n')
  })

  it('fills legal figures in the language’s words and firm facts from the firm document', () => {
    expect(renderRichText('Within {{deportationAppealDays}}; founded in {{firm.founded}} by {{firm.name}}.', en)).toBe(
      `<p>Within 7 days; founded in ${site.founded} by ${site.name}.</p>\n`,
    )
    expect(fillTokens('Open {{firm.hours}}.', en)).toBe('Open Monday to Friday, 09:00–20:00 Istanbul time (GMT+3).')
    expect(fillTokens('{{ citizenshipPropertyUsd }}', { ...en, locale: 'tr' })).toBe('400.000 ABD doları')
  })

  it('takes figures from the document it is given, not from facts.ts', () => {
    expect(fillTokens('{{vatPercent}}', { ...en, figures: { ...facts, vatPercent: { percent: 18 } } })).toBe('18%')
  })

  it('refuses an unknown token, naming it', () => {
    expect(() => renderRichText('Within {{deportationAppealDay}}.', en)).toThrow(/Unknown token \{\{deportationAppealDay\}\}/)
    expect(() => fillTokens('{{firm.fax}}', en)).toThrow(/\{\{firm\.fax\}\}/)
  })

  it('sanitises with the posts’ sanitiser: no script, no javascript: link, no event handler', () => {
    const html = renderRichText(
      'Text <script>alert(1)</script>\n\n[click](javascript:alert(1)) <a href="/x" onclick="alert(1)">x</a>\n\n<img src="x" onerror="alert(1)">',
      en,
    )
    expect(html).not.toMatch(/script|javascript:|onclick|onerror|alert/)
    expect(html).toContain('<a href="/x">x</a>')
  })

  it('opens external links in a new tab as posts do, internal ones in place', () => {
    expect(renderRichText('[in](/contact-us) [out](https://example.org)', en)).toBe(
      '<p><a href="/contact-us">in</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a></p>\n',
    )
  })
})
