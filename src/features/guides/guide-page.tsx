import type { Guide, TeamMember } from '../../content/schema'
import { memberTitle } from '../../lib/team'
import { guideImage } from '../../content/page-index'
import { HtmlContent } from '../../components/ui/html-content'
import { BidiText } from '../../components/ui/bidi-text'
import { Reveal } from '../../components/ui/reveal'
import { SectionHeading } from '../../components/ui/section'
import { LeadForm } from '../forms/lead-form'
import { features } from '../../config/site-settings'
import { LastReviewed } from '../../components/ui/last-reviewed'
import { useLocale, useT } from '../../i18n/i18n'
import { uniqueIds } from '../../lib/html-id'
import type { ShownDate } from '../../i18n/format'

const DOCUMENT_FORM_ANCHOR = 'document-request'

export function GuidePage({
  guide,
  author,
  reviewed,
}: {
  guide: Guide
  author: Pick<TeamMember, 'name' | 'role' | 'gender'>
  reviewed: ShownDate
}) {
  const t = useT()
  // Each box's id from its section's title in the page's script (src/lib/html-id.ts), distinct on the page.
  const checklistId = uniqueIds('checklist', useLocale())
  return (
    <article>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">{t('guides.freeGuide')}</p>
            <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{guide.title}</h1>
            <p className="mt-3 text-xl text-brass-100">
              <BidiText>{guide.subtitle}</BidiText>
            </p>
            <p className="mt-5 max-w-2xl text-lg text-white/85">
              <BidiText>{guide.intro}</BidiText>
            </p>
            <LastReviewed date={reviewed} className="mt-4 text-white/70" />
            <a
              href={`#${DOCUMENT_FORM_ANCHOR}`}
              className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brass-600 px-6 py-2.5 font-semibold text-white hover:bg-brass-700"
            >
              {t('guides.getDocument')}
            </a>
          </div>
          <img
            src={guideImage(guide.slug)}
            alt=""
            width={640}
            height={360}
            className="aspect-video w-full rounded-xl bg-navy-800 object-cover shadow-2xl"
            fetchPriority="high"
          />
        </div>
      </header>

      <section aria-labelledby="benefits" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionHeading id="benefits" eyebrow={t('guides.inThisGuide')} title={t('guides.whatYouWillLearn')} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {guide.benefits.map((b) => (
              <Reveal as="li" key={b.title} className="rounded-xl bg-sand p-6 ring-1 ring-navy-100">
                <h3 className="text-lg font-semibold text-navy-950">
                  <BidiText>{b.title}</BidiText>
                </h3>
                <p className="mt-2 text-sm text-navy-700">
                  <BidiText>{b.text}</BidiText>
                </p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="author" className="bg-sand">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-[1fr_1fr]">
          <div>
            <h2 id="author" className="text-sm font-semibold tracking-[0.2em] text-brass-700 uppercase">
              {t('guides.aboutAuthor')}
            </h2>
            <p className="mt-3 font-serif text-2xl font-semibold text-navy-950">{author.name}</p>
            <p className="text-brass-700">{memberTitle(t, author)}</p>
            <p className="mt-3 text-navy-700">
              <BidiText>{guide.author.bio}</BidiText>
            </p>
          </div>
          {guide.testimonial && features.testimonials ? (
            <figure className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <blockquote className="font-serif text-lg text-navy-900">“{guide.testimonial.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-navy-600">
                {guide.testimonial.author}
                {guide.testimonial.sample && (
                  <span className="mt-1 block text-xs italic">{t('samples.notRealClient', { label: t('samples.label') })}</span>
                )}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="chapters" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="chapters" className="text-3xl font-semibold text-navy-950">
            {t('guides.chaptersTitle', { count: guide.chapters.length })}
          </h2>
          <nav aria-label={t('guides.chapters')} className="mt-6 rounded-xl bg-sand p-5 ring-1 ring-navy-100">
            <ol className="list-decimal space-y-1 ps-6 text-navy-800">
              {guide.chapters.map((c, i) => (
                <li key={c.title}>
                  <a href={`#chapter-${i + 1}`} className="hover:text-brass-700 hover:underline">
                    <BidiText>{c.title}</BidiText>
                  </a>
                </li>
              ))}
              {guide.faqChapter ? (
                <li>
                  <a href="#things-to-know" className="hover:text-brass-700 hover:underline">
                    <BidiText>{guide.faqChapter.title}</BidiText>
                  </a>
                </li>
              ) : null}
            </ol>
          </nav>
          {guide.chapters.map((c, i) => (
            <section key={c.title} aria-labelledby={`chapter-${i + 1}`} className="mt-12">
              <h3 id={`chapter-${i + 1}`} className="scroll-mt-24 text-2xl font-semibold text-navy-950">
                <span className="text-brass-700">{i + 1}.</span> <BidiText>{c.title}</BidiText>
              </h3>
              <HtmlContent html={c.html} />
            </section>
          ))}
          {guide.faqChapter ? (
            <section aria-labelledby="things-to-know" className="mt-14">
              <h3 id="things-to-know" className="scroll-mt-24 text-2xl font-semibold text-navy-950">
                <span className="text-brass-700">{guide.chapters.length + 1}.</span> <BidiText>{guide.faqChapter.title}</BidiText>
              </h3>
              <p className="mt-3 text-navy-700">
                <BidiText>{guide.faqChapter.intro}</BidiText>
              </p>
              <ol className="mt-6 space-y-5">
                {guide.faqChapter.items.map((item, i) => (
                  <li key={item.title} className="rounded-lg bg-sand p-5 ring-1 ring-navy-100">
                    <p className="font-semibold text-navy-950">
                      {i + 1}. <BidiText>{item.title}</BidiText>
                    </p>
                    <p className="mt-1 text-navy-700">
                      <BidiText>{item.text}</BidiText>
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </section>

      {guide.bestCities ? (
        <section aria-labelledby="best-cities" className="bg-sand">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <SectionHeading id="best-cities" eyebrow={t('guides.whereToBuy')} title={t('guides.cities')} />
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {guide.bestCities.map((city) => (
                <li key={city.name} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
                  <h3 className="text-xl font-semibold text-navy-950">{city.name}</h3>
                  <p className="mt-2 text-sm text-navy-700">
                    <BidiText>{city.text}</BidiText>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {guide.checklist ? (
        <section aria-labelledby="checklist" className="bg-sand">
          <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
            <SectionHeading
              id="checklist"
              eyebrow={t('guides.checklist')}
              title={t('guides.checklistTitle')}
              intro={t('guides.checklistIntro')}
            />
            <div className="grid gap-6 md:grid-cols-2">
              {guide.checklist.map((group) => (
                <fieldset key={group.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
                  <legend className="px-1 font-serif text-lg font-semibold text-navy-950">{group.title}</legend>
                  <ul className="mt-2 space-y-2">
                    {group.items.map((item, i) => {
                      const id = checklistId(`${group.title} ${i + 1}`)
                      return (
                        <li key={item} className="flex gap-3">
                          <input id={id} type="checkbox" className="mt-1 size-4 shrink-0 accent-brass-600" />
                          <label htmlFor={id} className="text-sm text-navy-800">
                            <BidiText>{item}</BidiText>
                          </label>
                        </li>
                      )
                    })}
                  </ul>
                </fieldset>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section id={DOCUMENT_FORM_ANCHOR} aria-labelledby="document-form-heading" className="scroll-mt-24 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="document-form-heading" className="text-3xl font-semibold text-navy-950">
              {t('guides.documentForm')}
            </h2>
            <p className="mt-4 text-lg text-navy-700">{t('guides.documentFormText', { title: guide.title })}</p>
          </div>
          <LeadForm guideName={guide.guidelineName} />
        </div>
      </section>
    </article>
  )
}
