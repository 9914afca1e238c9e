import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { ContactDetails } from '../components/layout/contact-details'
import { routeContent } from '../i18n/route-content'
import { site } from '../config/site'
import { FirmIdentityDetails } from '../components/layout/imprint'
import { formatIsoDate } from '../lib/dates'

export const Route = createFileRoute('/privacy-notice')({
  staticData: { crumb: 'nav.privacy', content: ['privacy'] },
  loader: ({ context }) => routeContent(context.locale, 'privacy'),
  component: PrivacyPage,
})

function PrivacyPage() {
  const { privacyNotice } = Route.useLoaderData()
  return (
    <>
      <Seo
        title="Privacy Notice"
        description="How we process the personal data you send through our forms under Turkey's Personal Data Protection Law No. 6698 (KVKK), how long we keep it and your rights."
        path="/privacy-notice"
      />
      <PageBanner eyebrow="KVKK" title={privacyNotice.title} text={`Last updated ${formatIsoDate(privacyNotice.updated)}`} />
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <div className="prose-legal">
          {privacyNotice.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
              {section.controller && <FirmIdentityDetails className="mb-6" />}
            </section>
          ))}
        </div>
        <h2 className="mt-12 mb-4 text-2xl font-semibold text-navy-950">Contact details of {site.name}</h2>
        <ContactDetails />
      </div>
    </>
  )
}
