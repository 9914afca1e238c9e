import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The import boundaries of eslint.config.js catch what they promise: each case lints one changed line in a real
 * file of the tree (the rules resolve imports to files, so the files must exist) and reads the rule's verdict.
 */
let boundaries: ESLint
let cycles: ESLint
let syntax: ESLint

beforeAll(() => {
  // One rule each: no-cycle walks the whole import graph of a file (seconds for a server file), which the
  // boundary cases do not need.
  boundaries = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' })
  cycles = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' })
  syntax = new ESLint({
    cwd: process.cwd(),
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-imports',
  })
})

async function ruleIds(filePath: string, code: string, eslint = boundaries): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const restricted = (message: string) => expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: .*${message}`))

describe('import boundaries', () => {
  it('keep server/ from React files other than the two server entries', async () => {
    expect(await ruleIds('server/env.ts', "export { Footer } from '../src/components/layout/footer.tsx'\n")).toEqual(
      expect.arrayContaining([restricted('no React file other than src/entry-server.tsx')]),
    )
    expect(
      await ruleIds('server/env.ts', "export type { RenderPage } from '../src/lib/render.ts'\nexport * from '../src/entry-server.tsx'\n"),
    ).toEqual([])
  })

  it('keep the public site and the back office out of each other', async () => {
    expect(await ruleIds('src/features/guides/guide-page.tsx', "export { createAdminRouter } from '../../admin/router.tsx'\n")).toEqual([
      restricted('The public site may not import the back office'),
    ])
    expect(await ruleIds('src/admin/router.tsx', "export { Footer } from '../components/layout/footer.tsx'\n")).toEqual([
      restricted('The back office may use src/lib, src/config and src/components/ui'),
    ])
    expect(await ruleIds('src/admin/router.tsx', "export { textFieldHandlers } from '../components/ui/text-input.ts'\n")).toEqual([])
    expect(await ruleIds('server/seo.ts', "export { adminRoutes } from './admin/routes.ts'\n")).toEqual([
      restricted('The public server may not import the back office'),
    ])
    expect(await ruleIds('server/admin/media.ts', "export { seoRoutes } from '../seo.ts'\n")).toEqual([
      restricted('The back office may use the shared server modules'),
    ])
  })

  it('forbid import cycles', async () => {
    expect(await ruleIds('src/content/documents/home.ts', "export { documentSchemas } from './index.ts'\n", cycles)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
    ])
  })
})

describe('the storage layer', () => {
  it('imports nothing above it', async () => {
    expect(await ruleIds('server/db/outbox.ts', "export type { StoredMessage } from '../mail/messages.ts'\n")).toEqual([
      restricted('server/db/ is the storage layer'),
    ])
    expect(await ruleIds('server/db/sqlite/posts.ts', "export { sanitizePostHtml } from '../../blog/sanitize.ts'\n")).toEqual([
      restricted('server/db/ is the storage layer'),
    ])
    expect(await ruleIds('server/db/store.ts', "export type { AuditEntry } from '../../src/admin/page-data.ts'\n")).toEqual([
      restricted('server/db/ may import from src/ only'),
    ])
    expect(
      await ruleIds('server/db/posts.ts', "export { foldSearchText } from '../../src/lib/blog-search.ts'\nexport * from './rows.ts'\n"),
    ).toEqual([])
  })
})

const sqlRule = expect.stringMatching(/^no-restricted-(syntax|imports): .*Only server\/db\/ writes SQL/)
const headerRule = expect.stringMatching(/^no-restricted-syntax: Security headers are decided in server\/http\/security-headers.ts only/)

describe('SQL and security headers each have one home', () => {
  it('only server/db/ writes SQL or opens a database', async () => {
    expect(
      await ruleIds('server/backup/sqlite.ts', "import { DatabaseSync } from 'node:sqlite'\nexport { DatabaseSync }\n", syntax),
    ).toEqual([sqlRule])
    expect(await ruleIds('server/backup/postgres.ts', "import postgres from 'postgres'\nexport { postgres }\n", syntax)).toEqual([sqlRule])
    expect(await ruleIds('server/admin/leads.ts', "export const q = 'SELECT id FROM submissions'\n", syntax)).toEqual([sqlRule])
    expect(
      await ruleIds('server/forms/results.ts', 'export const q = (id: number) => `DELETE FROM form_results WHERE id = ${id}`\n', syntax),
    ).toEqual([sqlRule])
    expect(await ruleIds('server/db/sqlite/audit.ts', "export const q = 'SELECT id FROM audit_log'\n", syntax)).toEqual([])
    // Words that only look like SQL: copy, an HTTP method.
    expect(await ruleIds('src/admin/api.ts', "export const m = 'DELETE'\nexport const s = 'Select a language'\n", syntax)).toEqual([])
  })

  it('only server/http/security-headers.ts names a security header', async () => {
    expect(await ruleIds('server/admin/routes.ts', "export const h = { 'X-Frame-Options': 'DENY' }\n", syntax)).toEqual([headerRule])
    expect(
      await ruleIds('server/pages.ts', "export const h = (r: Response) => r.headers.set('Content-Security-Policy', '')\n", syntax),
    ).toEqual([headerRule])
    expect(await ruleIds('server/app.ts', "export const h = { 'referrer-policy': 'no-referrer' }\n", syntax)).toEqual([headerRule])
    expect(await ruleIds('server/db/store.ts', "export const h = 'Strict-Transport-Security'\n", syntax)).toEqual([headerRule])
    expect(await ruleIds('server/http/security-headers.ts', "export const h = { 'X-Frame-Options': 'DENY' }\n", syntax)).toEqual([])
  })
})
