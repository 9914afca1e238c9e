import type { BlogImage, Post } from '../../src/lib/blog.ts'

/**
 * The API's edge: the only place where a post takes the published API's names. GetAllProjects' other callers depend
 * on them; inside (the database, the pages, the site's own blog calls), posts use the domain's words
 * (server/db/posts.ts, src/lib/blog.ts).
 */
export interface BlogProject {
  projectId: number
  /** Same value as projectId; the published API sends both names. */
  id: number
  slug: string | null
  maintitle: string
  /** The publication date as text, MM-DD-YYYY. */
  contentTitle: string
  /** Sanitised HTML. */
  content: string
  images: BlogImage[]
  metaTitle: string | null
  metaDescription: string | null
  keywords: string[]
  /** ISO 8601 timestamp. */
  createdAt: string
}

/** The GetAllProjects answer's shape. */
export interface ProjectsResponse {
  success: boolean
  data: BlogProject[]
}

/** A post (as the pages have it, body sanitised: server/blog/blog-reader.ts `toPost`) under the API's names. */
export function toBlogProject(post: Post): BlogProject {
  return {
    projectId: post.id,
    id: post.id,
    slug: post.slug,
    maintitle: post.title,
    contentTitle: post.publishedOn,
    content: post.content,
    images: post.images,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    keywords: post.keywords,
    createdAt: post.publishedAt,
  }
}

/** The GetAllProjects answer. */
export function projectsJson(posts: Post[]): string {
  return JSON.stringify({ success: true, data: posts.map(toBlogProject) })
}
