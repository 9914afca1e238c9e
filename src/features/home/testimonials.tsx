import { testimonials } from '../../content/testimonials'
import { site } from '../../config/site'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'
import { homeContent } from '../../content/home'

/** Client words, anonymised; switched off in one line in src/config/site.ts (bar advertising rules). */
export function Testimonials() {
  if (!site.features.testimonials) return null
  return (
    <section aria-labelledby="testimonials" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading id="testimonials" eyebrow="Testimonials" title="What clients told us" intro={homeContent.testimonialsIntro} />
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <Reveal as="li" key={t.author} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <figure>
                <blockquote className="text-navy-800">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-navy-950">{t.author}</span>
                  <span className="block text-navy-600">{t.matter}</span>
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
