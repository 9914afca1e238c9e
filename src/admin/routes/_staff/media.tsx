import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { MediaPage } from '../../pages/media'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/media')({ loader: loadPage, component: Media })

function Media() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['media']}>
      {(page) => <MediaPage media={page.media} />}
    </PageView>
  )
}
