import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { TranslationsPage } from '../../pages/translations'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/translations/')({ loader: loadPage, component: Translations })

function Translations() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['translations']}>
      {(page) => <TranslationsPage units={page.units} posts={page.posts} mayApprove={page.mayApprove} />}
    </PageView>
  )
}
