import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { Reveal } from '../components/ui/reveal'
import { found } from '../i18n/route-content'
import { WhatWeOffer } from '../features/home/what-we-offer'
import { FirmIdentityDetails } from '../components/layout/imprint'
import { useSite } from '../components/layout/layout-data'
import { useT } from '../i18n/i18n'

export const Route = createFileRoute('/about-us')({
  staticData: { crumb: 'nav.about', content: ['about', 'home'] },
  loader: async ({ context }) => {
    const [aboutContent, homeContent] = await Promise.all([
      found(context.content.about(context.locale)),
      found(context.content.home(context.locale)),
    ])
    return { aboutContent, whatWeOffer: homeContent.whatWeOffer }
  },
  component: AboutPage,
})

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((p) => (
        <p key={p.slice(0, 32)} className="mb-4 text-lg text-navy-700">
          {p}
        </p>
      ))}
    </>
  )
}

function AboutPage() {
  const { aboutContent, whatWeOffer } = Route.useLoaderData()
  const { welcome, vision, whoWeAre, values } = aboutContent
  const t = useT()
  const site = useSite()
  return (
    <>
      <Seo title={t('about.title')} description={t('seo.aboutDescription', { year: String(site.founded) })} path="/about-us" />
      <PageBanner eyebrow={t('about.eyebrow')} title={t('about.title')} text={welcome.paragraphs[0]} />
      <section aria-labelledby="welcome" className="bg-white">
        <Reveal className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="welcome" className="text-3xl font-semibold text-navy-950">
            {welcome.title}
          </h2>
          <div className="mt-6">
            <Paragraphs items={welcome.paragraphs.slice(1)} />
          </div>
        </Reveal>
      </section>
      <WhatWeOffer whatWeOffer={whatWeOffer} video="what-we-offer-about" />
      <section aria-labelledby="vision" className="bg-navy-900 text-white">
        <Reveal className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="vision" className="text-3xl font-semibold">
              {vision.title}
            </h2>
            {vision.paragraphs.map((p) => (
              <p key={p.slice(0, 32)} className="mt-4 text-lg text-white/85">
                {p}
              </p>
            ))}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {values.map((v) => (
              <li key={v.title} className="rounded-xl bg-navy-950/60 p-5 ring-1 ring-white/10">
                <h3 className="text-xl font-semibold text-brass-300">{v.title}</h3>
                <p className="mt-2 text-white/80">{v.text}</p>
              </li>
            ))}
          </ul>
        </Reveal>
      </section>
      <section aria-labelledby="who-we-are" className="bg-white">
        <Reveal className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="who-we-are" className="text-3xl font-semibold text-navy-950">
            {whoWeAre.title}
          </h2>
          <div className="mt-6">
            <Paragraphs items={whoWeAre.paragraphs} />
          </div>
        </Reveal>
      </section>
      <section aria-labelledby="legal-information" className="border-t border-navy-100 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="legal-information" className="text-3xl font-semibold text-navy-950">
            {t('about.legalInformation')}
          </h2>
          <p className="mt-4 text-lg text-navy-700">{t('about.legalText')}</p>
          <FirmIdentityDetails className="mt-6" />
        </div>
      </section>
    </>
  )
}
