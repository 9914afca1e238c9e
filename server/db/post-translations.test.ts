import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { openSqliteStore } from './sqlite/store.ts'
import { auditNote, type Post, type PostContent, type Store } from './store.ts'
import { postSourceHash } from './post-translations.ts'
import { seedPostsIfEmpty } from '../blog/seed.ts'
import { repoRoot, tempDir } from '../test/harness.ts'

/**
 * Issue 22: post translations, their staleness and their review, through the Store (on a real SQLite file) with the
 * sample posts. Only the Store's methods are used, so the same cases hold for every engine.
 */

let dir: string
let store: Store
let posts: Store['posts']
let translations: Store['translations']
const NOW = '2026-11-26T10:00:00.000Z'

beforeEach(async () => {
  dir = tempDir()
  store = openSqliteStore(dir)
  posts = store.posts
  translations = store.translations
  await seedPostsIfEmpty(store, path.join(repoRoot, 'server/blog/seed-posts'))
})
afterEach(async () => {
  await store.close()
  rmSync(dir, { recursive: true, force: true })
})

const idOf = async (slug: string) => (await posts.visibleBySlug(new Date().toISOString(), slug))!.id
const DEPORTATION = 'what-to-do-if-you-receive-a-deportation-decision-in-turkey'
const COMPANY = 'setting-up-a-limited-company-in-turkey-as-a-foreigner'

const contentOf = (p: Post): PostContent => ({ ...p, language: p.language, translationStatus: p.translationStatus ?? undefined })

/** Rewrites an English post's body as an editor would (everything else as it is). */
async function editEnglish(id: number, body: string) {
  const p = (await posts.byId(id))!
  await posts.write(id, { ...p, body, markdown: null, language: 'en', translationStatus: undefined }, NOW)
}

/** Saves a post's own text again, as the editor does after a change of words: a reviewed translation reopens. */
async function reopen(id: number): Promise<boolean> {
  const p = (await posts.byId(id))!
  const written = await posts.write(id, contentOf(p), NOW, { reopenReviewedTranslation: auditNote('editor', 'reopened', `#${id}`) })
  return written!.reopened
}

describe('post translations', () => {
  it('lists the sample translations with their English post, machine-made and current', async () => {
    const list = await translations.listPostTranslations()
    expect(list).toHaveLength(6)
    expect(new Set(list.map((t) => t.language))).toEqual(new Set(['tr', 'ar']))
    const deportationId = await idOf(DEPORTATION)
    expect(list.filter((t) => t.sourceId === deportationId).map((t) => t.language).sort()).toEqual(['ar', 'tr'])
    for (const t of list) {
      expect(t).toMatchObject({ status: 'machine', stale: false, reviewer: null, reviewedAt: null })
      expect(t.sourceTitle).toBe((await posts.byId(t.sourceId))!.title)
      expect(t.slug).not.toBe('')
    }
  })

  it('a change to the English post makes its translations stale, and only its own', async () => {
    const deportation = await idOf(DEPORTATION)
    await editEnglish(deportation, '<p>The deadline is now different.</p>')
    const list = await translations.listPostTranslations()
    expect(list.filter((t) => t.stale).map((t) => t.sourceId)).toEqual([deportation, deportation])
    expect((await translations.translationsOf(deportation)).every((t) => t.stale)).toBe(true)
    // Re-spacing is no change of words.
    const buying = await idOf('buying-property-in-turkey-as-a-foreigner')
    await editEnglish(buying, `  ${(await posts.byId(buying))!.body.replace(/ /g, '   ')}\n\n`)
    expect((await translations.translationsOf(buying)).some((t) => t.stale)).toBe(false)
  })

  it('"Translate" makes a linked draft from the English text, once per language', async () => {
    const source = (await posts.byId(await idOf(COMPANY)))!
    const made = await translations.createPostTranslation(source.id, 'tr', NOW)
    expect(made.ok).toBe(true)
    const id = (made as { id: number }).id
    const draft = (await posts.byId(id))!
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
    expect(await translations.createPostTranslation(source.id, 'tr', NOW)).toEqual({
      ok: false,
      reason: 'exists',
      existing: { id, title: source.title },
    })
    expect(await translations.createPostTranslation(id, 'ar', NOW)).toEqual({ ok: false, reason: 'not-english' })
    expect(await translations.createPostTranslation(source.id, 'en', NOW)).toEqual({ ok: false, reason: 'same-language' })
    expect(await translations.createPostTranslation(99_999, 'tr', NOW)).toEqual({ ok: false, reason: 'no-source' })
  })

  it('approving records reviewer, time and the English seen, and is refused when the English changed since', async () => {
    const sourceId = await idOf(DEPORTATION)
    const id = (await translations.translationsOf(sourceId)).find((t) => t.language === 'tr')!.id
    const seen = (await translations.postTranslationState(id))!.sourceHash
    await editEnglish(sourceId, '<p>Changed after the reviewer opened the page.</p>')
    expect(
      await translations.reviewPostTranslation(id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: seen }, NOW),
    ).toMatchObject({ ok: false, reason: 'source-changed' })
    expect((await posts.byId(id))!.translationStatus).toBe('machine')

    const current = (await translations.postTranslationState(id))!.sourceHash
    expect(
      await translations.reviewPostTranslation(id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: current }, NOW),
    ).toEqual({ ok: true, status: 'reviewed' })
    expect((await translations.listPostTranslations()).find((t) => t.id === id)).toMatchObject({
      status: 'reviewed',
      stale: false,
      reviewer: 'lawyer@firm.example',
      reviewedAt: NOW,
    })
  })

  it('sending back leaves a note and ends the approval; an edited reviewed text is a draft again', async () => {
    const id = (await translations.translationsOf(await idOf(DEPORTATION))).find((t) => t.language === 'ar')!.id
    const hash = (await translations.postTranslationState(id))!.sourceHash
    const approve = () => translations.reviewPostTranslation(id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: hash }, NOW)
    await approve()
    expect(await translations.reviewPostTranslation(id, { action: 'send-back', note: 'Article 53 is cited wrongly.' }, NOW)).toEqual({
      ok: true,
      status: 'draft',
    })
    expect(await translations.postTranslationState(id)).toMatchObject({
      status: 'draft',
      reviewer: null,
      reviewedAt: null,
      note: 'Article 53 is cited wrongly.',
    })
    expect(await translations.reviewPostTranslation(id, { action: 'in-review' }, NOW)).toEqual({ ok: true, status: 'in-review' })
    // The note stays for the translator until an approval.
    expect((await translations.postTranslationState(id))!.note).toBe('Article 53 is cited wrongly.')
    await approve()
    expect((await translations.postTranslationState(id))!.note).toBe('')
    expect(await reopen(id)).toBe(true)
    expect(await translations.postTranslationState(id)).toMatchObject({ status: 'draft', reviewer: null })
    expect(await reopen(id)).toBe(false)
  })

  it('an English post is no translation', async () => {
    const company = await idOf(COMPANY)
    expect(await translations.postTranslationState(company)).toBeNull()
    expect(await translations.reviewPostTranslation(company, { action: 'in-review' }, NOW)).toEqual({ ok: false, reason: 'not-translation' })
    expect(await translations.reviewPostTranslation(99_999, { action: 'in-review' }, NOW)).toEqual({ ok: false, reason: 'not-found' })
  })
})
