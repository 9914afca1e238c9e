import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { ContactDetails } from '../components/layout/contact-details'
import { found } from '../i18n/route-content'
import { formatIsoDay } from '../i18n/format'
import { useSite } from '../components/layout/layout-data'
import { FirmIdentityDetails } from '../components/layout/imprint'
import { useT } from '../i18n/i18n'

export const Route = createFileRoute('/privacy-notice')({
  staticData: { crumb: 'nav.privacy', content: ['privacy'] },
  loader: async ({ context }) => {
    const privacyNotice = await found(context.content.privacy(context.locale))
    return { privacyNotice, updated: formatIsoDay(privacyNotice.updated, context.locale) }
  },
  component: PrivacyPage,
})

function PrivacyPage() {
  const { privacyNotice, updated } = Route.useLoaderData()
  const t = useT()
  const site = useSite()
  return (
    <>
      <Seo title={t('nav.privacy')} description={t('seo.privacyDescription')} path="/privacy-notice" />
      {/* KVKK is the law's own abbreviation (Law No. 6698), used as such in every language. */}
      <PageBanner eyebrow="KVKK" title={privacyNotice.title} text={t('dates.lastUpdated', { date: updated })} />
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
        <h2 className="mt-12 mb-4 text-2xl font-semibold text-navy-950">{t('privacy.contactDetailsOf', { name: site.name })}</h2>
        <ContactDetails />
      </div>
    </>
  )
}
