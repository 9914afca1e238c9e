import type { ContentName } from './registry.ts'

/**
 * The content modules the layout needs on every page, loaded with the language's strings before a page renders or
 * hydrates (src/i18n/load.ts). The size budget counts them on every page type (scripts/budget.ts).
 */
export const LAYOUT_CONTENT = ['service-catalogue'] as const satisfies readonly ContentName[]
