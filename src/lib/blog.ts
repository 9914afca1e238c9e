import type { ExcerptPart } from './blog-search.ts'

/** A cover image of a post (the same keys in the database's JSON, the pages and the published API). */
export interface BlogImage {
  imageUrl: string
  altText: string
}

/**
 * A blog post as the site's pages show it (server rendering and the site's own blog calls). The published API sends
 * the same post under its old names (`BlogProject`); server/blog/wire.ts is the only place that translates.
 */
export interface Post {
  id: number
  slug: string | null
  title: string
  /** The publication date as the firm writes it, MM-DD-YYYY. */
  publishedOn: string
  /** The publication date as the page shows it, in the post's language ("1 Kasım 2026"; src/i18n/format.ts). */
  publishedText: string
  /** The publication time, ISO 8601. */
  publishedAt: string
  /** Sanitised HTML. */
  content: string
  images: BlogImage[]
  metaTitle: string | null
  metaDescription: string | null
  keywords: string[]
}

/** Lower-case, punctuation removed, spaces to hyphens, edge hyphens trimmed. */
export function deriveSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The slug a post is published under: its own slug, or the one derived from its main title. */
export function postSlug(post: Pick<Post, 'slug' | 'title'>): string {
  const own = post.slug?.trim()
  return own ? own : deriveSlug(post.title)
}

/** The post published under `slug`: its own slug (any case) first, else the slug derived from its title. */
export function findPost<T extends Pick<Post, 'slug' | 'title'>>(posts: T[], slug: string): T | undefined {
  const wanted = slug.toLowerCase()
  return posts.find((p) => p.slug?.toLowerCase() === wanted) ?? posts.find((p) => deriveSlug(p.title) === deriveSlug(wanted))
}

export const BLOG_PAGE_SIZE = 12
export const RECENT_ON_HOME = 3
export const RECENT_IN_SIDEBAR = 7

/**
 * Page numbers to show: `margin` pages at each end and `range` pages around the current one, with null for a gap
 * (2 margin pages, 3 around the current page).
 */
export function paginationWindow(current: number, total: number, margin = 2, range = 3): (number | null)[] {
  const pages = new Set<number>()
  for (let p = 1; p <= Math.min(margin, total); p++) pages.add(p)
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) pages.add(p)
  const half = Math.floor(range / 2)
  let start = Math.max(1, current - half)
  const end = Math.min(total, start + range - 1)
  start = Math.max(1, end - range + 1)
  for (let p = start; p <= end; p++) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null)
    out.push(p)
  })
  return out
}

/** What a card or a sidebar entry shows of a post: no body, so a list's size does not grow with the articles. */
export interface PostSummary {
  id: number
  /** The address the post is published under (its own slug or the derived one). */
  slug: string
  title: string
  /** The publication date as text, MM-DD-YYYY. */
  publishedOn: string
  /** The publication date as the page shows it, in the post's language. */
  publishedText: string
  publishedAt: string
  /** The post's first image, if any. */
  image: BlogImage | null
}

export function toSummary(
  post: Pick<Post, 'id' | 'slug' | 'title' | 'publishedOn' | 'publishedText' | 'publishedAt' | 'images'>,
): PostSummary {
  return {
    id: post.id,
    slug: postSlug(post),
    title: post.title,
    publishedOn: post.publishedOn,
    publishedText: post.publishedText,
    publishedAt: post.publishedAt,
    image: post.images[0] ?? null,
  }
}

/** A card of a search's results: the post and where its text matched (empty when nothing is searched). */
export interface BlogListEntry extends PostSummary {
  excerpt?: ExcerptPart[]
}

/** One page of the blog list: its posts and what the pagination needs. */
export interface BlogListPage {
  posts: BlogListEntry[]
  /** The page shown: the one asked for, kept within 1..pageCount. */
  page: number
  pageCount: number
  /** Posts matching `q` in their title, description or body (all published posts when `q` is empty). */
  total: number
  q: string
}

/** An article page: the post and the sidebar's newest entries. */
export interface BlogArticle {
  post: Post
  recent: PostSummary[]
  /** The post's language, and the same post in the site's other languages (its translation group). */
  language?: string
  translations?: { language: string; slug: string; title: string }[]
}

/**
 * Where pages get their posts: on the server straight from SQLite, in the browser from the site's own paginated
 * calls. The router carries one in its context, so server rendering and client navigation run the same queries.
 */
export interface BlogSource {
  list(q: string, page: number): Promise<BlogListPage>
  /** The post published under `slug` (or the slug derived from its title), or null. */
  article(slug: string): Promise<BlogArticle | null>
  /** The newest posts for the home page's cards. */
  recent(): Promise<PostSummary[]>
}

export const emptyListPage = (q: string): BlogListPage => ({ posts: [], page: 1, pageCount: 1, total: 0, q })
