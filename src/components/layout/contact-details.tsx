import { useSite } from './layout-data'
import { cn } from '../../lib/cn'
import { useT } from '../../i18n/i18n'
import { Ltr } from '../ui/ltr'
import { rich } from '../../i18n/rich'

/**
 * Phone, e-mail, address and office hours, from the one config file. Each fact is a left-to-right run, isolated in
 * right-to-left pages (the links by their own `dir`, the rest by <Ltr>); a block of its own would be aligned left, so each
 * line keeps its block and isolates its text inside it.
 */
export function ContactDetails({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const t = useT()
  const site = useSite()
  const label = tone === 'dark' ? 'text-brass-300' : 'text-brass-700'
  const link = tone === 'dark' ? 'hover:text-brass-300' : 'hover:text-brass-700'
  return (
    <dl className={cn('space-y-4 text-sm', className)}>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>{t('contact.phone')}</dt>
        <dd>
          <a href={site.phone.href} dir="ltr" className={cn('target-24 underline-offset-2 hover:underline', link)}>
            {site.phone.display}
          </a>
        </dd>
      </div>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${site.email}`} dir="ltr" className={cn('target-24 underline-offset-2 hover:underline', link)}>
            {site.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>{t('contact.office')}</dt>
        <dd>
          <address className="not-italic">
            {site.address.lines.map((line) => (
              <span key={line} className="block">
                <Ltr>{line}</Ltr>
              </span>
            ))}
            <span className="block">
              <Ltr>
                {site.address.city}, {site.address.country}
              </Ltr>
            </span>
          </address>
        </dd>
      </div>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>{t('contact.hours')}</dt>
        <dd>
          {rich(t('site.hoursLine', { days: t('site.hoursDays'), timezone: t('site.hoursTimezone') }), {
            time: <Ltr className="whitespace-nowrap">{site.hours.time}</Ltr>,
          })}
        </dd>
      </div>
    </dl>
  )
}
