import { useT } from '../../i18n/i18n'
import type { HomeContent } from '../../content/schema'
import { LoopVideo } from '../../components/ui/loop-video'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'

/** What we offer shows a different video on /about-us than elsewhere. */
export function WhatWeOffer({
  whatWeOffer,
  video = 'what-we-offer',
}: {
  whatWeOffer: HomeContent['whatWeOffer']
  video?: 'what-we-offer' | 'what-we-offer-about'
}) {
  const t = useT()
  return (
    <section aria-labelledby="what-we-offer" className="bg-sand">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <Reveal>
          <SectionHeading id="what-we-offer" eyebrow={t('home.whatWeOfferEyebrow')} title={whatWeOffer.title} />
          {whatWeOffer.text.map((p) => (
            <p key={p.slice(0, 24)} className="mb-4 text-lg text-navy-700">
              {p}
            </p>
          ))}
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {whatWeOffer.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-lg bg-white p-4 text-sm font-medium text-navy-800 shadow-sm">
                <span aria-hidden="true" className="mt-1 size-2 shrink-0 rounded-full bg-brass-500" />
                {point}
              </li>
            ))}
          </ul>
        </Reveal>
        <div className="aspect-video overflow-hidden rounded-2xl shadow-xl">
          <LoopVideo name={video} />
        </div>
      </div>
    </section>
  )
}
