import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { shareImagePath } from '../lib/share-images'
import { GuidePage } from '../features/guides/guide-page'
import { found } from '../i18n/route-content'
import { shownIsoDay } from '../i18n/format'

export const Route = createFileRoute('/guides/$guide')({
  // The team gives the author's name and title (src/lib/team.ts).
  staticData: { content: ['guides', 'team'] },
  loader: async ({ params, context }) => {
    const guide = await found(context.content.guide(context.locale, params.guide))
    const { name, role, gender } = await found(context.content.teamMember(context.locale, guide.author.member))
    return { guide, author: { name, role, gender }, crumb: guide.title, reviewed: shownIsoDay(guide.lastReviewed, context.locale) }
  },
  component: GuideRoute,
})

function GuideRoute() {
  const { guide, author, reviewed } = Route.useLoaderData()
  return (
    <>
      <Seo
        title={guide.title}
        description={guide.summary}
        path={`/guides/${guide.slug}`}
        image={shareImagePath('guides', guide.slug)}
        type="article"
      />
      <GuidePage guide={guide} author={author} reviewed={reviewed} />
    </>
  )
}
