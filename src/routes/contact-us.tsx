import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { useSite } from '../components/layout/layout-data'
import { ConsultationBlock } from '../features/consultation/consultation-block'
import { ContactSection } from '../features/contact/contact-section'
import { OfficeMap } from '../features/contact/office-map'
import { useT } from '../i18n/i18n'

export const Route = createFileRoute('/contact-us')({
  staticData: { crumb: 'nav.contact' },
  component: ContactPage,
})

function ContactPage() {
  const t = useT()
  const site = useSite()
  // As src/config/site.ts's officeHours writes them: "Monday to Friday, 09:00–20:00 Istanbul time (GMT+3)".
  const hours = t('site.hoursLine', { days: t('site.hoursDays'), time: site.hours.time, timezone: t('site.hoursTimezone') })
  return (
    <>
      <Seo title={t('seo.contactTitle')} description={t('seo.contactDescription', { hours })} path="/contact-us" />
      <div className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
          <ConsultationBlock />
        </div>
      </div>
      <ContactSection headingLevel={1} />
      <OfficeMap />
    </>
  )
}
