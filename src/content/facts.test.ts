import { describe, expect, it } from 'vitest'
import { formatFact } from './facts'
import { en, type Dictionary } from '../i18n/dictionaries/en'
import { tr } from '../i18n/dictionaries/tr'
import { ar } from '../i18n/dictionaries/ar'

describe('legal figures written once', () => {
  it('write the same number in every language with its own unit words and digits', () => {
    const three = (locale: 'en' | 'tr' | 'ar', units: Dictionary['units']) =>
      (['deportationAppealDays', 'citizenshipPropertyUsd', 'titleDeedFeePercent'] as const).map((name) => formatFact(name, locale, units))
    expect(three('en', en.units)).toEqual(['7 days', 'USD 400,000', '4%'])
    expect(three('tr', tr.units)).toEqual(['7 gün', '400.000 ABD doları', '%4'])
    // Arabic: Latin digits, and the counted noun in the form Arabic uses for 3–10 (أيام) and 11–99 (يومًا).
    const arabic = three('ar', ar.units)
    expect(arabic.slice(0, 2)).toEqual(['7 أيام', '400,000 دولار أمريكي'])
    expect(arabic[2]).toMatch(/^4\u200e?%/)
    expect(formatFact('withdrawalDays', 'ar', ar.units)).toBe('14 يومًا')
  })
})
