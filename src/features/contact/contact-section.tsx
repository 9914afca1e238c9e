import { useT } from '../../i18n/i18n'
import { useSite } from '../../components/layout/layout-data'
import { ContactDetails } from '../../components/layout/contact-details'
import { SectionHeading } from '../../components/ui/section'
import { LeadForm } from '../forms/lead-form'
import { Ltr } from '../../components/ui/ltr'
import { rich } from '../../i18n/rich'

/**
 * The contact section placed on home, /services, /guides, /faq and /contact-us. Its id is the target of
 * same-page "Contact us" jumps.
 */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useT()
  const site = useSite()
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-24 bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          {headingLevel === 1 ? (
            <h1 id="contact-heading" className="text-4xl font-semibold text-navy-950">
              {t('contact.title')}
            </h1>
          ) : (
            <SectionHeading id="contact-heading" eyebrow={t('contact.eyebrow')} title={t('contact.title')} />
          )}
          <p className="mt-4 mb-8 text-lg text-navy-700">
            {rich(t('contact.intro'), {
              hours: rich(t('mail.hours'), { time: <Ltr className="whitespace-nowrap">{site.hours.time}</Ltr> }),
            })}
          </p>
          <ContactDetails />
        </div>
        <LeadForm />
      </div>
    </section>
  )
}
