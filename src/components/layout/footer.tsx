import { Link } from '../ui/link'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n'
import { usePageExists, useQuickLinks } from './use-nav'
import { useLayout, useSite } from './layout-data'
import { cn } from '../../lib/cn'
import { ExternalLink } from '../ui/button'
import { Breadcrumb } from './breadcrumb'
import { ContactDetails } from './contact-details'
import { ImprintLine } from './imprint'
import { Logo } from './logo'
import { LanguageLinks } from './language-links'
import { usePathname } from './use-active-path'
import { rich } from '../../i18n/rich'
import { Ltr } from '../ui/ltr'

/** The about pages get their own footer background. */
export function footerVariant(pathname: string): 'about' | 'default' {
  return pathname === '/about-us' || pathname === '/our-team' ? 'about' : 'default'
}

const linkClass = 'target-24 text-white/75 hover:text-brass-300 hover:underline underline-offset-2'

export function Footer() {
  const pathname = usePathname()
  const { serviceGroups } = useLayout()
  const site = useSite()
  const t = useT()
  const quickLinks = useQuickLinks()
  const exists = usePageExists()
  const variant = footerVariant(pathname)
  return (
    <footer
      data-variant={variant}
      className={cn('text-white', variant === 'about' ? 'bg-[linear-gradient(160deg,#172a43_0%,#2b4566_55%,#7a5a2e_130%)]' : 'bg-navy-950')}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.2fr]">
          <div className="space-y-5">
            <Logo />
            <p className="text-sm text-white/75">{t('site.description')}</p>
            <ul className="flex flex-wrap gap-3" aria-label={t('footer.socialMedia')}>
              {site.social.map((s) => (
                <li key={s.label}>
                  <ExternalLink
                    href={s.href}
                    className="inline-block rounded-md border border-white/25 px-3 py-1.5 text-xs text-white/85 hover:border-brass-300 hover:text-brass-300"
                  >
                    {s.label}
                    <span className="sr-only">{t('layout.newTab')}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          <FooterColumn title={t('footer.quickLinks')}>
            {quickLinks.map((l) => (
              <li key={l.link}>
                <Link to={l.link} className={linkClass}>
                  {l.title}
                </Link>
              </li>
            ))}
          </FooterColumn>
          {serviceGroups
            .filter((group) => exists(group.path))
            .map((group) => (
              <FooterColumn key={group.id} title={group.shortTitle} titleLink={group.path}>
                {group.services.map((s) => (
                  <li key={s.slug}>
                    <Link to="/services/$slug" params={{ slug: s.slug }} className={linkClass}>
                      {s.title}
                    </Link>
                  </li>
                ))}
              </FooterColumn>
            ))}
        </div>
        <div className="mt-12 grid gap-8 border-t border-white/15 pt-8 md:grid-cols-[1fr_auto]">
          <div className="space-y-4">
            <Breadcrumb />
            <LanguageLinks placement="footer" />
          </div>
          <ContactDetails tone="dark" className="grid gap-4 sm:grid-cols-2 md:max-w-xl md:space-y-0" />
        </div>
        <p className="mt-10 text-xs text-white/60">
          {rich(t('footer.legal', { year: String(site.founded) }), { name: <Ltr>{site.name}</Ltr> })}{' '}
          <Link to="/privacy-notice" className="underline hover:text-brass-300">
            {t('nav.privacy')}
          </Link>
        </p>
        <p data-testid="imprint" className="mt-3 text-xs text-white/60">
          <ImprintLine />
        </p>
      </div>
    </footer>
  )
}

function FooterColumn({ title, titleLink, children }: { title: string; titleLink?: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 font-sans text-sm font-semibold tracking-wider text-brass-300 uppercase">
        {titleLink ? (
          <Link to={titleLink} className="target-24 hover:underline">
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  )
}
