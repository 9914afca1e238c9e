import { apiPaths } from '../../src/config/api.ts'
import type { Post } from '../../src/lib/blog.ts'
import { formatPostDate } from '../../src/i18n/format.ts'
import type { BlogProject, ProjectsResponse } from '../blog/wire.ts'
import type { Harness } from './harness.ts'

/** A GetAllProjects post under the domain's names (the pages' and the site's own calls'): both must tell the same. */
export const asPost = (p: BlogProject): Post => ({
  id: p.projectId,
  slug: p.slug,
  title: p.maintitle,
  publishedOn: p.contentTitle,
  publishedText: formatPostDate(p.contentTitle, 'en'),
  publishedAt: p.createdAt,
  content: p.content,
  images: p.images,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  keywords: p.keywords,
})

/** Every published post, newest first, as the public API answers it, in the domain's words. */
export async function publishedPosts(h: Harness): Promise<Post[]> {
  return ((await (await h.request(apiPaths.projects)).json()) as ProjectsResponse).data.map(asPost)
}
