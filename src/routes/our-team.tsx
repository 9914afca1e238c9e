import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { homeContent } from '../content/en/home'
import { TeamProfiles } from '../features/team/team-profiles'
import { teamMembers } from '../content/en/team'
import { teamPortrait } from '../features/team/team-grid'
import { site } from '../config/site'
import { personNodes } from '../lib/structured-data'

export const Route = createFileRoute('/our-team')({
  staticData: { crumb: 'Our Team' },
  component: TeamPage,
})

function TeamPage() {
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
        <TeamProfiles />
      </div>
    </>
  )
}
