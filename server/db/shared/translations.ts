import type { ReviewRow } from '../post-translations.ts'
import type { TranslationStatus } from '../posts.ts'
import type { Dialect } from './query.ts'

/** Reviews of pages and interface texts, by locale and item (their bytes). */
export const reviews = (d: Dialect) =>
  d.b
    .selectFrom('translation_reviews')
    .select([
      'item',
      'locale',
      'status',
      'source_hash as sourceHash',
      'reviewer',
      'reviewed_at as reviewedAt',
      'note',
      'updated_at as updatedAt',
    ])
    .orderBy(d.bytes('locale'))
    .orderBy(d.bytes('item'))

export const saveReview = ({ b }: Dialect, row: ReviewRow) =>
  b
    .insertInto('translation_reviews')
    .values({
      item: row.item,
      locale: row.locale,
      status: row.status,
      source_hash: row.sourceHash,
      reviewer: row.reviewer,
      reviewed_at: row.reviewedAt,
      note: row.note,
      updated_at: row.updatedAt,
    })
    .onConflict((oc) =>
      oc.columns(['item', 'locale']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        source_hash: eb.ref('excluded.source_hash'),
        reviewer: eb.ref('excluded.reviewer'),
        reviewed_at: eb.ref('excluded.reviewed_at'),
        note: eb.ref('excluded.note'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )

/** Translations (t) with their English post (s): what a TranslationRow holds (server/db/rows.ts). */
export const translationRows = ({ b }: Dialect) =>
  b
    .selectFrom('posts as t')
    .innerJoin('posts as s', 's.id', 't.translation_of')
    .select([
      't.id',
      't.language',
      't.title',
      't.slug',
      't.translation_status',
      't.translation_source_hash',
      't.translation_reviewer',
      't.translation_reviewed_at',
      't.translation_note',
      's.id as source_id',
      's.title as source_title',
      's.slug as source_slug',
      's.description as source_description',
      's.body as source_body',
    ])

/** Reviewed translations visible at `now` whose English post is visible too. */
export const reviewedVisible = (d: Dialect, now: string) =>
  translationRows(d)
    .where('t.translation_status', '=', 'reviewed')
    .where('t.status', '=', 'published')
    .where('t.visible_from', '<=', now)
    .where('s.status', '=', 'published')
    .where('s.visible_from', '<=', now)
    .orderBy('t.id')

/** Every translation, newest English post first, then by language. */
export const allTranslations = (d: Dialect) =>
  translationRows(d).orderBy('s.published_at', 'desc').orderBy('s.id', 'desc').orderBy(d.bytes('t.language')).orderBy('t.id')

export const translationsOf = (d: Dialect, sourceId: number) =>
  translationRows(d).where('t.translation_of', '=', sourceId).orderBy(d.bytes('t.language')).orderBy('t.id')

export const translationById = (d: Dialect, id: number) => translationRows(d).where('t.id', '=', id)

export const findTranslation = ({ b }: Dialect, sourceId: number, language: string) =>
  b
    .selectFrom('posts')
    .select(['id', 'title'])
    .where('translation_of', '=', sourceId)
    .where('language', '=', language)
    .orderBy('id')
    .limit(1)

/** Whether the post exists (PostgreSQL locks its row for the review). */
export const postExists = ({ b }: Dialect, id: number) => b.selectFrom('posts').select('id').where('id', '=', id)

/** A new post becomes the translation of `sourceId`, made from the English whose hash is `hash`. */
export const linkTranslation = ({ b }: Dialect, id: number, sourceId: number, hash: string) =>
  b.updateTable('posts').set({ translation_of: sourceId, translation_source_hash: hash }).where('id', '=', id)

/** A translator's new text: made from the English whose hash is `hash`, any approval and note ended. */
export const restartReview = ({ b }: Dialect, id: number, hash: string) =>
  b
    .updateTable('posts')
    .set({ translation_source_hash: hash, translation_reviewer: null, translation_reviewed_at: null, translation_note: '' })
    .where('id', '=', id)

export const approve = ({ b }: Dialect, id: number, reviewer: string, now: string, seenHash: string) =>
  b
    .updateTable('posts')
    .set({
      translation_status: 'reviewed',
      translation_reviewer: reviewer,
      translation_reviewed_at: now,
      translation_source_hash: seenHash,
      translation_note: '',
    })
    .where('id', '=', id)

/** Back to a draft or to review, without an approval; `note` replaces the reviewer's note when given. */
export const setReviewStatus = ({ b }: Dialect, id: number, status: TranslationStatus, note?: string) =>
  b
    .updateTable('posts')
    .set({
      translation_status: status,
      translation_reviewer: null,
      translation_reviewed_at: null,
      ...(note === undefined ? {} : { translation_note: note }),
    })
    .where('id', '=', id)
