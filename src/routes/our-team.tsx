import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { useT } from '../i18n/i18n'
import { TeamProfiles } from '../features/team/team-profiles'
import { found } from '../i18n/route-content'
import { teamPortrait } from '../features/team/team-grid'
import { useSite } from '../components/layout/layout-data'
import { personNodes } from '../lib/structured-data'
import { memberTitle } from '../lib/team'

export const Route = createFileRoute('/our-team')({
  staticData: { crumb: 'nav.team', content: ['team'] },
  loader: async ({ context }) => ({ teamMembers: await found(context.content.team(context.locale)) }),
  component: TeamPage,
})

function TeamPage() {
  const { teamMembers } = Route.useLoaderData()
  const t = useT()
  const site = useSite()
  return (
    <>
      <Seo
        title={t('nav.team')}
        description={t('seo.teamDescription')}
        path="/our-team"
        structuredData={personNodes(
          site,
          teamMembers,
          (id) => teamPortrait(teamMembers.find((m) => m.id === id) ?? { id }),
          (m) => memberTitle(t, m),
        )}
      />
      <PageBanner eyebrow={t('home.ourPeople')} title={t('nav.team')} text={t('home.teamIntro')} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <TeamProfiles teamMembers={teamMembers} />
      </div>
    </>
  )
}
