import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 A and AA, the level the site (public and back office) is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeScope {
  /** CSS selectors of the parts to scan (an opened menu, a dialog); the whole page when absent. */
  include?: string[]
  /** CSS selectors left out of the scan. */
  exclude?: string[]
  /** Tags to check instead of WCAG_TAGS. */
  tags?: string[]
}

/**
 * The axe violations on the page as it is now, one line each: "rule (impact): first three targets".
 *
 * Runs @axe-core/playwright in its documented legacy mode (`setLegacyMode`), which runs `axe.run` in the page
 * itself. The default mode runs axe in every frame and then finishes the run in a new blank page of the same
 * context, which exists for cross-origin iframes: our pages have none (the map loads only on request, and no test
 * scans it). Measured on /about-us and the residence checklist on the shared 2-core machine, in one run: 11.5–22.5 s
 * per scan by default, 8.0–10.1 s in legacy mode, with the same violations and passes.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(scope.tags ?? WCAG_TAGS)
    .setLegacyMode(true)
    // Radix NavigationMenu's focus proxy: an aria-hidden span after an open trigger that forwards focus into the
    // menu the moment it receives it (by design), which axe reports as focusable-but-hidden.
    .exclude('nav[aria-label="Main"] li > span[aria-hidden="true"][tabindex="0"]')
  for (const selector of scope.include ?? []) builder = builder.include(selector)
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}
