import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { HtmlContent } from '../components/ui/html-content'
import { NotFoundPage } from '../components/layout/not-found-page'
import { serviceImage } from '../content/page-index'
import type { ServiceGroup } from '../content/schema'
import { useLocale, useT } from '../i18n/i18n'
import { localeConfig } from '../i18n/locales'
import { ConsultationBlock } from '../features/consultation/consultation-block'
import { ButtonLink } from '../components/ui/button'
import { useLayout, useSite } from '../components/layout/layout-data'
import { serviceNode } from '../lib/structured-data'
import { shareImagePath } from '../lib/share-images'
import { LastReviewed } from '../components/ui/last-reviewed'
import { found } from '../i18n/route-content'
import { shownIsoDay } from '../i18n/format'
import { BidiText } from '../components/ui/bidi-text'

export const Route = createFileRoute('/services/$slug')({
  staticData: { content: ['services'] },
  // Descriptions load with the page that shows them, not with the main bundle.
  loader: async ({ params, context }) => {
    const service = await found(context.content.service(context.locale, params.slug))
    return { service, crumb: service.title, reviewed: shownIsoDay(service.lastReviewed, context.locale) }
  },
  notFoundComponent: () => <NotFoundPage title="errors.serviceNotFound" message="errors.serviceNotFoundText" />,
  component: ServicePage,
})

function ServicePage() {
  const { service, reviewed } = Route.useLoaderData()
  const { serviceGroups } = useLayout()
  const site = useSite()
  const group = serviceGroups.find((g) => g.id === service.group)!
  const t = useT()
  return (
    <article>
      <Seo
        title={service.title}
        description={service.summary}
        path={`/services/${service.slug}`}
        image={shareImagePath('services', service.slug)}
        structuredData={[serviceNode(site, service)]}
      />
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">{group.title}</p>
          <h1 className="mt-2 max-w-4xl text-4xl font-semibold sm:text-5xl">{service.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-white/85">
            <BidiText>{service.summary}</BidiText>
          </p>
          <LastReviewed date={reviewed} className="mt-4 text-white/70" />
        </div>
      </header>
      {/* The Free Consultation block comes first in the page order (header, block, hero image, description), so on
          phones it sits before the description; on wide screens it moves to the sidebar. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem] lg:gap-12">
        {/* A complementary landmark needs a name to be told apart in a screen reader's landmark list. */}
        <aside aria-labelledby="service-next-steps" className="space-y-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:self-start">
          <h2 id="service-next-steps" className="sr-only">
            {t('services.nextSteps')}
          </h2>
          <ConsultationBlock />
          <div className="hidden lg:block">
            <GroupLink group={group} />
          </div>
        </aside>
        <div className="lg:col-start-1 lg:row-start-1">
          <img
            src={serviceImage(service.slug)}
            alt=""
            width={1200}
            height={500}
            className="mb-10 aspect-[12/5] w-full rounded-xl bg-navy-100 object-cover"
            fetchPriority="high"
          />
          <HtmlContent html={service.description} />
          <div className="mt-10 lg:hidden">
            <GroupLink group={group} />
          </div>
        </div>
      </div>
    </article>
  )
}

function GroupLink({ group }: { group: ServiceGroup }) {
  const t = useT()
  const locale = useLocale()
  return (
    <ButtonLink to={group.path} variant="secondary" className="w-full">
      {group.id === 'citizenship' || group.shortTitle === group.title
        ? t('services.allProgrammes')
        : t('services.allGroupServices', { group: group.shortTitle.toLocaleLowerCase(localeConfig[locale].intl) })}
    </ButtonLink>
  )
}
