import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { useI18n } from '../i18n/i18n'
import { TeamProfiles } from '../features/team/team-profiles'
import { routeContent } from '../i18n/route-content'
import { teamPortrait } from '../features/team/team-grid'
import { site } from '../config/site'
import { personNodes } from '../lib/structured-data'

export const Route = createFileRoute('/our-team')({
  staticData: { crumb: 'nav.team', content: ['team'] },
  loader: ({ context }) => routeContent(context.locale, 'team'),
  component: TeamPage,
})

function TeamPage() {
  const { home: homeContent } = useI18n()
  const { teamMembers } = Route.useLoaderData()
  return (
    <>
      <Seo
        title="Our Team"
        description="Meet the attorneys and staff of our Istanbul office: founder attorney, partner, associate attorney, legal intern and client representative."
        path="/our-team"
        structuredData={personNodes(site, teamMembers, (id) => teamPortrait({ id }))}
      />
      <PageBanner eyebrow="Our people" title="Our Team" text={homeContent.teamIntro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <TeamProfiles teamMembers={teamMembers} />
      </div>
    </>
  )
}
