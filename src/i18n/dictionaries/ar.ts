import type { Dictionary } from './en.ts'

/** Arabic interface strings (machine-made, not yet reviewed by a lawyer: see src/content/translations.ts). */
export const ar: Dictionary = {
  units: {
    usd: '{n} دولار أمريكي',
    try: '{n} ليرة تركية',
    percent: '{n}',
    // Arabic counts: 1 يوم واحد, 2 يومان, 3–10 أيام, 11–99 يومًا, 100 and up يوم.
    days: { one: 'يوم واحد', two: 'يومان', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' },
    workingDays: { one: 'يوم عمل واحد', two: 'يوما عمل', few: '{n} أيام عمل', many: '{n} يوم عمل', other: '{n} يوم عمل' },
    years: { one: 'سنة واحدة', two: 'سنتان', few: '{n} سنوات', many: '{n} سنة', other: '{n} سنة' },
  },
}
