import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { expectChecklistLabelsTickTheirBoxes, expectUniqueIds } from './support/ids'

/**
 * The residence-permit guide's checklist in each language (issue 33): an item's label ticks that item's box, in the
 * first section and in the second, and no id on the page is given twice. The boxes' ids are made from the section
 * titles; made from a-z alone, the Arabic titles left nothing but the item's number, so every section repeated the
 * first one's ids and a label in section 2 ticked a box in section 1.
 */
for (const [locale, prefix] of [
  ['en', ''],
  ['tr', '/tr'],
  ['ar', '/ar'],
] as const) {
  test(`${locale}: a checklist label ticks its own box in sections 1 and 2, and every id is unique`, async ({ page }) => {
    // A long page (a guide with its form) in a slow engine on a shared machine.
    test.slow()
    await gotoHydrated(page, `${prefix}/guides/turkish-residence-permit-checklist`)
    await expectUniqueIds(page)
    await expectChecklistLabelsTickTheirBoxes(page)
  })
}

test('the Arabic and Turkish boxes keep their section titles in their own script', async ({ page }) => {
  for (const [path, letters] of [
    ['/ar/guides/turkish-residence-permit-checklist', /^checklist-[\p{Script=Arabic}-]+-\d+$/u],
    ['/tr/guides/turkish-residence-permit-checklist', /^checklist-[\p{Script=Latin}-]+-\d+$/u],
  ] as const) {
    await gotoHydrated(page, path)
    const ids = await page.locator('fieldset input[type="checkbox"]').evaluateAll((boxes) => boxes.map((b) => b.id))
    expect(ids.length, path).toBeGreaterThan(10)
    for (const id of ids) expect(id, path).toMatch(letters)
  }
  // "Başvurmadan önce" keeps its ş and ö.
  await expect(page.locator('input[type="checkbox"]').first()).toHaveAttribute('id', 'checklist-başvurmadan-önce-1')
})

/**
 * The guide form requires every field, the message too (the spec): the words beside it say so and say what to
 * write, in every language, instead of "if you mention your plans" (issue 33).
 */
test('the text beside the guide form asks for every field and says what to write in the message', async ({ page }) => {
  for (const [path, fillEvery, whatToWrite] of [
    ['/guides/turkish-residence-permit-checklist', 'Fill in every field', 'In the message, write a sentence or two about your plans'],
    ['/tr/guides/turkish-residence-permit-checklist', 'Tüm alanları doldurun', 'Mesajınıza planlarınızı bir iki cümleyle yazın'],
    ['/ar/guides/turkish-residence-permit-checklist', 'املؤوا جميع الحقول', 'اكتبوا في رسالتكم جملة أو جملتين عن خططكم'],
  ] as const) {
    await gotoHydrated(page, path)
    const section = page.locator('#document-request')
    await expect(section, path).toContainText(fillEvery)
    await expect(section, path).toContainText(whatToWrite)
    await expect(section.locator('textarea[name="message"]'), path).toHaveAttribute('aria-required', 'true')
  }
})
