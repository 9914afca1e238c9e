import { Link } from '../../components/ui/link'
import { serviceImage } from '../../content/page-index'
import type { ServiceCard } from './group-cards'
import { buttonClasses } from '../../components/ui/button'
import { Reveal } from '../../components/ui/reveal'
import { useT } from '../../i18n/i18n'
import { BidiText } from '../../components/ui/bidi-text'

/** Cards with image, title and a link to /services/{slug}. */
export function ServiceCardList({ services, headingLevel = 2 }: { services: ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = useT()
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <Reveal as="li" key={service.slug} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
          <img
            src={serviceImage(service.slug)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="aspect-video w-full bg-navy-100 object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <Heading className="font-serif text-xl font-semibold text-navy-950">
              <Link to="/services/$slug" params={{ slug: service.slug }} className="hover:text-brass-700">
                {service.title}
              </Link>
            </Heading>
            <p className="mt-2 flex-1 text-sm text-navy-700">
              <BidiText>{service.summary}</BidiText>
            </p>
            <Link to="/services/$slug" params={{ slug: service.slug }} className={buttonClasses('secondary', 'mt-5 self-start')}>
              {t('home.learnMore')}
              <span className="sr-only">{t('home.aboutSr', { title: service.title })}</span>
            </Link>
          </div>
        </Reveal>
      ))}
    </ul>
  )
}
