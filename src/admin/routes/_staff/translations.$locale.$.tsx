import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { TranslationReviewPage } from '../../pages/translations'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

/** One page of the site (or the interface strings) in one language, side by side with its English. */
export const Route = createFileRoute('/_staff/translations/$locale/$')({ loader: loadPage, component: TranslationReview })

function TranslationReview() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['translation']}>
      {(page) => <TranslationReviewPage unit={page.unit} comparison={page.comparison} mayApprove={page.mayApprove} />}
    </PageView>
  )
}
