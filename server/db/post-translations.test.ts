import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { openDatabase, type Database } from './database.ts'
import { PostsRepository } from './posts.ts'
import {
  createPostTranslation,
  listPostTranslations,
  postSourceHash,
  postTranslationState,
  reopenEditedTranslation,
  reviewPostTranslation,
  translationsOf,
} from './post-translations.ts'
import { seedPostsIfEmpty } from '../blog/seed.ts'
import { repoRoot, tempDir } from '../test/harness.ts'

/** Issue 22: post translations, their staleness and their review, on a real SQLite file with the sample posts. */

let dir: string
let db: Database
let posts: PostsRepository
const NOW = '2026-11-26T10:00:00.000Z'

beforeEach(async () => {
  dir = tempDir()
  db = openDatabase(dir)
  posts = new PostsRepository(db)
  await seedPostsIfEmpty(db, path.join(repoRoot, 'server/blog/seed-posts'))
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const idOf = (slug: string) => (db.prepare('SELECT id FROM posts WHERE slug = ?').get(slug) as { id: number }).id
const DEPORTATION = 'what-to-do-if-you-receive-a-deportation-decision-in-turkey'
const COMPANY = 'setting-up-a-limited-company-in-turkey-as-a-foreigner'

/** Rewrites an English post's body as an editor would (everything else as it is). */
function editEnglish(id: number, body: string) {
  const p = posts.byId(id)!
  posts.write(id, { ...p, body, markdown: null, language: 'en', translationStatus: undefined }, NOW)
}

describe('post translations', () => {
  it('lists the sample translations with their English post, machine-made and current', () => {
    const list = listPostTranslations(db)
    expect(list).toHaveLength(6)
    expect(new Set(list.map((t) => t.language))).toEqual(new Set(['tr', 'ar']))
    const deportation = list.filter((t) => t.sourceId === idOf(DEPORTATION))
    expect(deportation.map((t) => t.language).sort()).toEqual(['ar', 'tr'])
    for (const t of list) {
      expect(t).toMatchObject({ status: 'machine', stale: false, reviewer: null, reviewedAt: null })
      expect(t.sourceTitle).toBe(posts.byId(t.sourceId)!.title)
      expect(t.slug).not.toBe('')
    }
  })

  it('a change to the English post makes its translations stale, and only its own', () => {
    editEnglish(idOf(DEPORTATION), '<p>The deadline is now different.</p>')
    const list = listPostTranslations(db)
    expect(list.filter((t) => t.stale).map((t) => t.sourceId)).toEqual([idOf(DEPORTATION), idOf(DEPORTATION)])
    expect(translationsOf(db, idOf(DEPORTATION)).every((t) => t.stale)).toBe(true)
    // Re-spacing is no change of words.
    const buying = idOf('buying-property-in-turkey-as-a-foreigner')
    editEnglish(buying, `  ${posts.byId(buying)!.body.replace(/ /g, '   ')}\n\n`)
    expect(translationsOf(db, buying).some((t) => t.stale)).toBe(false)
  })

  it('"Translate" makes a linked draft from the English text, once per language', () => {
    const source = posts.byId(idOf(COMPANY))!
    const made = createPostTranslation(db, source.id, 'tr', NOW)
    expect(made.ok).toBe(true)
    const id = (made as { id: number }).id
    const draft = posts.byId(id)!
    expect(draft).toMatchObject({
      language: 'tr',
      translationOf: source.id,
      translationStatus: 'draft',
      translationSourceHash: postSourceHash(source),
      title: source.title,
      description: source.description,
      body: source.body,
      images: source.images,
      status: 'draft',
      slug: `tr-${source.slug}`,
    })
    expect(createPostTranslation(db, source.id, 'tr', NOW)).toEqual({ ok: false, reason: 'exists', existing: { id, title: source.title } })
    expect(createPostTranslation(db, id, 'ar', NOW)).toEqual({ ok: false, reason: 'not-english' })
    expect(createPostTranslation(db, source.id, 'en', NOW)).toEqual({ ok: false, reason: 'same-language' })
    expect(createPostTranslation(db, 99_999, 'tr', NOW)).toEqual({ ok: false, reason: 'no-source' })
  })

  it('approving records reviewer, time and the English seen, and is refused when the English changed since', () => {
    const sourceId = idOf(DEPORTATION)
    const id = translationsOf(db, sourceId).find((t) => t.language === 'tr')!.id
    const seen = postTranslationState(db, id)!.sourceHash
    editEnglish(sourceId, '<p>Changed after the reviewer opened the page.</p>')
    expect(reviewPostTranslation(db, id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: seen }, NOW)).toMatchObject({
      ok: false,
      reason: 'source-changed',
    })
    expect(posts.byId(id)!.translationStatus).toBe('machine')

    const current = postTranslationState(db, id)!.sourceHash
    expect(reviewPostTranslation(db, id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: current }, NOW)).toEqual({
      ok: true,
      status: 'reviewed',
    })
    expect(listPostTranslations(db).find((t) => t.id === id)).toMatchObject({
      status: 'reviewed',
      stale: false,
      reviewer: 'lawyer@firm.example',
      reviewedAt: NOW,
    })
  })

  it('sending back leaves a note and ends the approval; an edited reviewed text is a draft again', () => {
    const id = translationsOf(db, idOf(DEPORTATION)).find((t) => t.language === 'ar')!.id
    const hash = postTranslationState(db, id)!.sourceHash
    reviewPostTranslation(db, id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: hash }, NOW)
    expect(reviewPostTranslation(db, id, { action: 'send-back', note: 'Article 53 is cited wrongly.' }, NOW)).toEqual({
      ok: true,
      status: 'draft',
    })
    expect(postTranslationState(db, id)).toMatchObject({
      status: 'draft',
      reviewer: null,
      reviewedAt: null,
      note: 'Article 53 is cited wrongly.',
    })
    expect(reviewPostTranslation(db, id, { action: 'in-review' }, NOW)).toEqual({ ok: true, status: 'in-review' })
    // The note stays for the translator until an approval.
    expect(postTranslationState(db, id)!.note).toBe('Article 53 is cited wrongly.')
    reviewPostTranslation(db, id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: hash }, NOW)
    expect(postTranslationState(db, id)!.note).toBe('')
    expect(reopenEditedTranslation(db, id)).toBe(true)
    expect(postTranslationState(db, id)).toMatchObject({ status: 'draft', reviewer: null })
    expect(reopenEditedTranslation(db, id)).toBe(false)
  })

  it('an English post is no translation', () => {
    expect(postTranslationState(db, idOf(COMPANY))).toBeNull()
    expect(reviewPostTranslation(db, idOf(COMPANY), { action: 'in-review' }, NOW)).toEqual({ ok: false, reason: 'not-translation' })
    expect(reviewPostTranslation(db, 99_999, { action: 'in-review' }, NOW)).toEqual({ ok: false, reason: 'not-found' })
  })
})
