import { describe, expect, it } from 'vitest'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The countable claims of the operator's documents, checked against the code, so that they cannot drift unseen
 * (issue 35 found 16 posts documented where 22 were seeded): every `npm run` command they name exists, every
 * setting in the README's table is read by the code, every setting the server reads is documented, the number of
 * seeded posts the README states is the seed folder's, and their links lead to files and headings that exist.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const operatorDocs = ['README.md', 'docs/operations.md', 'docs/deploy/README.md']

/** The settings server/env.ts's schema reads: its top-level keys. */
function serverSettings(): string[] {
  const source = read('server/env.ts')
  const schema = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('\n})', source.indexOf('const envSchema')))
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1])
}

/** The anchors GitHub gives a Markdown file's headings (outside code blocks). */
function headingAnchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  const slug = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])))
}

describe('what the operator documents say', () => {
  it.each(operatorDocs)('%s links only to files and headings that exist', (file) => {
    const broken = [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1])
      .filter((link) => !/^(https?|mailto):/.test(link))
      .filter((link) => {
        const [target, anchor] = link.split('#')
        const resolved = target ? path.join(root, path.dirname(file), target) : path.join(root, file)
        if (!existsSync(resolved)) return true
        return Boolean(anchor) && resolved.endsWith('.md') && !headingAnchors(resolved).has(anchor)
      })
    expect(broken).toEqual([])
  })

  it.each(operatorDocs)('%s names only npm scripts that exist', (file) => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts)
    const named = [...read(file).matchAll(/npm run ([a-z][\w:-]*[\w])/g)].map((m) => m[1])
    expect(named.length).toBeGreaterThan(0)
    expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([])
  })

  it("lists in the README's table only settings the code reads", () => {
    const readme = read('README.md')
    const table = readme.slice(readme.indexOf('## Environment variables'), readme.indexOf('## Where things live'))
    const documented = [...table.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?:, `[A-Z][A-Z0-9_]+`)*)/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([A-Z0-9_]+)`/g)].map((n) => n[1]),
    )
    expect(documented.length).toBeGreaterThan(30)
    // Besides the server's schema: the start script's allocator settings and the build's API origin.
    const code = ['server/env.ts', 'server/serve.sh', 'src/config/api.ts'].map(read).join('\n')
    expect(documented.filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([])
  })

  it('documents every setting the server reads, in the README or docs/operations.md', () => {
    const settings = serverSettings()
    expect(settings).toContain('DATABASE_URL')
    const docs = read('README.md') + read('docs/operations.md')
    expect(settings.filter((name) => !docs.includes(`\`${name}\``))).toEqual([])
  })

  it('states the number of sample posts the seed folder holds, in all and per language', () => {
    const folder = path.join(root, 'server/blog/seed-posts')
    const posts = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(md|html)$/.test(f))
    const inFolder = (language: string) => posts.filter((f) => path.dirname(f) === language).length
    const stated =
      /seeds (\d+) sample blog posts on first run \(`server\/blog\/seed-posts\/`: (\d+) in English, (\d+) each in Turkish and\s+Arabic\)/.exec(
        read('README.md'),
      )
    expect(stated?.slice(1).map(Number)).toEqual([posts.length, inFolder('.'), inFolder('tr')])
    expect(inFolder('ar')).toBe(inFolder('tr'))
  })
})
