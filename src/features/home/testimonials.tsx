import type { Testimonial } from '../../content/schema'
import { features } from '../../config/site-settings'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'
import { hasSamples } from '../../content/samples'
import { useT } from '../../i18n/i18n'

/** Client words, anonymised; switched off in one line in src/config/site-settings.ts (bar advertising rules). */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT()
  if (!features.testimonials) return null
  const samples = hasSamples(testimonials)
  return (
    <section aria-labelledby="testimonials" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="testimonials"
          eyebrow={t('home.testimonialsEyebrow')}
          title={t(samples ? 'samples.testimonialsTitleSample' : 'samples.testimonialsTitleReal')}
          intro={t(samples ? 'samples.testimonialsIntroSample' : 'samples.testimonialsIntroReal')}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((item) => (
            <Reveal as="li" key={item.author} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <figure>
                <blockquote className="text-navy-800">“{item.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-navy-950">{item.author}</span>
                  <span className="block text-navy-600">{item.matter}</span>
                  {item.sample && <span className="mt-1 block text-xs text-navy-500 italic">{t('samples.label')}</span>}
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
