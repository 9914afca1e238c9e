import { Link } from '../../components/ui/link'
import { useT } from '../../i18n/i18n'
import type { HomeContent } from '../../content/schema'
import { ButtonLink } from '../../components/ui/button'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'

const images: Record<string, string> = {
  '/all-corporate-services': '/media/groups/corporate.svg',
  '/all-individual-services': '/media/groups/individual.svg',
  '/global-citizienship-programs': '/media/groups/citizenship.svg',
}

/** The three home service cards, each with Learn More. */
export function ServiceCards({
  home: homeContent,
  headingLevel = 'h2',
}: {
  home: Pick<HomeContent, 'servicesIntro' | 'servicesCards'>
  headingLevel?: 'h2' | 'none'
}) {
  const t = useT()
  return (
    <section aria-labelledby="services-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        {headingLevel === 'h2' ? (
          <SectionHeading
            id="services-heading"
            eyebrow={t('home.practiceAreas')}
            title={t('nav.services')}
            intro={homeContent.servicesIntro}
          />
        ) : (
          <h2 id="services-heading" className="sr-only">
            {t('home.serviceAreas')}
          </h2>
        )}
        <ul className="grid gap-6 md:grid-cols-3">
          {homeContent.servicesCards.map((card) => (
            <Reveal as="li" key={card.link} className="flex flex-col overflow-hidden rounded-xl border border-navy-100 bg-sand shadow-sm">
              <img src={images[card.link]} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-semibold text-navy-950">
                  <Link to={card.link} className="hover:text-brass-700">
                    {card.title}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 text-navy-700">{card.text}</p>
                <ButtonLink to={card.link} variant="secondary" className="mt-6 self-start">
                  {t('home.learnMore')}
                  <span className="sr-only">{t('home.aboutSr', { title: card.title })}</span>
                </ButtonLink>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
