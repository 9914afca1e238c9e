import { foldSearchText } from '../../src/lib/blog-search.ts'

/**
 * The posts' types and search rule, the same for every engine (server/db/store.ts); the queries are in sqlite/posts.ts
 * and postgres/posts.ts.
 */

export type PostStatus = 'draft' | 'published'
/** How far a translated post got: machine-made, a translator's draft, with a lawyer, or approved by one. */
export type TranslationStatus = 'machine' | 'draft' | 'in-review' | 'reviewed'

/** A cover image, kept as JSON in the post's row (the same keys as the API sends). */
export interface PostImage {
  imageUrl: string
  altText: string
}

/** A blog post as stored. */
export interface Post {
  id: number
  /** Null for old imported posts: their address is derived from the title. */
  slug: string | null
  title: string
  /** The post's date as the firm writes it on the page, MM-DD-YYYY. */
  dateLabel: string
  /** Sanitised HTML. */
  body: string
  /** The back office editor's source of `body`; null when the body came from a file. */
  markdown: string | null
  images: PostImage[]
  metaTitle: string | null
  description: string | null
  keywords: string[]
  /** The post's date (ISO 8601): what the blog shows and orders by. */
  publishedAt: string
  updatedAt: string
  status: PostStatus
  /** When a published post becomes visible to the public (ISO 8601; later than now when scheduled). */
  visibleFrom: string
  /** The post's language (a site locale: 'en', 'tr', 'ar'). */
  language: string
  /** For a translation: the English post it was made from; null for an original. */
  translationOf: number | null
  translationStatus: TranslationStatus | null
  /** A translation's English text when it was made or last reviewed (`sourceHash`); another hash now: stale. */
  translationSourceHash: string | null
  /** Who approved the translation (an account's e-mail) and when; null unless it is reviewed. */
  translationReviewer: string | null
  translationReviewedAt: string | null
  /** Why a reviewer sent the translation back; empty when none. */
  translationNote: string
}

/** What a card shows (no body, so a page of the list reads a few hundred bytes per post). */
export type PostSummary = Pick<Post, 'id' | 'slug' | 'title' | 'dateLabel' | 'images' | 'publishedAt'>
/** Enough to find a post's address. */
export type PostRef = Pick<Post, 'id' | 'slug' | 'title' | 'publishedAt' | 'language' | 'translationStatus'>

/**
 * What a writer gives for a post: a post file (import command, seed) or the back office's form. Its `body` is HTML,
 * sanitised on write, whoever writes.
 */
export type PostContent = Pick<
  Post,
  'slug' | 'title' | 'dateLabel' | 'body' | 'markdown' | 'images' | 'metaTitle' | 'description' | 'keywords' | 'publishedAt'
> & {
  /** Absent: English. */
  language?: string
  /** Addresses the post had before (a post file's `formerSlugs`): the import keeps each as a 301 to the post. */
  formerSlugs?: string[]
  /** A translation's English original, by its slug (a post file names it so); absent for an original. */
  translationOfSlug?: string
  translationStatus?: TranslationStatus
}

/**
 * The back office's post search, the same on every engine: the posts (in the order given) whose title, slug or one
 * of whose keywords contains `text`, folded with foldSearchText (so "istanbul" finds "İstanbul"); empty: all.
 */
export function postsMatching(posts: Post[], text: string): Post[] {
  const needle = foldSearchText(text.trim())
  if (!needle) return posts
  return posts.filter((p) => [p.title, p.slug ?? '', ...p.keywords].some((t) => foldSearchText(t).includes(needle)))
}
