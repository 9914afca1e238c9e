import type { Database } from '../db/database.ts'
import { PostsRepository } from './posts-repo.ts'
import { readPostFiles } from './post-files.ts'

/** A fresh database gets the sample posts in server/blog/seed-posts, so the blog works out of the box. */
export async function seedPostsIfEmpty(db: Database, folder: string): Promise<number> {
  const repo = new PostsRepository(db)
  if (repo.count() > 0) return 0
  return repo.upsert(await readPostFiles([folder])).inserted
}
