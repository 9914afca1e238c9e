import { expect, type Locator } from '@playwright/test'
import { leftToRightProblems, textBoxesIn, type TextBox } from './in-page'

export type { TextBox }

/** The rendered boxes of `pieces` in the element's text (textBoxesIn, shared with the WebKit suite). */
export function textBoxes(element: Locator, pieces: string[]): Promise<TextBox[]> {
  return element.evaluate(textBoxesIn, pieces)
}

/** Every match of `pattern` (global) in the text a reader sees in the element, in reading order. */
export function textMatches(element: Locator, pattern: RegExp): Promise<string[]> {
  return element.evaluate(
    (root, { source, flags }) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      let text = ''
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.parentElement?.closest('script, style, noscript, template')) text += (n as Text).data
      }
      return [...text.matchAll(new RegExp(source, flags))].map((m) => m[0])
    },
    { source: pattern.source, flags: pattern.flags },
  )
}

/**
 * Asserts that `pieces` (words or numbers of a left-to-right run: "34394", "İstanbul", "Türkiye") stand on one line,
 * each to the right of the one before: the run reads left to right as written, not split and reordered by the
 * right-to-left text around it.
 */
export async function expectLeftToRight(element: Locator, pieces: string[]): Promise<void> {
  expect(leftToRightProblems(await textBoxes(element, pieces))).toEqual([])
}
