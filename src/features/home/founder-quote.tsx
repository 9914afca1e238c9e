import { useT } from '../../i18n/i18n'
import type { HomeContent } from '../../content/en/home'
import { ButtonLink } from '../../components/ui/button'
import { Reveal } from '../../components/ui/reveal'

export function FounderQuote({ founderQuote }: { founderQuote: HomeContent['founderQuote'] }) {
  const t = useT()
  return (
    <section aria-label={t('home.founderWord')} className="bg-white">
      <Reveal className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <figure>
          <blockquote className="font-serif text-2xl leading-relaxed text-navy-900 sm:text-3xl">“{founderQuote.text}”</blockquote>
          <figcaption className="mt-6 text-navy-700">
            <span className="font-semibold text-navy-950">{founderQuote.author}</span>, {founderQuote.role}
          </figcaption>
        </figure>
        <ButtonLink to="/contact-us" className="mt-8">
          {t('contact.title')}
        </ButtonLink>
      </Reveal>
    </section>
  )
}
