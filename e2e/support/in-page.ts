/**
 * Functions that run inside the page, shared by both end-to-end suites: Playwright passes them to `page.evaluate` /
 * `locator.evaluate`, the WebKit suite (e2e/webkit) to WebdriverIO's `browser.execute`. Each is sent to the browser
 * as source text, so it must be self-contained: no imports, no variables from outside its own body, arguments and
 * result plain JSON (or, for an element argument, the element itself).
 */

/**
 * Whether React and the router have hydrated the server-rendered document: TanStack Router has read its dehydrated
 * data and the stream has ended (`window.$_TSR` is gone and `window.__TSR_ROUTER__` is set), React's root
 * (`hydrateRoot(document, ...)`) has committed, and the footer (the last part of the layout) carries React's props.
 */
export function documentIsHydrated(): boolean {
  const w = window as unknown as Record<string, unknown>
  if (document.readyState === 'loading' || w.$_TSR !== undefined || w.__TSR_ROUTER__ === undefined) return false
  const doc = document as unknown as Record<string, unknown>
  const containerKey = Object.keys(doc).find((k) => k.startsWith('__reactContainer$'))
  if (!containerKey) return false
  const hostRoot = doc[containerKey] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
  if (hostRoot?.stateNode?.current?.memoizedState?.isDehydrated !== false) return false
  const footer = document.querySelector('footer') as unknown as Record<string, unknown> | null
  return !!footer && Object.keys(footer).some((k) => k.startsWith('__reactProps$'))
}

/** Whether React has taken `el` over (its handlers are wired). */
export function hasReactProps(el: Element): boolean {
  return Object.keys(el).some((k) => k.startsWith('__reactProps$'))
}

/** The horizontal room the page's content takes beyond the viewport (0 when nothing sticks out). */
export function horizontalOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth
}

/**
 * The texts inside the visible elements matching `selector` that are set on more than one line, each as
 * "text: N lines". A text node's lines are told apart by where its boxes sit (a Range over it gives one box per line
 * piece), so an element that puts two texts on two lines by design (a name above a city) is not counted; text hidden
 * for screen readers only (clipped to 1 px) is left out.
 */
export function wrappedTexts(selector: string): string[] {
  const wrapped: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect()
      if (!node.textContent?.trim() || !box || box.width <= 1 || box.height <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const tops: number[] = []
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top)
      }
      if (tops.length > 1) wrapped.push(`${node.textContent.trim()}: ${tops.length} lines`)
    }
  }
  return wrapped
}

/** Where a piece of text stands on the page: the box of its first line, in CSS pixels. */
export interface TextBox {
  text: string
  left: number
  right: number
  top: number
  bottom: number
  /** How many lines the piece is spread over (1 when it is not broken). */
  lines: number
}

/**
 * The rendered boxes of `wanted`, found one after the other in `root`'s text (each after the one before, so a
 * repeated piece is the next one in reading order). A piece's box is a Range's client rectangle: where the browser
 * drew those characters after the bidi algorithm ordered the line, which is what a reader sees, whatever order the
 * characters have in the DOM. Throws when a piece is missing.
 */
export function textBoxesIn(root: Element, wanted: string[]): TextBox[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const nodes: { node: Text; start: number }[] = []
  let text = ''
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    // Structured data and styles are text nodes too, but nothing a reader sees.
    if (n.parentElement?.closest('script, style, noscript, template')) continue
    nodes.push({ node: n as Text, start: text.length })
    text += (n as Text).data
  }
  // The text node and offset of a character of the element's text.
  const at = (index: number, end: boolean) => {
    const hit = nodes.findLast((n) => (end ? n.start < index : n.start <= index))!
    return { node: hit.node, offset: index - hit.start }
  }
  let from = 0
  return wanted.map((piece) => {
    const index = text.indexOf(piece, from)
    if (index === -1) throw new Error(`"${piece}" is not in "${text.slice(from)}"`)
    from = index + piece.length
    const range = document.createRange()
    const start = at(index, false)
    const end = at(from, true)
    range.setStart(start.node, start.offset)
    range.setEnd(end.node, end.offset)
    // One rectangle per line and per bidi run the piece covers; a piece within one run on one line has one.
    const rects = [...range.getClientRects()].filter((r) => r.width > 0)
    const first = rects[0]
    const line = rects.filter((r) => Math.abs(r.top - first.top) < 1)
    return {
      text: piece,
      left: Math.min(...line.map((r) => r.left)),
      right: Math.max(...line.map((r) => r.right)),
      top: first.top,
      bottom: first.bottom,
      lines: new Set(rects.map((r) => Math.round(r.top))).size,
    }
  })
}

/**
 * What is wrong with `boxes` (textBoxesIn of the words of one left-to-right run: "34394", "İstanbul", "Türkiye") as a
 * run read left to right: each piece on the first one's line and to the right of the one before. Empty when the run
 * reads as written, not split and reordered by the right-to-left text around it. Pure, so both suites assert on it.
 */
export function leftToRightProblems(boxes: TextBox[]): string[] {
  const summary = boxes.map((b) => `${b.text}@${Math.round(b.left)},${Math.round(b.top)}`).join(' ')
  const problems: string[] = []
  for (let i = 1; i < boxes.length; i++) {
    if (Math.abs(boxes[i].top - boxes[0].top) >= 2) problems.push(`"${boxes[i].text}" is not on the line of "${boxes[0].text}": ${summary}`)
    else if (boxes[i].left < boxes[i - 1].right - 0.5)
      problems.push(`"${boxes[i].text}" is not right of "${boxes[i - 1].text}": ${summary}`)
  }
  return problems
}

/**
 * The page's ids and what points at them, as a browser reads them: ids given twice (a label or a fragment then finds
 * the first one only), empty ids, and references (`label for`, `aria-labelledby`, `aria-describedby`, same-page
 * `#fragment` links) that name no element. Not `aria-controls`: a closed menu's trigger names a panel that is
 * mounted only when open (Radix does the same).
 */
export function idProblemsInPage(): string[] {
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
}

/** The checked state of every checkbox on the page, in document order. */
export function checkboxStates(): boolean[] {
  return [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((b) => b.checked)
}
