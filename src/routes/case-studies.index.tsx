import { createFileRoute, notFound } from '@tanstack/react-router'
import { Link } from '../components/ui/link'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { buttonClasses } from '../components/ui/button'
import { Reveal } from '../components/ui/reveal'
import { found } from '../i18n/route-content'
import { caseStudyImage } from '../content/page-index'
import { features } from '../config/site-settings'
import { hasSamples } from '../content/samples'
import { useT } from '../i18n/i18n'
import { BidiText } from '../components/ui/bidi-text'

export const Route = createFileRoute('/case-studies/')({
  staticData: { crumb: 'nav.caseStudies', content: ['case-studies'] },
  loader: async ({ context }) => {
    if (!features.caseStudies) throw notFound()
    const caseStudies = await found(context.content.caseStudies(context.locale))
    // The list shows cards: their text, not each story's body.
    return { caseStudies: caseStudies.map(({ slug, title, summary, sample, topic }) => ({ slug, title, summary, sample, topic })) }
  },
  component: CaseStudiesPage,
})

function CaseStudiesPage() {
  const { caseStudies } = Route.useLoaderData()
  const t = useT()
  const samples = hasSamples(caseStudies)
  return (
    <>
      <Seo
        title={t('nav.caseStudies')}
        description={t(samples ? 'seo.caseStudiesDescriptionSample' : 'seo.caseStudiesDescriptionReal')}
        path="/case-studies"
      />
      <PageBanner
        eyebrow={t('caseStudies.eyebrow')}
        title={t('nav.caseStudies')}
        text={t(samples ? 'samples.caseStudiesIntroSample' : 'samples.caseStudiesIntroReal')}
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {caseStudies.map((cs) => (
            <Reveal
              as="li"
              key={cs.slug}
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100 sm:flex-row"
            >
              <img
                src={caseStudyImage(cs.slug)}
                alt=""
                width={320}
                height={320}
                loading="lazy"
                className="aspect-video w-full bg-navy-100 object-cover sm:aspect-square sm:w-48"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm text-brass-700">{cs.topic}</p>
                <h2 className="mt-1 font-serif text-xl font-semibold text-navy-950">{cs.title}</h2>
                <p className="mt-2 flex-1 text-sm text-navy-700">
                  <BidiText>{cs.summary}</BidiText>
                </p>
                <Link to="/case-studies/$slug" params={{ slug: cs.slug }} className={buttonClasses('secondary', 'mt-4 self-start')}>
                  {t('blog.readMore')}
                  <span className="sr-only">{t('home.aboutSr', { title: cs.title })}</span>
                </Link>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </>
  )
}
