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
 * Where the exported documents come from. The seam for the Store: once its `content` methods exist, the CLI passes
 * a source that reads every document's published parts from the database; until then it reads the seed files.
 */
export type DocumentSource = () => SeedDocument[] | Promise<SeedDocument[]>

/** Writes the documents `source` gives under `dir`, removing the files of documents it no longer has. */
export async function exportContent(source: DocumentSource, dir: string): Promise<number> {
  const documents = await source()
  writeSeed(documents, dir)
  return documents.length
}

const help = `Usage: npm run content:export -- [--out <dir>]

Writes the site's content as seed files: <dir>/<type>/<key>/neutral.json, <locale>.json and one .md file per
rich-text or long-text field. Files of documents that no longer exist are removed. Default <dir>: src/content/seed.

For now the documents are read from the seed files in src/content/seed, not from the database: content is not
yet stored in the database (ADR 36, slice 2), so this re-writes the seed in its canonical form.`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help) {
    console.log(help)
  } else {
    const dir = values.out ?? SEED_DIR
    const count = await exportContent(() => readSeed(SEED_DIR), dir)
    console.log(`${count} documents exported to ${dir} (read from the seed files: the database holds no content yet)`)
  }
}
