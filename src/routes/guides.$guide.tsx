import { createFileRoute, notFound } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { shareImagePath } from '../lib/share-images'
import { GuidePage } from '../features/guides/guide-page'
import { routeContent } from '../i18n/route-content'
import { shownIsoDay } from '../i18n/format'

export const Route = createFileRoute('/guides/$guide')({
  staticData: { content: ['guides'] },
  loader: async ({ params, context }) => {
    const { findGuide } = await routeContent(context.locale, 'guides')
    const guide = findGuide(params.guide)
    if (!guide) throw notFound()
    return { guide, crumb: guide.title, reviewed: shownIsoDay(guide.lastReviewed, context.locale) }
  },
  component: GuideRoute,
})

function GuideRoute() {
  const { guide, reviewed } = Route.useLoaderData()
  return (
    <>
      <Seo
        title={guide.title}
        description={guide.summary}
        path={`/guides/${guide.slug}`}
        image={shareImagePath('guides', guide.slug)}
        type="article"
      />
      <GuidePage guide={guide} reviewed={reviewed} />
    </>
  )
}
