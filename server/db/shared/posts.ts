import type { ExpressionBuilder } from 'kysely'
import type { PostContent } from '../posts.ts'
import { compiledOnce, json, type Dialect } from './query.ts'
import type { Tables } from './tables.ts'

type Posts = ExpressionBuilder<Tables & { p: Tables['posts'] }, 'p'>

/** Published, and its time has come: what the public pages may show. */
const visible = (eb: Posts, now: string) => eb.and([eb('p.status', '=', 'published'), eb('p.visible_from', '<=', now)])

/** Visible and in one language: the public lists show each language's own posts. */
const visibleIn = (eb: Posts, now: string, language: string) => eb.and([visible(eb, now), eb('p.language', '=', language)])

/** The columns of a PostRef, in the domain's words. */
const REF_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.published_at as publishedAt',
  'p.language',
  'p.translation_status as translationStatus',
] as const

const newestVisible = ({ b }: Dialect, now: string, language: string) =>
  b
    .selectFrom('posts as p')
    .selectAll()
    .where((eb) => visibleIn(eb, now, language))
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')

export const postCount = compiledOnce(({ b }: Dialect) => b.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')))

/** The next time a scheduled post becomes visible after `now` (null when none). */
export const nextScheduled = compiledOnce(({ b }: Dialect, now: string) =>
  b
    .selectFrom('posts')
    .select((eb) => eb.fn.min('visible_from').as('t'))
    .where('visible_from', '>', now)
    .where('status', '=', 'published'),
)

export const allVisible = compiledOnce((d: Dialect, now: string, language: string) => newestVisible(d, now, language))

export const newestVisiblePosts = compiledOnce((d: Dialect, now: string, language: string, limit: number) =>
  newestVisible(d, now, language).limit(limit),
)

export const countVisible = compiledOnce(({ b }: Dialect, now: string, language: string) =>
  b
    .selectFrom('posts as p')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => visibleIn(eb, now, language)),
)

export const visibleSummaries = compiledOnce(({ b }: Dialect, now: string, language: string, limit: number, offset: number) =>
  b
    .selectFrom('posts as p')
    .select(['p.id', 'p.slug', 'p.title', 'p.date_label', 'p.images', 'p.published_at'])
    .where((eb) => visibleIn(eb, now, language))
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset),
)

export const visibleRefs = compiledOnce(({ b }: Dialect, now: string) =>
  b
    .selectFrom('posts as p')
    .select(REF_COLUMNS)
    .where((eb) => visible(eb, now))
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc'),
)

/** The visible posts of a post's translation group other than itself (its original and the original's translations). */
export const visibleTranslations = compiledOnce(({ b }: Dialect, now: string, id: number) =>
  b
    .selectFrom(['posts as p', 'posts as me'])
    .select(REF_COLUMNS)
    .where('me.id', '=', id)
    .whereRef('p.id', '<>', 'me.id')
    .where((eb) => visible(eb, now))
    .where((eb) =>
      eb.or([eb('p.id', '=', eb.ref('me.translation_of')), eb('p.translation_of', '=', eb.fn.coalesce('me.translation_of', 'me.id'))]),
    )
    .orderBy('p.id'),
)

/** The visible post whose own slug is `slug` (stored slugs are lower case: the caller lowers it). */
export const visibleBySlug = compiledOnce(({ b }: Dialect, now: string, slug: string) =>
  b
    .selectFrom('posts as p')
    .select(REF_COLUMNS)
    .where('p.slug', '=', slug)
    .where((eb) => visible(eb, now)),
)

/** The current slug of the visible post once published under `oldSlug` (lower case). */
export const currentSlugFor = compiledOnce(({ b }: Dialect, now: string, oldSlug: string) =>
  b
    .selectFrom('post_slug_history as h')
    .innerJoin('posts as p', 'p.id', 'h.post_id')
    .select('p.slug')
    .where('h.slug', '=', oldSlug)
    .where((eb) => visible(eb, now)),
)

export const postById = compiledOnce(({ b }: Dialect, id: number) => b.selectFrom('posts').selectAll().where('id', '=', id))

/** Every post, drafts first (last edited first), then by publication time, newest first: the back office's list. */
export const everyPost = compiledOnce(({ b }: Dialect) =>
  b
    .selectFrom('posts')
    .selectAll()
    .orderBy((eb) => eb('status', '=', 'draft'), 'desc')
    .orderBy((eb) => eb.case('status').when('draft').then(eb.ref('updated_at')).else(eb.ref('published_at')).end(), 'desc')
    .orderBy('id', 'desc'),
)

/** A post other than `exceptId` (any post when null) whose address is `slug`. */
export const slugTaken = compiledOnce(({ b }: Dialect, slug: string, exceptId: number | null) =>
  b.selectFrom('posts').select('id').where('slug', '=', slug).where('id', 'is distinct from', exceptId),
)

/** A post other than `exceptId` (any post when null) that was once at `slug` and redirects from it. */
export const formerSlugTaken = compiledOnce(({ b }: Dialect, slug: string, exceptId: number | null) =>
  b.selectFrom('post_slug_history').select('post_id').where('slug', '=', slug).where('post_id', 'is distinct from', exceptId),
)

/** The English post a translation names as its original. */
export const englishOriginal = compiledOnce(({ b }: Dialect, slug: string) =>
  b.selectFrom('posts').select(['id', 'title', 'description', 'body']).where('slug', '=', slug).where('language', '=', 'en'),
)

