import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqliteStore } from '../db/sqlite/store.ts'
import { postgresMissing } from '../test/postgres.ts'
import { storeEngines, type Opened } from '../test/store-engines.ts'
import { readSeed, writeSeed } from './seed-files.ts'
import { documentPaths, documentRefs, seedContentIfEmpty, seedSourceHashes, SEED_DIR } from './first-run.ts'

/**
 * The first run (ADR 36, 3.7): an empty database is filled from the seed files, and exporting what it holds writes
 * those files again byte for byte, on both engines, so the seed is the content's reviewable, restorable form.
 */

const missing = postgresMissing()
const seed = readSeed(SEED_DIR)

/** Every file under `dir`, by relative path, with its bytes. */
function filesUnder(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name)
      if (statSync(full).isDirectory()) walk(full)
      else out.set(path.relative(dir, full), readFileSync(full, 'utf8'))
    }
  }
  walk(dir)
  return out
}

describe('what the seed publishes beside each document', () => {
  const find = (type: string, key: string) => seed.find((d) => d.type === type && d.key === key)!

  it('gives a service its address in each of its languages', () => {
    expect(documentPaths(find('service', 'turkish-citizienship'))).toEqual([
      '/services/turkish-citizienship',
      '/tr/services/turkish-citizienship',
      '/ar/services/turkish-citizienship',
    ])
    expect(documentPaths(find('faq', 'faq'))).toEqual(['/faq', '/tr/faq', '/ar/faq'])
    expect(documentPaths(find('team-member', 'emre-kaya'))).toEqual([])
  })

  it('records the team member a guide names and the figures its text takes', () => {
    const refs = documentRefs(find('guide', 'business-in-turkey'))
    expect(refs).toContainEqual({ part: 'neutral', kind: 'document', target: 'team-member/emre-kaya' })
    expect(refs.some((r) => r.kind === 'figure')).toBe(true)
    expect(documentRefs(find('service', 'turkish-citizienship'))).toContainEqual({
      part: 'neutral',
      kind: 'document',
      target: 'service-group/citizenship',
    })
  })

  it('makes each translated field current against the English it was made from', () => {
    const hashes = seedSourceHashes(find('faq', 'faq'))!
    expect(Object.keys(hashes).sort()).toEqual(['ar', 'tr'])
    const tr = hashes.tr!
    expect(Object.keys(tr).length).toBeGreaterThan(20)
    // Keyed by the item's key, not its position: moving an item in English keeps its translation's hashes.
    expect(Object.keys(tr).every((field) => !/\.\d+\./.test(field))).toBe(true)
  })
})

const engines = storeEngines('content-first-run-').filter((e) => e.name !== 'PostgreSQL' || !missing)

describe.each(engines)('First run on $name', (engine) => {
  let opened: Opened | null = null
  const out = mkdtempSync(path.join(os.tmpdir(), 'content-export-'))
  afterAll(async () => {
    await opened?.cleanup()
    rmSync(out, { recursive: true, force: true })
  })

  it('fills an empty database from the seed once, and the export writes the seed again byte for byte', async () => {
    opened = await engine.open()
    const store = await opened.instance()
    expect(await seedContentIfEmpty(store)).toBe(seed.length)
    expect(await seedContentIfEmpty(store)).toBe(0)

    const documents = await store.content.listDocuments()
    expect(documents).toHaveLength(seed.length)
    expect(documents.find((d) => d.type === 'service' && d.key === 'turkish-citizienship')?.published).toEqual([
      'neutral',
      'en',
      'tr',
      'ar',
    ])
    expect(await store.content.resolvePath('/ar/services/turkish-citizienship')).toMatchObject({ current: true })

    writeSeed(await store.content.exportDocuments(), out)
    const exported = filesUnder(out)
    const shipped = filesUnder(SEED_DIR)
    expect([...exported.keys()].sort()).toEqual([...shipped.keys()].sort())
    const differing = [...shipped].filter(([name, text]) => exported.get(name) !== text).map(([name]) => name)
    expect(differing).toEqual([])
  })
})

describe('npm run content:export', () => {
  const run = (dataDir: string, out: string) =>
    spawnSync(process.execPath, ['scripts/content-export.ts', '--out', out], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    })

  it('writes what the database holds, and refuses an empty database without touching the folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'content-cli-data-'))
    const out = mkdtempSync(path.join(os.tmpdir(), 'content-cli-out-'))
    try {
      writeFileSync(path.join(out, 'kept.txt'), 'still here\n')
      const empty = run(dataDir, out)
      expect(empty.status).toBe(1)
      expect(empty.stderr).toContain('holds no published content; nothing was written')
      expect(readdirSync(out)).toEqual(['kept.txt'])

      const store = openSqliteStore(dataDir)
      await seedContentIfEmpty(store)
      await store.close()
      const done = run(dataDir, out)
      expect(done.stderr).toBe('')
      expect(done.stdout).toContain(`${seed.length} documents exported`)
      expect(readFileSync(path.join(out, 'service/turkish-citizienship/tr.description.md'), 'utf8')).toBe(
        readFileSync(path.join(SEED_DIR, 'service/turkish-citizienship/tr.description.md'), 'utf8'),
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(out, { recursive: true, force: true })
    }
  })
})
