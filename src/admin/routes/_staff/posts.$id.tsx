import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { PostEditor } from '../../pages/post-editor'
import { PageView, useForgetOnLeave, useSession } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/posts/$id')({ loader: loadPage, component: Post })

function Post() {
  const session = useSession()
  const href = Route.useLoaderData<AdminRouter>()
  useForgetOnLeave(href)
  return (
    <PageView href={href} kinds={['post']}>
      {(page) => (
        <PostEditor
          key={page.post?.id}
          initial={page.post}
          mayApproveTranslations={page.mayApproveTranslations}
          mayManagePosts={session.permissions.includes('posts')}
        />
      )}
    </PageView>
  )
}
