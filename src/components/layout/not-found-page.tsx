import { Link } from '../ui/link'
import { Seo } from '../ui/seo'
import { ButtonLink } from '../ui/button'
import { useT } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/translate'

const suggestions: { title: MessageKey; link: string; text: MessageKey }[] = [
  { title: 'nav.services', link: '/services', text: 'errors.suggestServices' },
  { title: 'nav.guides', link: '/guides', text: 'errors.suggestGuides' },
  { title: 'nav.blog', link: '/blog', text: 'errors.suggestBlog' },
  { title: 'nav.faq', link: '/faq', text: 'errors.suggestFaq' },
]

export function NotFoundPage({ title: titleKey = 'errors.notFoundTitle', message }: { title?: MessageKey; message?: MessageKey }) {
  const t = useT()
  const title = t(titleKey)
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
      {/* No canonical: this page answers 404 at whatever address was asked for, and has none of its own. */}
      <Seo title={title} description={t('errors.notFoundDescription')} noindex />
      <p className="text-sm font-semibold tracking-widest text-brass-700 uppercase">{t('errors.error404')}</p>
      <h1 className="mt-2 text-4xl font-semibold text-navy-950">{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-navy-700">{t(message ?? 'errors.notFoundText')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {suggestions.map((s) => (
          <li key={s.link}>
            <Link to={s.link} className="block h-full rounded-lg border border-navy-100 bg-white p-5 hover:border-brass-500">
              <span className="font-serif text-lg font-semibold text-navy-950">{t(s.title)}</span>
              <span className="mt-1 block text-sm text-navy-700">{t(s.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/">{t('errors.goHome')}</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          {t('nav.contact')}
        </ButtonLink>
      </div>
    </section>
  )
}
