import { createFileRoute } from '@tanstack/react-router'
import { Link } from '../components/ui/link'
import { Seo } from '../components/ui/seo'
import { PageBanner } from '../components/ui/section'
import { buttonClasses } from '../components/ui/button'
import { Reveal } from '../components/ui/reveal'
import { found } from '../i18n/route-content'
import { guideImage } from '../content/page-index'
import { ContactSection } from '../features/contact/contact-section'
import { useT } from '../i18n/i18n'
import { BidiText } from '../components/ui/bidi-text'

export const Route = createFileRoute('/guides/')({
  staticData: { crumb: 'nav.guides', content: ['guides'] },
  loader: async ({ context }) => {
    const guides = await found(context.content.guides(context.locale))
    return { guides: guides.map(({ slug, title, summary }) => ({ slug, title, summary })) }
  },
  component: GuidesPage,
})

function GuidesPage() {
  const { guides } = Route.useLoaderData()
  const t = useT()
  return (
    <>
      <Seo title={t('guides.bannerTitle')} description={t('seo.guidesDescription')} path="/guides" />
      <PageBanner eyebrow={t('nav.guides')} title={t('guides.bannerTitle')} text={t('guides.bannerText')} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-3">
          {guides.map((guide) => (
            <Reveal as="li" key={guide.slug} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100">
              <img
                src={guideImage(guide.slug)}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                className="aspect-video w-full bg-navy-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="font-serif text-xl font-semibold text-navy-950">
                  <Link to="/guides/$guide" params={{ guide: guide.slug }} className="hover:text-brass-700">
                    {guide.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-sm text-navy-700">
                  <BidiText>{guide.summary}</BidiText>
                </p>
                <Link
                  to="/guides/$guide"
                  params={{ guide: guide.slug }}
                  hash="document-request"
                  className={buttonClasses('primary', 'mt-5 self-start')}
                >
                  {t('guides.getDocument')}
                  <span className="sr-only">{t('guides.getDocumentFor', { title: guide.title })}</span>
                </Link>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
      <ContactSection />
    </>
  )
}
