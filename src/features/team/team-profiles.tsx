import { ClientOnly } from '@tanstack/react-router'
import type { TeamMember } from '../../content/schema'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog'
import { CardPortrait, ProfileLink, portraitProps } from './team-grid'
import { memberTitle } from '../../lib/team'
import { useLocale, useT } from '../../i18n/i18n'
import { joinList } from '../../i18n/format'

const profileButton = 'mt-4 self-start rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700'

/**
 * /our-team: five cards, each opening a view-only profile dialog, then every full profile in the page itself. The
 * profiles are in the server's HTML, so they are there without JavaScript, for search engines, and as the targets
 * of the people's structured-data URLs (`/our-team#<id>`, src/lib/structured-data.ts); without JavaScript
 * "View profile" is a link to the person's profile below.
 */
export function TeamProfiles({ teamMembers }: { teamMembers: TeamMember[] }) {
  return (
    <>
      <TeamCards teamMembers={teamMembers} />
      <FullProfiles teamMembers={teamMembers} />
    </>
  )
}

function TeamCards({ teamMembers }: { teamMembers: TeamMember[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {teamMembers.map((member, index) => (
        <li key={member.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
          {/* The first row (three cards on a wide screen, the first on a phone) is in the first view. */}
          <CardPortrait member={member} eager={index < 3} />
          <div className="flex flex-1 flex-col p-5">
            <h2 className="font-serif text-xl font-semibold text-navy-950">{member.name}</h2>
            <p className="text-sm text-brass-700">{memberTitle(t, member)}</p>
            <p className="mt-3 line-clamp-3 flex-1 text-sm text-navy-700">{member.bio[0]}</p>
            <ClientOnly
              fallback={
                <a href={`#${member.id}`} className={profileButton}>
                  {t('team.viewProfile')}
                  <span className="sr-only">{t('team.viewProfileOf', { name: member.name })}</span>
                </a>
              }
            >
              <Dialog>
                <DialogTrigger className={profileButton}>
                  {t('team.viewProfile')}
                  <span className="sr-only">{t('team.viewProfileOf', { name: member.name })}</span>
                </DialogTrigger>
                <DialogContent closeLabel={t('layout.close')}>
                  <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
                    <img
                      {...portraitProps(t, member)}
                      width={192}
                      height={230}
                      className="aspect-[5/6] w-48 rounded-lg bg-navy-100 object-cover"
                    />
                    <div>
                      <DialogTitle className="font-serif text-2xl font-semibold text-navy-950">{member.name}</DialogTitle>
                      <DialogDescription className="text-brass-700">{memberTitle(t, member)}</DialogDescription>
                      <p className="mt-1 text-sm text-navy-600">{t('team.languages', { list: joinList(member.languages, locale) })}</p>
                      <div className="mt-3">
                        <ProfileLink member={member} />
                      </div>
                    </div>
                  </div>
                  <div className="mt-6 space-y-3 text-navy-800">
                    {member.bio.map((p) => (
                      <p key={p.slice(0, 30)}>{p}</p>
                    ))}
                  </div>
                </DialogContent>
              </Dialog>
            </ClientOnly>
          </div>
        </li>
      ))}
    </ul>
  )
}

function FullProfiles({ teamMembers }: { teamMembers: TeamMember[] }) {
  const t = useT()
  return (
    <section aria-labelledby="team-profiles" className="mt-16">
      <h2 id="team-profiles" className="text-3xl font-semibold text-navy-950">
        {t('team.profiles')}
      </h2>
      <div className="mt-8 space-y-8">
        {teamMembers.map((member) => (
          <FullProfile key={member.id} member={member} />
        ))}
      </div>
    </section>
  )
}

function FullProfile({ member }: { member: TeamMember }) {
  const headingId = `${member.id}-name`
  const t = useT()
  const locale = useLocale()
  return (
    <article id={member.id} aria-labelledby={headingId} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-8">
      <h3 id={headingId} className="text-2xl font-semibold text-navy-950">
        {member.name}
      </h3>
      <p className="text-brass-700">{memberTitle(t, member)}</p>
      <p className="mt-1 text-sm text-navy-600">{t('team.languages', { list: joinList(member.languages, locale) })}</p>
      <div className="mt-4 max-w-3xl space-y-3 text-navy-800">
        {member.bio.map((p) => (
          <p key={p.slice(0, 30)}>{p}</p>
        ))}
      </div>
      <div className="mt-4">
        <ProfileLink member={member} />
      </div>
    </article>
  )
}