/** Links a translation to its original; a translation that records no source text yet takes the original's as it is now. */
export const linkTranslation = compiledOnce(({ b }: Dialect, id: number, originalId: number, originalHash: string) =>
  b
    .updateTable('posts')
    .set((eb) => ({ translation_of: originalId, translation_source_hash: eb.fn.coalesce('translation_source_hash', eb.val(originalHash)) }))
    .where('id', '=', id),
)

/** A reviewed translation whose words changed is a draft again. */
export const reopenReviewed = compiledOnce(({ b }: Dialect, id: number) =>
  b
    .updateTable('posts')
    .set({ translation_status: 'draft', translation_reviewer: null, translation_reviewed_at: null })
    .where('id', '=', id)
    .where('translation_status', '=', 'reviewed'),
)

/** The columns every writer sets, from a post's content (its body sanitised by the caller: server/blog/sanitize.ts). */
const contentColumns = (post: PostContent) => ({
  slug: post.slug,
  title: post.title,
  date_label: post.dateLabel,
  body: post.body,
  markdown: post.markdown,
  images: json(post.images),
  meta_title: post.metaTitle,
  description: post.description,
  keywords: json(post.keywords),
  published_at: post.publishedAt,
  language: post.language ?? 'en',
  translation_status: post.language && post.language !== 'en' ? (post.translationStatus ?? 'draft') : null,
})

type ContentColumns = ReturnType<typeof contentColumns>

/** Each column named (a query compiled once sees its record argument's properties only as they are read). */
const columnsOf = (c: ContentColumns) => ({
  slug: c.slug,
  title: c.title,
  date_label: c.date_label,
  body: c.body,
  markdown: c.markdown,
  images: c.images,
  meta_title: c.meta_title,
  description: c.description,
  keywords: c.keywords,
  published_at: c.published_at,
  language: c.language,
  translation_status: c.translation_status,
})

const insertContent = compiledOnce(({ b }: Dialect, c: ContentColumns, now: string, status: 'draft' | 'published', visibleFrom: string) =>
  b
    .insertInto('posts')
    .values({ ...columnsOf(c), updated_at: now, status, visible_from: visibleFrom })
    .returning('id'),
)

/** A new post: a draft, or published from `visibleFrom`. */
export const insertPost = (d: Dialect, post: PostContent, now: string, visibleFrom: string | undefined) =>
  insertContent(d, contentColumns(post), now, visibleFrom === undefined ? 'draft' : 'published', visibleFrom ?? '')

const updateContent = compiledOnce(({ b }: Dialect, id: number, c: ContentColumns, now: string) =>
  b
    .updateTable('posts')
    .set((eb) => ({
      ...columnsOf(c),
      updated_at: now,
      visible_from: eb.case().when('status', '=', 'published').then(c.published_at).else(eb.ref('visible_from')).end(),
    }))
    .where('id', '=', id),
)

/** A post's content replaced; a published post is public from its (maybe new) publication time. */
export const updatePost = (d: Dialect, id: number, post: PostContent, now: string) => updateContent(d, id, contentColumns(post), now)

/** A post's slug and status (PostgreSQL appends FOR UPDATE: the writer then holds the row). */
export const slugAndStatus = ({ b }: Dialect, id: number) => b.selectFrom('posts').select(['slug', 'status']).where('id', '=', id)

/** `slug` redirects to `postId` from now on (the post that was published there has moved). */
export const keepFormerSlug = compiledOnce(({ b }: Dialect, slug: string, postId: number) =>
  b
    .insertInto('post_slug_history')
    .values({ slug, post_id: postId })
    .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ post_id: eb.ref('excluded.post_id') }))),
)

/** A former slug named by a post file redirects to `postId`, unless a post has that address now. */
export const keepFormerSlugUnlessTaken = compiledOnce(({ b }: Dialect, slug: string, postId: number) =>
  b
    .insertInto('post_slug_history')
    .columns(['slug', 'post_id'])
    .expression(
      b
        .selectNoFrom((eb) => [eb.val(slug).as('slug'), eb.val(postId).as('post_id')])
        .where((eb) => eb.not(eb.exists(eb.selectFrom('posts').select('id').where('slug', '=', slug)))),
    )
    .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ post_id: eb.ref('excluded.post_id') }))),
)

export const forgetFormerSlug = compiledOnce(({ b }: Dialect, slug: string) => b.deleteFrom('post_slug_history').where('slug', '=', slug))

export const postWithSlug = compiledOnce(({ b }: Dialect, slug: string) => b.selectFrom('posts').select('id').where('slug', '=', slug))

export const publishPost = compiledOnce(({ b }: Dialect, id: number, visibleFrom: string, dateLabel: string, now: string) =>
  b
    .updateTable('posts')
    .set({ status: 'published', visible_from: visibleFrom, published_at: visibleFrom, date_label: dateLabel, updated_at: now })
    .where('id', '=', id),
)

export const unpublishPost = compiledOnce(({ b }: Dialect, id: number, now: string) =>
  b.updateTable('posts').set({ status: 'draft', visible_from: '', updated_at: now }).where('id', '=', id),
)

export const deletePost = compiledOnce(({ b }: Dialect, id: number) => b.deleteFrom('posts').where('id', '=', id))
