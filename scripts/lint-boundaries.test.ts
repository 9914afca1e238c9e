import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The import boundaries of eslint.config.js catch what they promise: each case lints one changed line in a real
 * file of the tree (the rules resolve imports to files, so the files must exist) and reads the rule's verdict.
 */
let boundaries: ESLint
let cycles: ESLint

beforeAll(() => {
  // One rule each: no-cycle walks the whole import graph of a file (seconds for a server file), which the
  // boundary cases do not need.
  boundaries = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' })
  cycles = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' })
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
    expect(await ruleIds('src/features/guides/guide-page.tsx', "export { AdminApp } from '../../admin/app.tsx'\n")).toEqual([
      restricted('The public site may not import the back office'),
    ])
    expect(await ruleIds('src/admin/app.tsx', "export { Footer } from '../components/layout/footer.tsx'\n")).toEqual([
      restricted('The back office may use src/lib, src/config and src/components/ui'),
    ])
    expect(await ruleIds('src/admin/app.tsx', "export { textFieldHandlers } from '../components/ui/text-input.ts'\n")).toEqual([])
    expect(await ruleIds('server/seo.ts', "export { adminRoutes } from './admin/routes.ts'\n")).toEqual([
      restricted('The public server may not import the back office'),
    ])
    expect(await ruleIds('server/admin/media.ts', "export { seoRoutes } from '../seo.ts'\n")).toEqual([
      restricted('The back office may use the shared server modules'),
    ])
  })

  it('forbid import cycles', async () => {
    expect(await ruleIds('src/content/en/services-corporate.ts', "export { services } from './services.ts'\n", cycles)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
    ])
  })
})
