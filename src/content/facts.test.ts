import { describe, expect, it } from 'vitest'
import { withFacts } from './facts'
import { en } from '../i18n/dictionaries/en'
import { tr } from '../i18n/dictionaries/tr'
import { ar } from '../i18n/dictionaries/ar'

describe('legal figures written once', () => {
  it('fill the same number into every language with its own unit words and digits', () => {
    const text = 'within {{deportationAppealDays}}; at least {{citizenshipPropertyUsd}}; {{titleDeedFeePercent}}'
    expect(withFacts('en', en.units, text)).toBe('within 7 days; at least USD 400,000; 4%')
    expect(withFacts('tr', tr.units, text)).toBe('within 7 gün; at least 400.000 ABD doları; %4')
    // Arabic: Latin digits, and the counted noun in the form Arabic uses for 3–10 (أيام) and 11–99 (يومًا).
    expect(withFacts('ar', ar.units, text)).toMatch(/^within 7 أيام; at least 400,000 دولار أمريكي; 4\u200e?%/)
    expect(withFacts('ar', ar.units, '{{withdrawalDays}}')).toBe('14 يومًا')
  })

  it('fills strings deep inside copy and leaves everything else alone', () => {
    const copy = { slug: 'x', items: [{ text: '{{vatPercent}}' }], sample: true, count: 3 }
    expect(withFacts('en', en.units, copy)).toEqual({ slug: 'x', items: [{ text: '20%' }], sample: true, count: 3 })
  })

  it('refuses a figure it does not know, naming it', () => {
    expect(() => withFacts('tr', tr.units, 'within {{deportationAppealDay}}')).toThrow(/\{\{deportationAppealDay\}\}/)
  })
})
