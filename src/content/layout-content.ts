import type { ContentName } from '../lib/content-source.ts'

/**
 * The content modules the layout needs on every page: a language without them has no pages. Their copy reaches the
 * browser as the root loader's data (src/lib/content-source.ts `LayoutData`), not as a chunk.
 */
export const LAYOUT_CONTENT = ['service-catalogue'] as const satisfies readonly ContentName[]
