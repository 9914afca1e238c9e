import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The page's ids and what points at them, as a browser reads them: ids given twice (a label or a fragment then finds
 * the first one only), empty ids, and references (`label for`, `aria-labelledby`, `aria-describedby`, same-page
 * `#fragment` links) that name no element. Not `aria-controls`: a closed menu's trigger names a panel that is
 * mounted only when open (Radix does the same). Plain DOM calls only, so every engine runs it.
 */
export async function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const seen = new Map<string, number>()
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1)
    for (const [id, count] of seen) {
      if (id.trim() === '' || /\s/.test(id)) problems.push(`id "${id}" is empty or has whitespace`)
      if (count > 1) problems.push(`id "${id}" is given ${count} times`)
    }
    const missing = (ref: string, what: string) => {
      if (!document.getElementById(ref)) problems.push(`${what} names "${ref}", which no element has`)
    }
    for (const label of document.querySelectorAll('label[for]')) missing(label.getAttribute('for')!, 'a label')
    for (const attr of ['aria-labelledby', 'aria-describedby']) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        for (const ref of el.getAttribute(attr)!.split(/\s+/).filter(Boolean)) missing(ref, attr)
      }
    }
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const fragment = decodeURIComponent(a.getAttribute('href')!.slice(1))
      if (fragment) missing(fragment, `the link "${a.textContent?.trim()}"`)
    }
    return problems
  })
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
  const states = () => page.locator('input[type="checkbox"]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked))
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
