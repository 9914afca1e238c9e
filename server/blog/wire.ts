import { toSummary, type BlogPostSummary, type BlogProject } from '../../src/lib/blog.ts'
import type { Post, PostRef, PostSummary } from '../db/posts.ts'
import { sanitizePostHtml } from './sanitize.ts'

/**
 * The API's edge: the only place where a post takes the published API's names (`BlogProject`: projectId, maintitle,
 * contentTitle, content, metaDescription, createdAt...). GetAllProjects' other callers depend on them; inside, posts
 * use the domain's words (server/db/posts.ts).
 */
export function toBlogProject(post: Post): BlogProject {
  return {
    projectId: post.id,
    id: post.id,
    slug: post.slug,
    maintitle: post.title,
    contentTitle: post.dateLabel,
    // Sanitised on write too; again here, so a row written by other tools can never carry a script to a reader.
    content: sanitizePostHtml(post.body),
    images: post.images,
    metaTitle: post.metaTitle,
    metaDescription: post.description,
    keywords: post.keywords,
    createdAt: post.publishedAt,
  }
}

/** A card of the site's own list calls (the site's front end still reads the API's names). */
export function toBlogPostSummary(post: PostSummary): BlogPostSummary {
  return toSummary({
    projectId: post.id,
    slug: post.slug,
    maintitle: post.title,
    contentTitle: post.dateLabel,
    createdAt: post.publishedAt,
    images: post.images,
  })
}

/** A post's address facts under the names the site's slug helpers and the sitemap read. */
export function toBlogPostRef(post: PostRef): Pick<BlogProject, 'id' | 'slug' | 'maintitle' | 'createdAt'> {
  return { id: post.id, slug: post.slug, maintitle: post.title, createdAt: post.publishedAt }
}

/** The GetAllProjects answer. */
export function projectsJson(posts: Post[]): string {
  return JSON.stringify({ success: true, data: posts.map(toBlogProject) })
}
