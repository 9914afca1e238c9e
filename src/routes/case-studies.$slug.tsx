import { createFileRoute, notFound } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { HtmlContent } from '../components/ui/html-content'
import { ButtonLink } from '../components/ui/button'
import { caseStudyImage } from '../content/page-index'
import { ConsultationBlock } from '../features/consultation/consultation-block'
import { features } from '../config/site-settings'
import { found } from '../i18n/route-content'
import { useT } from '../i18n/i18n'

export const Route = createFileRoute('/case-studies/$slug')({
  staticData: { content: ['case-studies'] },
  loader: async ({ params, context }) => {
    if (!features.caseStudies) throw notFound()
    const caseStudy = await found(context.content.caseStudy(context.locale, params.slug))
    return { caseStudy, crumb: caseStudy.title }
  },
  notFoundComponent: CaseStudyNotFound,
  component: CaseStudyPage,
})

/** A not-found message and a way back, instead of a blank page. */
function CaseStudyNotFound() {
  const t = useT()
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <Seo title={t('errors.caseStudyNotFound')} description={t('errors.caseStudyNotFoundDescription')} noindex />
      <h1 className="text-4xl font-semibold text-navy-950">{t('errors.caseStudyNotFound')}</h1>
      <p className="mt-4 text-lg text-navy-700">{t('errors.caseStudyNotFoundText')}</p>
      <ButtonLink to="/case-studies" className="mt-8">
        {t('errors.seeAllCaseStudies')}
      </ButtonLink>
    </section>
  )
}

function CaseStudyPage() {
  const { caseStudy } = Route.useLoaderData()
  const t = useT()
  return (
    <article>
      <Seo
        title={caseStudy.metaTitle ?? caseStudy.title}
        description={caseStudy.summary}
        path={`/case-studies/${caseStudy.slug}`}
        type="article"
      />
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">
            {t('caseStudies.topic', { topic: caseStudy.topic })}
          </p>
          <h1 className="mt-2 max-w-4xl text-4xl font-semibold sm:text-5xl">{caseStudy.title}</h1>
          {caseStudy.sample && <p className="mt-4 max-w-3xl text-white/80">{t('samples.caseStudyNote')}</p>}
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <ConsultationBlock />
        <img
          src={caseStudyImage(caseStudy.slug)}
          alt=""
          width={1200}
          height={500}
          className="my-10 aspect-[12/5] w-full rounded-xl bg-navy-100 object-cover"
        />
        <HtmlContent html={caseStudy.description} />
        <ButtonLink to="/case-studies" variant="secondary" className="mt-12">
          {t('caseStudies.all')}
        </ButtonLink>
      </div>
    </article>
  )
}
