import type { Store } from '../db/store.ts'
import { readPostFiles } from './post-files.ts'

/** A fresh database gets the sample posts in server/blog/seed-posts, so the blog works out of the box. */
export async function seedPostsIfEmpty(store: Store, folder: string): Promise<number> {
  if ((await store.posts.count()) > 0) return 0
  return (await store.posts.importPosts(await readPostFiles([folder]), new Date().toISOString())).inserted
}
