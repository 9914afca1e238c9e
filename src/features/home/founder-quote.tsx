import { useT } from '../../i18n/i18n'
import { rich } from '../../i18n/rich'
import type { HomeContent, TeamMember } from '../../content/schema'
import { ButtonLink } from '../../components/ui/button'
import { Reveal } from '../../components/ui/reveal'
import { memberById, memberTitle } from '../../lib/team'

export function FounderQuote({ founderQuote, teamMembers }: { founderQuote: HomeContent['founderQuote']; teamMembers: TeamMember[] }) {
  const t = useT()
  const founder = memberById(teamMembers, founderQuote.member)
  return (
    <section aria-label={t(`home.founderWord.${founder.gender}`)} className="bg-white">
      <Reveal className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <figure>
          <blockquote className="font-serif text-2xl leading-relaxed text-navy-900 sm:text-3xl">“{founderQuote.text}”</blockquote>
          <figcaption className="mt-6 text-navy-700">
            {rich(t('team.nameAndTitle'), {
              name: <span className="font-semibold text-navy-950">{founder.name}</span>,
              title: memberTitle(t, founder),
            })}
          </figcaption>
        </figure>
        <ButtonLink to="/contact-us" className="mt-8">
          {t('contact.title')}
        </ButtonLink>
      </Reveal>
    </section>
  )
}
