import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { useAdminNavigate } from '../../router-link'
import { PostEditor } from '../../pages/post-editor'
import { PageView, useForgetOnLeave, useSession } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/posts/new')({ loader: loadPage, component: NewPost })

function NewPost() {
  const session = useSession()
  const href = Route.useLoaderData<AdminRouter>()
  useForgetOnLeave(href)
  const navigate = useAdminNavigate()
  return (
    <PageView href={href} kinds={['post']}>
      {(page) => (
        <PostEditor
          initial={page.post}
          mayApproveTranslations={page.mayApproveTranslations}
          mayManagePosts={session.permissions.includes('posts')}
          // The address shows the saved post (a reload opens it) while this editor, and what is typed in it, stays.
          onCreated={(id) => void navigate({ to: '/posts/new', mask: { to: '/posts/$id', params: { id: String(id) } }, replace: true })}
        />
      )}
    </PageView>
  )
}
