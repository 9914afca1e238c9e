import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import { openSqliteStore } from './sqlite/store.ts'
import type { NewSubmissionRow, PostContent, Store } from './store.ts'
import { tempDir } from '../test/harness.ts'

/**
 * The back office's searches fold text in TypeScript (foldSearchText), so Turkish İ/I/ı/i match the same way on
 * every engine: a search for "istanbul" finds "İstanbul", "ILIK" finds "ılık". Only Store methods are used.
 */

let dir: string
let store: Store
beforeEach(() => {
  dir = tempDir()
  store = openSqliteStore(dir)
})
afterEach(async () => {
  await store.close()
  rmSync(dir, { recursive: true, force: true })
})

const NOW = '2026-11-26T10:00:00.000Z'
const post = (title: string, slug: string, keywords: string[] = []): PostContent => ({
  slug,
  title,
  dateLabel: '11-26-2026',
  body: '<p>Body.</p>',
  markdown: null,
  images: [],
  metaTitle: null,
  description: null,
  keywords,
  publishedAt: NOW,
})
const lead = (firstName: string, lastName: string, email: string): NewSubmissionRow => ({
  kind: 'contact',
  firstName,
  lastName,
  email,
  message: 'A question about a residence permit.',
  guide: null,
  status: 'received',
  clientIp: null,
  possibleSpam: false,
  language: 'tr',
})
const noMail = { now: NOW, mailAllowance: { since: NOW, perPurpose: {} }, compose: () => [] }

describe('back-office searches fold Turkish case the same on every engine', () => {
  it('finds posts by title, slug or keyword whatever the case of İ, I, ı and i', async () => {
    await store.posts.write(null, post('İstanbul Tapu Rehberi', 'istanbul-tapu'), NOW)
    await store.posts.write(null, post('Ilık Bir Kış', 'kis', ['IĞDIR']), NOW)
    await store.posts.write(null, post('Ankara Notes', 'ankara'), NOW)
    const titles = async (q: string) => (await store.posts.search(q)).map((p) => p.title).sort()
    expect(await titles('istanbul')).toEqual(['İstanbul Tapu Rehberi'])
    expect(await titles('İSTANBUL')).toEqual(['İstanbul Tapu Rehberi'])
    expect(await titles('ILIK')).toEqual(['Ilık Bir Kış'])
    expect(await titles('ığdır')).toEqual(['Ilık Bir Kış'])
    expect(await titles('')).toHaveLength(3)
  })

  it('finds leads by name or address the same way, newest first', async () => {
    await store.submissions.store(lead('İsmail', 'Işık', 'ismail@example.com'), noMail)
    await store.submissions.store(lead('Maria', 'Keller', 'maria@example.com'), { ...noMail, now: '2026-11-26T11:00:00.000Z' })
    const names = async (q: string) => (await store.submissions.search(q)).map((s) => `${s.firstName} ${s.lastName}`)
    expect(await names('ismail ışık')).toEqual(['İsmail Işık'])
    expect(await names('IŞIK')).toEqual(['İsmail Işık'])
    // Other letters keep their marks, as in the public search: ş is not s.
    expect(await names('ISIK')).toEqual([])
    expect(await names('@example.com')).toEqual(['Maria Keller', 'İsmail Işık'])
  })
})
