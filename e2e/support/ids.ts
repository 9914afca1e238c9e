import { expect, type Locator, type Page } from '@playwright/test'
import { checkboxStates, idProblemsInPage } from './in-page'

/** The page's id problems (idProblemsInPage, shared with the WebKit suite). */
export function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(idProblemsInPage)
}

/** Every id on the page is given once, is not empty, and every reference to an id finds its element. */
export async function expectUniqueIds(page: Page, where = page.url()): Promise<void> {
  expect(await idProblems(page), where).toEqual([])
}

/**
 * Clicking `label` ticks `box` and changes no other checkbox on the page (a label whose `for` names a repeated id
 * ticks the first box with that id instead), then clicking it again unticks it.
 */
export async function expectLabelTicksItsBox(page: Page, label: Locator, box: Locator): Promise<void> {
  const states = () => page.evaluate(checkboxStates)
  const before = await states()
  await expect(box, 'the box starts unticked').not.toBeChecked()
  await label.click()
  await expect(box, `clicking "${await label.textContent()}" ticks its own box`).toBeChecked()
  const after = await states()
  expect(
    after.filter((checked, i) => checked !== before[i]),
    'only one box changed',
  ).toHaveLength(1)
  await label.click()
  await expect(box).not.toBeChecked()
}

/**
 * The guide checklist's sections (fieldsets named by their legend): in each of the first two, clicking the label
 * of the first item ticks that item's box and no other (repeated ids send section 2's labels to section 1's boxes).
 */
export async function expectChecklistLabelsTickTheirBoxes(page: Page): Promise<void> {
  const sections = page.locator('fieldset').filter({ has: page.locator('input[type="checkbox"]') })
  expect(await sections.count(), 'the checklist has at least two sections').toBeGreaterThanOrEqual(2)
  for (const section of [sections.nth(0), sections.nth(1)]) {
    const item = section.getByRole('listitem').first()
    await expectLabelTicksItsBox(page, item.locator('label'), item.getByRole('checkbox'))
  }
}
