import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENTRY_BUDGET, entryJs, FIRST_LOAD_BUDGET, firstLoadJs, measure, report } from './budget'
import { inlineStylesheets, withoutModulePreloads } from './build'
import { sitePages } from './site-pages'

/** A page as the server sends it (the build no longer prerenders pages: scripts/site-pages.ts renders them). */
const servedPage = async (pathname: string) => (await sitePages()).find((p) => p.path === pathname)!.html

// Rendering every page through the server's app takes 15-25 s on a loaded machine; the page figures need them all.
const RENDER_ALL_MS = 120_000

describe('size budgets', () => {
  it(
    'keeps the initial bundle, each page type’s first load, pages and media within budget (figures printed)',
    { timeout: RENDER_ALL_MS },
    async () => {
      const figures = await measure()
      console.log(`\n${report(figures)}`)
      for (const f of figures) expect(f.bytes, f.name).toBeLessThanOrEqual(f.budget)
    },
  )

  it('holds the decisions file figures: the entry ≤ 135 KB gzip, each page type ≤ 30 KB above it', () => {
    expect(ENTRY_BUDGET).toBe(135 * 1024)
    expect(FIRST_LOAD_BUDGET - ENTRY_BUDGET).toBe(30 * 1024)
  })

  it('counts the desktop menu, Radix NavigationMenu, in the entry every page loads (ADR 11)', () => {
    const code = entryJs()
      .map((f) => readFileSync(path.join(import.meta.dirname, '../dist/client', f), 'utf8'))
      .join('\n')
    expect(code).toContain('NavigationMenuContent')
  })

  it('leaves the form library, zod, TanStack Query and the Radix dialog and accordion out of first loads that do not use them', () => {
    // Strings each library keeps in its built code (names it reports itself by), so the check reads what a
    // browser would download rather than trusting chunk names.
    const markers = {
      'TanStack Form': 'submissionAttempts',
      zod: '$ZodType',
      'Radix dialog': 'DialogContent',
      'Radix accordion': 'AccordionTrigger',
      'TanStack Query': 'Missing queryFn',
    }
    // Which page types draw these widgets in their first view: /our-team opens profiles in a dialog, the FAQ is
    // an accordion; the blog's list and articles read posts through Query (ADR 14), home's cards are loader data. Forms and the mobile menu's drawer fetch
    // their code later, on approach or on use.
    const uses: Record<string, string[]> = {
      team: ['Radix dialog'],
      FAQ: ['Radix accordion'],
      '/blog': ['TanStack Query'],
      article: ['TanStack Query'],
    }
    const found: string[] = []
    for (const page of firstLoadJs()) {
      const code = page.files.map((f) => readFileSync(path.join(import.meta.dirname, '../dist/client', f), 'utf8')).join('\n')
      for (const [library, marker] of Object.entries(markers)) {
        if (code.includes(marker) && !uses[page.name]?.includes(library)) found.push(`${page.name}: ${library}`)
      }
    }
    expect(found).toEqual([])
  })

  it('leaves Markdown, the sanitiser, the content model’s field registry and the back office out of every public first load', () => {
    // ADR 36: rich text is rendered and sanitised on the server, the field registry and the editor are the back
    // office's. Each marker is a string its code keeps when built, checked below against that code itself, so the
    // check cannot pass by looking for something nothing contains.
    const markers: Record<string, { marker: string; source: string }> = {
      marked: { marker: 'input parameter is undefined or null', source: 'node_modules/marked/lib/marked.esm.js' },
      'sanitize-html': { marker: 'allowedSchemesAppliedToAttributes', source: 'node_modules/sanitize-html/index.js' },
      // src/content/model.ts's runtime values: the document types and the `fields` registry beside them.
      'the content model (fields registry)': { marker: 'legal-figures', source: 'src/content/model.ts' },
      'the back office (src/admin)': { marker: '/admin/api/', source: adminClientJs() },
    }
    const root = path.join(import.meta.dirname, '..')
    for (const [name, { marker, source }] of Object.entries(markers)) {
      expect(readFileSync(path.join(root, source), 'utf8'), `${name}'s own code carries its marker`).toContain(marker)
    }
    const found: string[] = []
    for (const page of firstLoadJs()) {
      const code = page.files.map((f) => readFileSync(path.join(root, 'dist/client', f), 'utf8')).join('\n')
      for (const [name, { marker }] of Object.entries(markers)) if (code.includes(marker)) found.push(`${page.name}: ${name}`)
    }
    expect(found).toEqual([])
  })

  it('keeps the firm’s facts (src/config/site.ts) and the copy modules out of the entry: they are the root loader’s data', () => {
    const code = entryJs()
      .map((f) => readFileSync(path.join(import.meta.dirname, '../dist/client', f), 'utf8'))
      .join('\n')
    // The registered name is only in site.ts, the glob map of the copy modules names their folder.
    expect(code.includes('Avukatlık Ortaklığı'), 'the firm’s registered name in the entry').toBe(false)
    expect(/\.\/(en|tr|ar)\/services\.ts/.test(code), 'the map of the copy modules’ chunks in the entry').toBe(false)
  })
})

/**
 * The back-office chunk that calls its API (its own Vite build, dist/admin/client, split per route), relative to
 * the repository: the one whose code carries `/admin/api/`.
 */
function adminClientJs(): string {
  const dir = path.join(import.meta.dirname, '../dist/admin/client/assets')
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'))
  if (files.length === 0) throw new Error(`No back-office script in ${dir}: npm run build makes it`)
  const file = files.find((f) => readFileSync(path.join(dir, f), 'utf8').includes('/admin/api/')) ?? files[0]!
  return path.relative(path.join(import.meta.dirname, '..'), path.join(dir, file))
}

describe('the stylesheet in each page', () => {
  it('is inlined in the head (no render-blocking request before the first paint), except one that could close the element', () => {
    const head = '<script type="module" src="/assets/a.js"></script><link rel="stylesheet" crossorigin href="/assets/x.css">'
    expect(inlineStylesheets(head, () => 'body{color:red}\n')).toBe(
      '<script type="module" src="/assets/a.js"></script><style>body{color:red}</style>',
    )
    expect(inlineStylesheets(head, () => 'a{content:"</style>"}')).toBe(head)
  })

  it('arrives inside every page', { timeout: RENDER_ALL_MS }, async () => {
    const page = await servedPage('/faq')
    expect(page).not.toMatch(/<link rel="stylesheet"/)
    expect(page).toMatch(/<style>[^<]*\.sr-only\{/)
  })
})

describe('the scripts in each page', () => {
  it(
    'asks for nothing but the entry script from the head, so no download competes with the first paint',
    { timeout: RENDER_ALL_MS },
    async () => {
      const head =
        '<script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/cn.js">'
      expect(withoutModulePreloads(head)).toBe('<script type="module" crossorigin src="/assets/index.js"></script>')
      const page = await servedPage('/faq')
      expect(page).not.toMatch(/rel="modulepreload"/)
      expect([...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])).toEqual([
        expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      ])
    },
  )
})
