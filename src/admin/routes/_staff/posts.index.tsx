import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PostsPage } from '../../pages/posts'
import { PageView, useSession } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/posts/')({
  validateSearch: z.object({
    q: z.string().optional().catch(undefined),
    language: z.string().optional().catch(undefined),
    translation: z.string().optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: loadPage,
  component: Posts,
})

function Posts() {
  const session = useSession()
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['posts']}>
      {(page) => (
        <PostsPage posts={page.posts} search={page.search} filter={page.filter} mayCreate={session.permissions.includes('posts')} />
      )}
    </PageView>
  )
}
