/**
 * npm run posts:import -- <file or folder> [...]: add or update blog posts from Markdown/HTML files with front
 * matter (format in server/blog/post-files.ts and docs/operations.md). Posts are matched by slug. Runs beside a live
 * server: the server notices the change on its next request.
 */
import { parseEnv } from '../env.ts'
import { openStore } from '../db/open-store.ts'
import { PostFileError, readPostFiles } from './post-files.ts'
import { privateUmask } from '../private-data.ts'

async function main(args: string[]) {
  if (args.length === 0) {
    console.error('Usage: npm run posts:import -- <file.md|file.html|folder> [...]')
    process.exit(2)
  }
  privateUmask()
  const env = parseEnv()
  const store = await openStore(env)
  try {
    const posts = await readPostFiles(args)
    if (posts.length === 0) {
      console.error('No .md or .html files found in the paths given.')
      process.exit(1)
    }
    const { inserted, updated } = await store.posts.importPosts(posts, new Date().toISOString())
    console.log(`Imported ${posts.length} post(s): ${inserted} added, ${updated} updated (database ${store.location}).`)
  } catch (error) {
    console.error(error instanceof PostFileError ? `Not imported: ${error.message}` : error)
    process.exit(1)
  } finally {
    await store.close()
  }
}

void main(process.argv.slice(2))
