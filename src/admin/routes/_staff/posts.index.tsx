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
  // A new search is a new page: its form starts from its own address.
  const href = Route.useLoaderData<AdminRouter>()
  return (
    <PageView href={href} kinds={['posts']}>
      {(page) => (
        <PostsPage
          key={href}
          posts={page.posts}
          search={page.search}
          filter={page.filter}
          mayCreate={session.permissions.includes('posts')}
        />
      )}
    </PageView>
  )
}
