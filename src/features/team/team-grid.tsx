import type { TeamMember } from '../../content/schema'
import { Reveal } from '../../components/ui/reveal'
import { useT } from '../../i18n/i18n'
import { memberTitle } from '../../lib/team'

/** The member's portrait from the media library, else the shipped one at /media/team/<id>.svg. */
export function teamPortrait(member: Pick<TeamMember, 'id' | 'portrait'>): string {
  return member.portrait?.src ?? `/media/team/${member.id}.svg`
}

/** The props of a member's portrait: its library alt text in the page's language, else the dictionary's words. */
export function portraitProps(t: ReturnType<typeof useT>, member: Pick<TeamMember, 'id' | 'name' | 'portrait'>) {
  return {
    src: teamPortrait(member),
    alt: member.portrait?.alt ?? t('team.portrait', { name: member.name }),
    style: member.portrait?.position ? { objectPosition: member.portrait.position } : undefined,
  }
}

/**
 * A member's portrait at the top of a team card (home grid and /our-team). `eager` for the cards in the first
 * view (the top of /our-team), where a portrait may be the largest paint; the rest load as they are scrolled to.
 */
export function CardPortrait({ member, eager = false }: { member: Pick<TeamMember, 'id' | 'name' | 'portrait'>; eager?: boolean }) {
  const t = useT()
  return (
    <img
      {...portraitProps(t, member)}
      width={400}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className="aspect-[5/6] w-full bg-navy-100 object-cover"
    />
  )
}

export function ProfileLink({ member, tone = 'light' }: { member: TeamMember; tone?: 'light' | 'dark' }) {
  const t = useT()
  const base = 'inline-flex min-h-9 items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium'
  if (!member.linkedin) {
    // The professional-network link is shown disabled when the person has none.
    return (
      <span
        role="link"
        aria-disabled="true"
        title={t('team.noProfile')}
        className={`${base} cursor-not-allowed border-navy-100 text-navy-400 opacity-70`}
      >
        LinkedIn
        <span className="sr-only">{t('team.profileUnavailable')}</span>
      </span>
    )
  }
  return (
    <a
      href={member.linkedin}
      target="_blank"
      rel="noopener noreferrer"
      className={`${base} ${tone === 'light' ? 'border-navy-200 text-navy-800 hover:border-brass-500 hover:text-brass-700' : 'border-white/30 text-white hover:border-brass-300'}`}
    >
      LinkedIn
      <span className="sr-only">{t('team.profileOf', { name: member.name })}</span>
    </a>
  )
}

/** The home page's team grid: photo, name, title and the optional link. */
export function TeamGrid({ teamMembers }: { teamMembers: TeamMember[] }) {
  const t = useT()
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {teamMembers.map((member) => (
        <Reveal as="li" key={member.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
          <CardPortrait member={member} />
          <div className="space-y-2 p-4">
            <h3 className="font-serif text-lg font-semibold text-navy-950">{member.name}</h3>
            <p className="text-sm text-brass-700">{memberTitle(t, member)}</p>
            <ProfileLink member={member} />
          </div>
        </Reveal>
      ))}
    </ul>
  )
}
