import { createFileRoute } from '@tanstack/react-router'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { Accordion, AccordionItem } from '../components/ui/accordion'
import { found } from '../i18n/route-content'
import { shownIsoDay } from '../i18n/format'
import { LastReviewed } from '../components/ui/last-reviewed'
import { ScheduleLink } from '../features/consultation/consultation-block'
import { ContactSection } from '../features/contact/contact-section'
import { features } from '../config/site-settings'
import { useSite } from '../components/layout/layout-data'
import { faqPageNode } from '../lib/structured-data'
import { useT } from '../i18n/i18n'
import { BidiText } from '../components/ui/bidi-text'

export const Route = createFileRoute('/faq')({
  staticData: { crumb: 'nav.faq', content: ['faq'] },
  loader: async ({ context }) => {
    const faq = await found(context.content.faq(context.locale))
    return {
      items: faq.items.filter((item) => features.freeConsultation || !item.bookingLink),
      reviewed: shownIsoDay(faq.lastReviewed, context.locale),
    }
  },
  component: FaqPage,
})

function FaqPage() {
  const { items, reviewed } = Route.useLoaderData()
  const t = useT()
  const site = useSite()
  return (
    <>
      <Seo title={t('faq.title')} description={t('seo.faqDescription')} path="/faq" structuredData={[faqPageNode(site, items)]} />
      <PageBanner eyebrow={t('nav.faq')} title={t('faq.title')} text={t('faq.bannerText')}>
        <LastReviewed date={reviewed} className="mt-4 text-white/70" />
      </PageBanner>
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <Accordion>
          {items.map((item, i) => (
            <AccordionItem key={item.question} value={`q${i + 1}`} title={<BidiText>{item.question}</BidiText>} headingLevel={2}>
              {item.answer.split(/\n\s*\n/).map((p) => (
                <p key={p.slice(0, 32)} className="mb-3 max-w-prose text-navy-700">
                  <BidiText>{p}</BidiText>
                </p>
              ))}
              {item.bookingLink && <ScheduleLink className="mt-2" />}
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <ContactSection />
    </>
  )
}
