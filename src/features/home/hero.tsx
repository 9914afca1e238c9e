import { useLocale, useT } from '../../i18n/i18n'
import type { HomeContent } from '../../content/schema'
import { localeConfig } from '../../i18n/locales'
import { LoopVideo } from '../../components/ui/loop-video'
import { ButtonLink } from '../../components/ui/button'
import { RotatingWord } from './rotating-word'

export function Hero({ home }: { home: Pick<HomeContent, 'heroTitle' | 'rotatingWords' | 'heroText'> }) {
  const { heroTitle, rotatingWords, heroText } = home
  const t = useT()
  const locale = useLocale()
  const [first = '', second = '', third = ''] = rotatingWords.map((w) => w.toLocaleLowerCase(localeConfig[locale].intl))
  const sentence = `${heroTitle} ${t('home.heroWords', { first, second, third })}.`
  return (
    <section aria-labelledby="hero-title" className="relative bg-navy-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <h1 id="hero-title" className="text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            <span className="sr-only">{sentence}</span>
            <span aria-hidden="true">
              {heroTitle}
              <br />
              <RotatingWord words={rotatingWords} />
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-white/80">{heroText}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/contact-us">{t('contact.title')}</ButtonLink>
            <ButtonLink to="/services" variant="light">
              {t('home.ourServices')}
            </ButtonLink>
          </div>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
          <LoopVideo name="hero" start="after-load" priority />
        </div>
      </div>
    </section>
  )
}
