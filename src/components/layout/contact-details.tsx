import { site } from '../../config/site'
import { cn } from '../../lib/cn'

/** Phone, e-mail, address and office hours, from the one config file. */
export function ContactDetails({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const label = tone === 'dark' ? 'text-brass-300' : 'text-brass-700'
  const link = tone === 'dark' ? 'hover:text-brass-300' : 'hover:text-brass-700'
  return (
    <dl className={cn('space-y-4 text-sm', className)}>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>Phone</dt>
        <dd>
          <a href={site.phone.href} dir="ltr" className={cn('underline-offset-2 hover:underline', link)}>
            {site.phone.display}
          </a>
        </dd>
      </div>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>E-mail</dt>
        <dd>
          <a href={`mailto:${site.email}`} dir="ltr" className={cn('underline-offset-2 hover:underline', link)}>
            {site.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>Office</dt>
        <dd>
          <address className="not-italic">
            {site.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">
              {site.address.city}, {site.address.country}
            </span>
          </address>
        </dd>
      </div>
      <div>
        <dt className={cn('font-semibold tracking-wide uppercase', label)}>Office hours</dt>
        <dd>
          {site.hours.days}, {site.hours.time}, {site.hours.timezone}
        </dd>
      </div>
    </dl>
  )
}
