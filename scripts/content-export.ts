/**
 * `npm run content:export`: writes the site's content as seed files (ADR 36, 3.7), so it can be reviewed in git and
 * restored. The files are byte-stable: exporting what was imported from the seed writes the seed again.
 */
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SeedDocument } from '../src/content/model.ts'
import { readSeed, writeSeed } from '../server/content/seed-files.ts'

const SEED_DIR = fileURLToPath(new URL('../src/content/seed', import.meta.url))

/**
 * Where the exported documents come from: the database (the default) or the seed files themselves.
 */
export type DocumentSource = () => SeedDocument[] | Promise<SeedDocument[]>

/** Writes the documents `source` gives under `dir`, removing the files of documents it no longer has. */
export async function exportContent(source: DocumentSource, dir: string): Promise<number> {
  const documents = await source()
  writeSeed(documents, dir)
  return documents.length
}

const help = `Usage: npm run content:export -- [--out <dir>] [--from-seed]

Writes the site's content as seed files: <dir>/<type>/<key>/neutral.json, <locale>.json and one .md file per
rich-text or long-text field, from the published documents of the database the environment selects (DATABASE_URL
set: PostgreSQL; else SQLite in DATA_DIR, default ./data), the same settings as npm start. Files of documents that
no longer exist are removed. Default <dir>: src/content/seed, so \`git diff\` shows what the firm changed.

--from-seed reads the seed files instead of the database (re-writes them in their canonical form).
A database without documents writes nothing (it would empty the folder): start the server once to seed it.`

/** The published documents of the database the settings select; refuses an empty one rather than empty the folder. */
async function fromDatabase(): Promise<SeedDocument[]> {
  const [{ parseEnv }, { openStore }] = await Promise.all([import('../server/env.ts'), import('../server/db/open-store.ts')])
  const store = await openStore(parseEnv())
  try {
    const documents = await store.content.exportDocuments()
    if (documents.length === 0) {
      throw new Error(`${store.location} holds no published content; nothing was written. Start the server once to seed it.`)
    }
    return documents
  } finally {
    await store.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'from-seed': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    console.log(help)
  } else {
    const dir = values.out ?? SEED_DIR
    try {
      const fromSeed = values['from-seed'] === true
      const count = await exportContent(fromSeed ? () => readSeed(SEED_DIR) : fromDatabase, dir)
      console.log(`${count} documents exported to ${dir} (from ${fromSeed ? 'the seed files' : 'the database'})`)
    } catch (error) {
      console.error(`content:export: ${(error as Error).message}`)
      process.exitCode = 1
    }
  }
}
