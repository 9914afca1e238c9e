import { Link } from '../ui/link'
import { Seo } from '../ui/seo'
import { ButtonLink } from '../ui/button'

const suggestions = [
  { title: 'Services', link: '/services', text: 'Company, property, residence and citizenship matters.' },
  { title: 'Guides', link: '/guides', text: 'Free guides on property, business and residence permits.' },
  { title: 'Blog', link: '/blog', text: 'Articles on Turkish law for foreign clients.' },
  { title: 'FAQ', link: '/faq', text: 'Answers to the questions clients ask most.' },
]

export function NotFoundPage({ title = 'Page not found', message }: { title?: string; message?: string }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
      {/* No canonical: this page answers 404 at whatever address was asked for, and has none of its own. */}
      <Seo title={title} description="The page you asked for is not on this site." noindex />
      <p className="text-sm font-semibold tracking-widest text-brass-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold text-navy-950">{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-navy-700">
        {message ?? 'The page you are looking for does not exist or has moved. These pages may help:'}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {suggestions.map((s) => (
          <li key={s.link}>
            <Link to={s.link} className="block h-full rounded-lg border border-navy-100 bg-white p-5 hover:border-brass-500">
              <span className="font-serif text-lg font-semibold text-navy-950">{s.title}</span>
              <span className="mt-1 block text-sm text-navy-700">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </section>
  )
}
