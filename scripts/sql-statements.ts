/**
 * node scripts/sql-statements.ts — counts the SQL statements each engine's Store writes and how many of them the two
 * engines share (the figures of ADR 35). A statement is a string or template literal under server/db/ (tests and the
 * migration files left out) whose text starts with SELECT, INSERT, UPDATE, DELETE or WITH; a `${…}` or `?` counts as
 * one placeholder, and casts (`::int`), `COLLATE "C"`, case and spacing are ignored. A SQLite statement is "identical"
 * when one PostgreSQL statement has the same normalised text, "alike" when the best one is over 80 % similar
 * (1 − Levenshtein distance / longer length). Queries written once with the query builder are counted apart: they are
 * built by code in server/db/shared/, not written as text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..', 'server', 'db')
const skip = (name: string) => name.endsWith('.test.ts') || name === 'migrations.ts' || name === 'database.ts'

function statements(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !skip(n))) {
    const file = ts.createSourceFile(name, readFileSync(path.join(dir, name), 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      let text: string | null = null
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
      else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((s) => '?' + s.literal.text).join('')
      if (text !== null && /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(text)) found.push(normalise(text))
      else ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return found
}

function normalise(sql: string): string {
  return sql
    .replace(/\$\d+/g, '?')
    .replace(/::\w+/g, '')
    .replace(/\s*collate\s+"c"/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),=<>])\s*/g, '$1')
    .trim()
    .toLowerCase()
}

function similarity(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return 1 - row[b.length] / Math.max(a.length, b.length, 1)
}

const lines = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .reduce((sum, n) => sum + readFileSync(path.join(dir, n), 'utf8').split('\n').length - 1, 0)

const sqlite = statements(path.join(root, 'sqlite'))
const postgres = statements(path.join(root, 'postgres'))
let identical = 0
let alike = 0
for (const s of sqlite) {
  if (postgres.includes(s)) identical += 1
  else if (Math.max(0, ...postgres.map((p) => similarity(s, p))) > 0.8) alike += 1
}
const shared = path.join(root, 'shared')
let sharedLines = 0
try {
  sharedLines = lines(shared)
} catch {
  // No shared module yet.
}
console.log(`statements: SQLite ${sqlite.length}, PostgreSQL ${postgres.length}; identical ${identical}, over 80 % alike ${alike}`)
console.log(
  `lines (tests left out): sqlite/ ${lines(path.join(root, 'sqlite'))}, postgres/ ${lines(path.join(root, 'postgres'))}, shared/ ${sharedLines}, server/db/*.ts ${lines(root)}`,
)
