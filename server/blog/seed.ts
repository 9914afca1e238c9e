import type { Database } from '../db/database.ts'
import { PostsRepository } from '../db/posts.ts'
import { readPostFiles } from './post-files.ts'

/** A fresh database gets the sample posts in server/blog/seed-posts, so the blog works out of the box. */
export async function seedPostsIfEmpty(db: Database, folder: string): Promise<number> {
  const posts = new PostsRepository(db)
  if (posts.count() > 0) return 0
  return posts.importPosts(await readPostFiles([folder]), new Date().toISOString()).inserted
}
