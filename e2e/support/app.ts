import { type Locator, type Page, type Response } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { buildFiles } from '../../server/pages'
import { localePrefix } from '../../src/i18n/paths'
import { DEFAULT_LOCALE, locales } from '../../src/i18n/locales'
import { waitForHydration } from './hydration'

/**
 * Opens `url` and waits for hydration of the page's heading (or of `within` when given) rather than for the load
 * event, which also waits for images.
 */
export async function open(page: Page, url: string, within?: (page: Page) => Locator): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
  await waitForHydration(page, within?.(page))
  return response
}

/** A per-test token used as the visitor's name, so each test finds its own e-mail in the shared outbox. */
export function uniqueName(prefix = 'Visitor'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let tail = ''
  for (let i = 0; i < 8; i++) tail += letters[Math.floor(Math.random() * letters.length)]
  return `${prefix}${tail}`
}

/** The folder where the server writes every outgoing message as an .eml file (no SMTP in tests). */
export function mailDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return path.join(dir, 'mail')
}

/** Every .eml message in the outbox folder whose raw text contains `needle`. */
export async function mailsContaining(needle: string): Promise<string[]> {
  const dir = mailDir()
  if (!existsSync(dir)) return []
  const names = (await readdir(dir)).filter((n) => n.endsWith('.eml'))
  const bodies = await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8').catch(() => '')))
  return bodies.filter((b) => b.includes(needle))
}

/** The pages the build prerendered (its list is derived from the route tree and the content indexes), every language. */
export function prerenderedPaths(): string[] {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'dist', buildFiles.pageList), 'utf8')) as string[]
}

/**
 * The English pages the build prerendered: the per-page suites walk these, and each other language on a sample of
 * page types (support/sampling.ts LANGUAGE_SAMPLE); server/languages.test.ts reads every page of every language.
 */
export function englishPrerenderedPaths(): string[] {
  const prefixes = locales.filter((l) => l !== DEFAULT_LOCALE).map(localePrefix)
  return prerenderedPaths().filter((p) => !prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`)))
}

export interface StoredSubmission {
  kind: 'contact' | 'guide'
  first_name: string
  last_name: string
  email: string
  message: string
  guide: string | null
  status: string
  /** The language of the page the form was sent from. */
  language: string
  /** 1: held for review (over its connection's hourly limit), 0: not; absent before issue 33. */
  held?: number
}

/**
 * The submissions the server stored for a visitor (read from the e2e SQLite database, the public server's unless
 * another data folder is given): what was posted, as the server received it. Over WebDriver BiDi (Firefox) a request's body is not exposed to the test.
 */
export async function storedSubmissions(firstName: string, dir = process.env.E2E_DATA_DIR): Promise<StoredSubmission[]> {
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(path.join(dir, 'site.db'), { readOnly: true })
  try {
    return db.prepare('SELECT * FROM submissions WHERE first_name = ? ORDER BY id').all(firstName) as unknown as StoredSubmission[]
  } finally {
    db.close()
  }
}

/**
 * Why a no-JavaScript test is skipped in Firefox: Playwright's WebDriver BiDi driver has no command to turn
 * scripting off (`javaScriptEnabled: false` is ignored there; Chromium uses CDP's Emulation.setScriptExecutionDisabled).
 */
export const NO_SCRIPT_OVER_BIDI =
  'WebDriver BiDi has no way to disable JavaScript (javaScriptEnabled: false is ignored over BiDi); covered in Chromium'

/** Why a reduced-motion test is skipped in Firefox: Playwright 1.64 cannot emulate the media feature over BiDi. */
export const NO_REDUCED_MOTION_OVER_BIDI =
  'Over WebDriver BiDi, Playwright 1.64 cannot emulate prefers-reduced-motion (emulation.setMediaFeaturesOverride is missing in Firefox ESR 153); covered in Chromium'
