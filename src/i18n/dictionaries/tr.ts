import type { Dictionary } from './en.ts'

/** Turkish interface strings (machine-made, not yet reviewed by a lawyer: see src/content/translations.ts). */
export const tr: Dictionary = {
  units: {
    usd: '{n} ABD doları',
    try: '{n} TL',
    percent: '{n}',
    days: { other: '{n} gün' },
    workingDays: { other: '{n} iş günü' },
    years: { other: '{n} yıl' },
  },
}
