import { createFileRoute } from '@tanstack/react-router'
import { Link } from '../components/ui/link'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { useT } from '../i18n/i18n'
import { found } from '../i18n/route-content'
import { useLayout } from '../components/layout/layout-data'
import { ContactSection } from '../features/contact/contact-section'
import { ServiceCards } from '../features/home/service-cards'
import { Testimonials } from '../features/home/testimonials'

export const Route = createFileRoute('/services/')({
  staticData: { crumb: 'nav.services', content: ['home', 'testimonials'] },
  loader: async ({ context }) => {
    const [homeContent, testimonials] = await Promise.all([
      found(context.content.home(context.locale)),
      found(context.content.testimonials(context.locale)),
    ])
    const { servicesIntro, servicesCards } = homeContent
    return { serviceCards: { servicesIntro, servicesCards }, testimonials }
  },
  component: ServicesPage,
})

function ServicesPage() {
  const { serviceGroups } = useLayout()
  const { serviceCards, testimonials } = Route.useLoaderData()
  const t = useT()
  return (
    <>
      <Seo title={t('nav.services')} description={t('seo.servicesDescription')} path="/services" />
      <PageBanner eyebrow={t('services.whatWeDo')} title={t('nav.services')} text={t('services.bannerText')} />
      <ServiceCards home={serviceCards} headingLevel="none" />
      <section aria-labelledby="all-services" className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="all-services" className="text-3xl font-semibold text-navy-950">
            {t('services.allServices')}
          </h2>
          <div className="mt-8 grid gap-10 md:grid-cols-3">
            {serviceGroups.map((group) => (
              <div key={group.id}>
                <h3 className="text-xl font-semibold text-navy-950">
                  <Link to={group.path} className="hover:text-brass-700">
                    {group.title}
                  </Link>
                </h3>
                <ul className="mt-4 space-y-2">
                  {group.services.map((s) => (
                    <li key={s.slug}>
                      <Link
                        to="/services/$slug"
                        params={{ slug: s.slug }}
                        className="text-navy-700 underline-offset-2 hover:text-brass-700 hover:underline"
                      >
                        {s.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
      <Testimonials testimonials={testimonials} />
      <ContactSection />
    </>
  )
}
