import { describe, expect, it } from 'vitest'
import { wrapTables } from './html-tables'

const region = (name: string) => `<div class="table-scroll" role="region" tabindex="0" aria-label="${name}">`

describe('wrapTables', () => {
  it('wraps each table in a focusable region named by its caption, else by the heading before it', () => {
    const html =
      '<h2>Costs &amp; fees</h2><p>x</p><table><tr><td>a</td></tr></table>' +
      '<table><caption>Who pays "what"</caption><tr><td>b</td></tr></table><h3>Later</h3><p>y</p>'
    expect(wrapTables(html)).toBe(
      `<h2>Costs &amp; fees</h2><p>x</p>${region('Costs &amp; fees')}<table><tr><td>a</td></tr></table></div>` +
        `${region('Who pays &quot;what&quot;')}<table><caption>Who pays "what"</caption><tr><td>b</td></tr></table></div><h3>Later</h3><p>y</p>`,
    )
  })

  it('wraps a table with a table nested in it once, around the outer one', () => {
    const html = '<table><tr><td><table><tr><td>in</td></tr></table></td></tr></table><p>after</p>'
    expect(wrapTables(html, 'Comparison')).toBe(`${region('Comparison')}${html.replace('<p>after</p>', '')}</div><p>after</p>`)
  })

  it('leaves HTML without tables as it is', () => {
    expect(wrapTables('<p>No table here</p>')).toBe('<p>No table here</p>')
  })
})
