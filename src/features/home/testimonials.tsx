import type { Testimonial } from '../../content/schema'
import { site } from '../../config/site'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'
import { hasSamples, sampleWording } from '../../content/samples'

/** Client words, anonymised; switched off in one line in src/config/site.ts (bar advertising rules). */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (!site.features.testimonials) return null
  const samples = hasSamples(testimonials)
  return (
    <section aria-labelledby="testimonials" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="testimonials"
          eyebrow="Testimonials"
          title={samples ? sampleWording.testimonialsTitle.sample : sampleWording.testimonialsTitle.real}
          intro={samples ? sampleWording.testimonialsIntro.sample : sampleWording.testimonialsIntro.real}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <Reveal as="li" key={t.author} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <figure>
                <blockquote className="text-navy-800">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-navy-950">{t.author}</span>
                  <span className="block text-navy-600">{t.matter}</span>
                  {t.sample && <span className="mt-1 block text-xs text-navy-500 italic">{sampleWording.sampleLabel}</span>}
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
