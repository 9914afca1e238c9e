import { expect, type Page } from '@playwright/test'

export interface PanelBox {
  /** The trigger's text, in the page's language. */
  menu: string
  /** The open panel's box in CSS pixels, relative to the window's top left corner. */
  x: number
  y: number
  width: number
  height: number
  /** The window's width (the layout viewport, without a scroll bar). */
  windowWidth: number
}

/**
 * Opens each dropdown of the desktop menu in turn (the header's triggers, found by `data-menu-trigger`, so in any
 * language) and returns where its panel lies; each panel is closed again before the next one opens.
 * Engine-neutral, so every browser project can run it: a panel is inside the window when `x >= 0` and
 * `x + width <= windowWidth`.
 */
export async function dropdownPanelBoxes(page: Page): Promise<PanelBox[]> {
  const triggers = page.locator('header [data-menu-trigger]')
  await expect(triggers.first()).toBeVisible()
  const boxes: PanelBox[] = []
  for (const trigger of await triggers.all()) {
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panelId = await trigger.getAttribute('aria-controls')
    expect(panelId, 'an open trigger names its panel').toBeTruthy()
    const panel = page.locator(`[id="${panelId}"]`)
    await expect(panel).toBeVisible()
    // Past any opening animation: the box stops changing.
    let box = await panel.boundingBox()
    await expect
      .poll(async () => {
        const last = box
        box = await panel.boundingBox()
        return JSON.stringify(box) === JSON.stringify(last)
      })
      .toBe(true)
    const windowWidth = await page.evaluate(() => document.documentElement.clientWidth)
    boxes.push({ menu: (await trigger.innerText()).trim(), ...box!, windowWidth })
    // A second click closes it (a menu opens and closes on click).
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  }
  return boxes
}

/** The panels of `boxes` that do not lie wholly inside the window, described for a failure message. */
export function panelsOutsideWindow(boxes: PanelBox[]): string[] {
  return boxes
    .filter((b) => b.x < 0 || b.x + b.width > b.windowWidth + 0.5)
    .map((b) => `${b.menu}: ${Math.round(b.x)}…${Math.round(b.x + b.width)} px in a ${b.windowWidth} px window`)
}
