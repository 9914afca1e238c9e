import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { officeHours } from '../config/site'
import { ConsultationBlock } from '../features/consultation/consultation-block'
import { ContactSection } from '../features/contact/contact-section'
import { OfficeMap } from '../features/contact/office-map'

export const Route = createFileRoute('/contact-us')({
  staticData: { crumb: 'nav.contact' },
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <Seo
        title="Contact Us"
        description={`Write to our Istanbul office, call us or book a free 15-minute consultation. Office hours ${officeHours}.`}
        path="/contact-us"
      />
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
